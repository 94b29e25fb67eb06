import { isApiDate } from '@/design-system'

/** A filter's date range as the date fields give it (`YYYY-MM-DD`, empty when unset, else text being typed). */
export interface DateRange {
  start: string
  end: string
}

/**
 * Spec §5: history start and end dates cover whole days: the first day from 00:00:00, the last to 23:59:59.
 * Unset or malformed dates are left out of the request.
 */
export function expandDateRange(range: DateRange): { start_time?: string; end_time?: string } {
  return {
    ...(isApiDate(range.start) ? { start_time: `${range.start} 00:00:00` } : {}),
    ...(isApiDate(range.end) ? { end_time: `${range.end} 23:59:59` } : {}),
  }
}

/** An end before the start finds nothing: the form says so instead of asking. */
export function isDateRangeReversed(range: DateRange): boolean {
  return isApiDate(range.start) && isApiDate(range.end) && range.end < range.start
}

/** Typed text that is not a whole real date: the form says so instead of searching without it. */
export function isDateUnreadable(value: string): boolean {
  return value !== '' && !isApiDate(value)
}
