import * as z from 'zod/mini'
import { inputMessages } from './input-messages'

/**
 * The one rule for text coming in: no C0 control but tab, line feed and carriage return (a review reason or a
 * remark may span lines), no DEL, no C1 control, no lone surrogate. PostgreSQL refuses NUL in text outright,
 * and the others have no business in stored text. Names have a stricter rule of their own (./names.ts).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's whole purpose.
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u

export function hasControlCharacter(text: string): boolean {
  return FORBIDDEN_IN_TEXT.test(text)
}

/** The path of the first string (value or object key) carrying a forbidden character, or null. */
export function controlCharacterPath(value: unknown, path: readonly PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? [...path] : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterPath(item, [...path, index])
      if (found) return found
    }
    return null
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key]
      const found = controlCharacterPath(item, [...path, key])
      if (found) return found
    }
  }
  return null
}

/**
 * `schema` with the text rule over every string of its parsed value, however deep: applied once to each
 * request schema of the registry (`define`) and to each encrypted payload's schema, so the console's client,
 * the mock and the server refuse the same input with the same 400.
 */
export function refusingControlCharacters<Schema extends z.ZodMiniType>(
  schema: Schema,
  message: string = inputMessages.controlCharacter,
): Schema {
  return schema.check(
    z.superRefine((value, context) => {
      const path = controlCharacterPath(value)
      if (path) context.addIssue({ code: 'custom', message, path, input: value })
    }),
  )
}
