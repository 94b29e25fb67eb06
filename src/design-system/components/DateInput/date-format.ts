import type { DesignSystemLocale } from '../../provider/locale'
import { apiDay, calendarDate, readDateText } from '../../internal/date-text'

/*
 * What a date field needs once it is used: dates typed loosely and the arrow keys' day steps. Loaded with the
 * field's first hover or focus (DateInput.tsx); the locale's own form is read without it (internal/date-text.ts).
 */

const order: Record<DesignSystemLocale, readonly ('year' | 'month' | 'day')[]> = {
  'zh-CN': ['year', 'month', 'day'],
  'en-US': ['month', 'day', 'year'],
}

/**
 * What the user typed, read in the locale's order (one- or two-digit month and day; any of `-`, `/`, `.` or a
 * space between): the API date, or null when it is not a whole real date. The API form is read in any locale.
 */
export function parseDateText(text: string, locale: DesignSystemLocale): string | null {
  const exact = readDateText(text, locale)
  if (exact != null) return exact
  const pieces = text.trim().split(/[-/.\s]+/)
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null
  const read = { year: 0, month: 0, day: 0 }
  for (const [index, part] of order[locale].entries()) {
    const piece = pieces[index] ?? ''
    // A year is written whole (`27` is not 2027), a month or a day in one or two digits.
    if (part === 'year' ? piece.length !== 4 : piece.length > 2) return null
    read[part] = Number(piece)
  }
  return calendarDate(read.year, read.month, read.day)
}

/** The API date `days` days after (or before) the given one (an API date). */
export function addDays(value: string, days: number): string {
  return apiDay(new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8)) + days))
}

/** Today's API date, local time. */
export function today(): string {
  return apiDay(new Date())
}
