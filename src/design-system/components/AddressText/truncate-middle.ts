export interface TruncateOptions {
  /** Characters kept at the start. */
  head?: number
  /** Characters kept at the end. */
  tail?: number
  /** Values this long or shorter are kept whole. */
  maxLength?: number
}

/** `abcdefghijklmnopqrstuvwxyz` → `abcd…wxyz`; short values are returned unchanged. */
export function truncateMiddle(
  value: string,
  { head = 4, tail = 4, maxLength = head + tail + 1 }: TruncateOptions = {},
): string {
  // Array.from splits by code point, so an emoji or a CJK extension character is never cut in half.
  const characters = Array.from(value)
  if (characters.length <= Math.max(maxLength, head + tail + 1)) return value
  return `${characters.slice(0, head).join('')}…${tail > 0 ? characters.slice(-tail).join('') : ''}`
}
