/** What DateTime accepts: a Date, epoch milliseconds, or a date string. */
export type DateTimeInput = Date | string | number

// The server's own format (`YYYY-MM-DD HH:mm:ss`, local time); parsed by hand because engines differ on it.
const serverFormat = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/

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

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0')
}

/** Formats to `YYYY-MM-DD HH:mm:ss` in local time; an invalid input gives an empty string. */
export function formatDateTime(value: DateTimeInput): string {
  const date = parseDateTime(value)
  if (date == null) return ''
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}
