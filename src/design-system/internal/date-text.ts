import type { DesignSystemLocale } from '../provider/locale'

/*
 * Dates as the console's locales write them, shared by DateTime and DateInput and kept small (every console
 * page loads it): Chinese keeps the spec's `YYYY-MM-DD` (Intl's zh-CN writes `2026/11/27`), English is Intl's
 * en-US short date with two-digit month and day (`11/27/2026`). Loosely typed dates are read by
 * DateInput/date-format.ts, which loads with a date field's first use.
 */

export function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0')
}

/** A local Date's day as the API writes it (`2026-11-27`). */
export function apiDay(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The format hint of a locale's date fields (`YYYY-MM-DD`, `MM/DD/YYYY`). */
export function datePattern(locale: DesignSystemLocale): string {
  return locale === 'en-US' ? 'MM/DD/YYYY' : 'YYYY-MM-DD'
}

/** The API date of a calendar day, or null when there is no such day (2026-02-30). */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(year, month - 1, day)
  return year < 1000 || year > 9999 || date.getMonth() !== month - 1 || date.getDate() !== day ? null : apiDay(date)
}

/** Whether a value is an API date (`YYYY-MM-DD`) of a real day. */
export function isApiDate(value: string): boolean {
  const match = /^(\d{4})-(\d\d)-(\d\d)$/.exec(value)
  return match != null && calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) === value
}

/** An API date (`2026-11-27`) as the locale writes it (`11/27/2026` in English); anything else unchanged. */
export function formatDateValue(value: string, locale: DesignSystemLocale): string {
  return locale === 'en-US' && isApiDate(value) ? `${value.slice(5, 7)}/${value.slice(8)}/${value.slice(0, 4)}` : value
}

/** A date in the locale's own form (or the API's) read back: the API date, or null when it is not a real day. */
export function readDateText(text: string, locale: DesignSystemLocale): string | null {
  const trimmed = text.trim()
  const english = locale === 'en-US' ? /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(trimmed) : null
  const value = english ? `${english[3]}-${english[1]}-${english[2]}` : trimmed
  return isApiDate(value) ? value : null
}
