import type { DesignSystemLocale } from '../../provider/locale'

/*
 * A date field's text in the console's locale and the API's dates (`YYYY-MM-DD`, a real day). Chinese keeps the
 * spec's `YYYY-MM-DD` (Intl's zh-CN writes `2026/11/27`), English is Intl's en-US short date with two-digit month
 * and day (`11/27/2026`).
 */

/** The format hint of a locale's date fields (`YYYY-MM-DD`, `MM/DD/YYYY`). */
export function datePattern(locale: DesignSystemLocale): string {
  return locale === 'en-US' ? 'MM/DD/YYYY' : 'YYYY-MM-DD'
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0')

/** A local Date's day as the API writes it (`2026-11-27`). */
export function apiDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The API date of a calendar day, or null when there is no such day (2026-02-30). */
function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day)
  return year < 1000 || year > 9999 || date.getMonth() !== month - 1 || date.getDate() !== day ? null : apiDay(date)
}

// A year is written whole (`26` is not 2026), a month or a day in one or two digits, with `-`, `/`, `.`, spaces
// or Chinese 年月日 between. Year first (the API's order, and Chinese) is read in any locale.
const yearFirst = /^(\d{4})[-/.\s年]+(\d\d?)[-/.\s月]+(\d\d?)日?$/
const yearLast = /^(\d\d?)[-/.\s]+(\d\d?)[-/.\s]+(\d{4})$/

/** What the user typed, read in the locale's order: the API date, or null when it is not a whole real date. */
export function readDateText(text: string, locale: DesignSystemLocale): string | null {
  const trimmed = text.trim()
  const first = yearFirst.exec(trimmed)
  if (first) return calendarDate(Number(first[1]), Number(first[2]), Number(first[3]))
  const last = locale === 'en-US' ? yearLast.exec(trimmed) : null
  return last ? calendarDate(Number(last[3]), Number(last[1]), Number(last[2])) : null
}

/** Whether a value is an API date (`YYYY-MM-DD`) of a real day. */
export function isApiDate(value: string): boolean {
  return /^\d{4}-\d\d-\d\d$/.test(value) && readDateText(value, 'zh-CN') === value
}

/** An API date (`2026-11-27`) as the locale writes it (`11/27/2026` in English); anything else unchanged. */
export function formatDateValue(value: string, locale: DesignSystemLocale): string {
  return locale === 'en-US' && isApiDate(value) ? `${value.slice(5, 7)}/${value.slice(8)}/${value.slice(0, 4)}` : value
}

/** The API date `days` days after (or before) the given one (an API date). */
export function addDays(value: string, days: number): string {
  return apiDay(new Date(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, Number(value.slice(8)) + days))
}
