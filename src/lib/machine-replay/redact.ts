/**
 * Traces are shared (stories, bug reports), so secrets are removed where a trace is made, before anything
 * is stored: values under a secret-looking field name become `[redacted]`, errors become plain data.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export const REDACTED = '[redacted]'

/** Field names whose values never enter a trace: passphrases, passwords, keys, tokens, ciphertexts. */
const SECRET_FIELD = /passphrase|password|private_?key|privkey|secret|token|ciphertext|mnemonic|seed/i

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name)
}

/** A JSON copy of `value` with secrets replaced, errors flattened and functions and actors dropped. */
export function redact(value: unknown): JsonValue {
  return toJson(value, new WeakSet())
}

function toJson(value: unknown, seen: WeakSet<object>): JsonValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'boolean') return value
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'bigint') return value.toString()
  if (typeof value !== 'object') return null
  if (seen.has(value)) return '[circular]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => toJson(item, seen))
  if (value instanceof Date) return value.toISOString()
  const result: { [key: string]: JsonValue } = {}
  if (value instanceof Error) {
    result.name = value.name
    result.message = value.message
  } else if (!isPlainData(value)) {
    // Actor refs and class instances other than errors are runtime objects, not data.
    return `[${value.constructor.name}]`
  }
  for (const [key, child] of Object.entries(value)) {
    if (typeof child === 'function' || child === undefined) continue
    result[key] = isSecretField(key) && child !== null ? REDACTED : toJson(child, seen)
  }
  return result
}

function isPlainData(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}
