import type { DesignSystemLocale } from '../../provider/locale'

/**
 * How a date is written in each console locale. Chinese keeps the spec's `YYYY-MM-DD` (Intl's zh-CN writes
 * `2026/11/27`); English is Intl's en-US short date with two-digit month and day (`11/27/2026`).
 */
interface DateFormat {
  order: readonly ['year' | 'month' | 'day', 'year' | 'month' | 'day', 'year' | 'month' | 'day']
  separator: string
  /** The format as the user reads it in the hint and the error. */
  pattern: string
}

const formats: Record<DesignSystemLocale, DateFormat> = {
  'zh-CN': { order: ['year', 'month', 'day'], separator: '-', pattern: 'YYYY-MM-DD' },
  'en-US': { order: ['month', 'day', 'year'], separator: '/', pattern: 'MM/DD/YYYY' },
}

/** The API's date (`YYYY-MM-DD`), what a date field gives and takes whatever the locale shows. */
const apiDate = /^(\d{4})-(\d{2})-(\d{2})$/

/** The format hint of a locale's date fields (`YYYY-MM-DD`, `MM/DD/YYYY`). */
export function datePattern(locale: DesignSystemLocale): string {
  return formats[locale].pattern
}

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0')
}

/** A calendar date, or null when there is no such day (2026-02-30). */
function calendarDate(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day > last ? null : `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/** Whether a value is an API date of a real day. */
export function isApiDate(value: string): boolean {
  const match = apiDate.exec(value)
  return match != null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) === value
}

/** An API date (`2026-11-27`) as the locale writes it (`11/27/2026` in English); anything else unchanged. */
export function formatDateValue(value: string, locale: DesignSystemLocale): string {
  const match = apiDate.exec(value)
  if (!match || !isApiDate(value)) return value
  const parts = { year: match[1] ?? '', month: match[2] ?? '', day: match[3] ?? '' }
  const { order, separator } = formats[locale]
  return order.map((part) => parts[part]).join(separator)
}

/**
 * What the user typed, read in the locale's order (one- or two-digit month and day; any of `-`, `/`, `.` or a
 * space between): the API date, or null when it is not a whole real date. The API form is read in any locale.
 */
export function parseDateText(text: string, locale: DesignSystemLocale): string | null {
  const trimmed = text.trim()
  if (isApiDate(trimmed)) return trimmed
  const pieces = trimmed.split(/[-/.\s]+/)
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d{1,4}$/.test(piece))) return null
  const { order } = formats[locale]
  const read = { year: 0, month: 0, day: 0 }
  for (const [index, part] of order.entries()) {
    const piece = pieces[index] ?? ''
    // A year is written whole (`27` is not 2027), a month or a day in one or two digits.
    if (part === 'year' ? piece.length !== 4 : piece.length > 2) return null
    read[part] = Number(piece)
  }
  return calendarDate(read.year, read.month, read.day)
}

/** The API date `days` days after (or before) the given one. */
export function addDays(value: string, days: number): string {
  const match = apiDate.exec(value)
  if (!match) return value
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days))
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}
