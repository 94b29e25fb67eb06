/** A filter's date range as the date inputs give it (`YYYY-MM-DD`, empty when unset). */
export interface DateRange {
  start: string
  end: string
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * Spec §5: history start and end dates cover whole days: the first day from 00:00:00, the last to 23:59:59.
 * Unset or malformed dates are left out of the request.
 */
export function expandDateRange(range: DateRange): { start_time?: string; end_time?: string } {
  return {
    ...(DATE.test(range.start) ? { start_time: `${range.start} 00:00:00` } : {}),
    ...(DATE.test(range.end) ? { end_time: `${range.end} 23:59:59` } : {}),
  }
}

/** An end before the start finds nothing: the form says so instead of asking. */
export function isDateRangeReversed(range: DateRange): boolean {
  return DATE.test(range.start) && DATE.test(range.end) && range.end < range.start
}
