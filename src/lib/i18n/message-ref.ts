import { userFacingMessage } from '@/api/user-message'
import type { Messages } from './zh-CN'

/** A key of the `messages` or `chainErrors` groups, e.g. `messages.wrongPassphrase`. */
export type MessageKey =
  `messages.${keyof Messages['messages'] & string}` | `chainErrors.${keyof Messages['chainErrors'] & string}`

/**
 * What a machine asks the UI to show: a catalogue key (translated by the UI) or, when the spec says
 * the server's own message is shown, that text as received.
 */
export type UiMessage = { key: MessageKey } | { text: string }

/** Resolves a machine's message in the given catalogue. */
export function translateMessage(catalogue: Messages, message: UiMessage): string {
  if ('text' in message) return message.text
  const [group, name] = message.key.split('.') as ['messages' | 'chainErrors', string]
  const table: Record<string, string> = catalogue[group]
  return table[name] ?? message.key
}

function stringAt(value: unknown, ...path: string[]): string | null {
  let current: unknown = value
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return null
    current = (current as Record<string, unknown>)[step]
  }
  return typeof current === 'string' && current.length > 0 ? current : null
}

function hasServerCode(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return typeof record.error_code === 'number' || typeof record.err_code === 'number' || typeof record.code === 'number'
}

/**
 * The server's own message from a rejected call (spec §8: "other errors show the server's data.message"),
 * or `fallback` when the failure carries none (network down, programming error).
 */
export function messageFromServerError(error: unknown, fallback: MessageKey): UiMessage {
  const text =
    stringAt(error, 'data', 'message') ??
    stringAt(error, 'envelope', 'message') ??
    stringAt(error, 'response', 'data', 'message') ??
    (hasServerCode(error) ? stringAt(error, 'message') : null)
  if (text === null) return { key: fallback }
  // A validation answer's field name or schema wording is no message for a user: the fallback says it.
  const shown = userFacingMessage(text, '')
  return shown === '' ? { key: fallback } : { text: shown }
}

/** The server's numeric error code of a rejected call, if it carries one. */
export function serverErrorCode(error: unknown): number | null {
  const candidates = [
    error,
    (error as { envelope?: unknown } | null)?.envelope,
    (error as { data?: unknown } | null)?.data,
  ]
  for (const candidate of candidates) {
    if (typeof candidate !== 'object' || candidate === null) continue
    const record = candidate as Record<string, unknown>
    for (const field of ['error_code', 'err_code', 'code'] as const) {
      if (typeof record[field] === 'number') return record[field]
    }
  }
  return null
}
