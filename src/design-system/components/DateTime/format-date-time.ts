import type { DesignSystemLocale } from '../../provider/locale'
import { apiDay } from '../../internal/date-text'

/** What DateTime accepts: a Date, epoch milliseconds, or a date string. */
export type DateTimeInput = Date | string | number

// The server's own format (`YYYY-MM-DD HH:mm:ss`, local time); parsed by hand because engines differ on it.
const serverFormat = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?$/

/**
 * Reads a date. Strings in `YYYY-MM-DD HH:mm:ss` (no zone) are local time, as the server writes them;
 * other strings follow `Date` parsing (ISO with `Z` or an offset is exact). Returns null when invalid.
 */
export function parseDateTime(value: DateTimeInput): Date | null {
  let date: Date
  if (value instanceof Date) {
    date = new Date(value.getTime())
  } else if (typeof value === 'number') {
    date = new Date(value)
  } else {
    const text = value.trim()
    if (text === '') return null
    const match = serverFormat.exec(text)
    date = match
      ? new Date(
          Number(match[1]),
          Number(match[2]) - 1,
          Number(match[3]),
          Number(match[4]),
          Number(match[5]),
          Number(match[6] ?? '0'),
        )
      : new Date(text)
  }
  return Number.isNaN(date.getTime()) ? null : date
}

// Intl's en-US date and time with every field at full width, so a column of them lines up.
let englishFormat: Intl.DateTimeFormat | undefined

/**
 * Formats in local time as the locale writes it: the spec's `YYYY-MM-DD HH:mm:ss` in Chinese (Intl's zh-CN
 * would write `2026/11/27`), Intl's en-US (`11/27/2026, 02:34:51 PM`) in English. Invalid input gives ''.
 */
export function formatDateTime(value: DateTimeInput, locale: DesignSystemLocale = 'zh-CN'): string {
  const date = parseDateTime(value)
  if (date == null) return ''
  if (locale === 'en-US') {
    englishFormat ??= new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    return englishFormat.format(date)
  }
  // toTimeString starts with the local HH:mm:ss (ECMAScript's TimeString), whatever the browser's language.
  return `${apiDay(date)} ${date.toTimeString().slice(0, 8)}`
}
