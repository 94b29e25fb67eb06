import { DEFAULT_PERIODS, type Granularity } from '@/api/statistics'

/**
 * Statistics periods in UTC (every API time is UTC): a day, a week starting on Monday (as PostgreSQL's
 * date_trunc('week')), a month. Shared by the server, the mock backend and the screens so they agree.
 */

const DAY_MS = 86_400_000

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

/** The first instant of the period holding `date`. */
export function periodStart(date: Date, granularity: Granularity): Date {
  const day = utcDay(date)
  if (granularity === 'day') return day
  if (granularity === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1))
}

/** The period `steps` periods after the one starting at `start` (negative: before). */
export function shiftPeriod(start: Date, granularity: Granularity, steps: number): Date {
  if (granularity === 'day') return new Date(start.getTime() + steps * DAY_MS)
  if (granularity === 'week') return new Date(start.getTime() + steps * 7 * DAY_MS)
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + steps, 1))
}

/** `YYYY-MM-DD` of a period start. */
export function periodKey(start: Date): string {
  return start.toISOString().slice(0, 10)
}

/** The periods a series covers by default, oldest first, ending with the one holding `now`. */
export function defaultPeriods(now: Date, granularity: Granularity): { keys: string[]; from: Date; to: Date } {
  const last = periodStart(now, granularity)
  const count = DEFAULT_PERIODS[granularity]
  const keys = Array.from({ length: count }, (_, index) => periodKey(shiftPeriod(last, granularity, index - count + 1)))
  return { keys, from: shiftPeriod(last, granularity, 1 - count), to: shiftPeriod(last, granularity, 1) }
}

/** The period key of an API time (`YYYY-MM-DD HH:mm:ss`, UTC). */
export function periodOfTime(time: string, granularity: Granularity): string {
  return periodKey(periodStart(new Date(`${time.replace(' ', 'T')}Z`), granularity))
}
