import { vi } from 'vitest'

/**
 * Stands the clock (Date only) still one second into a one-minute window, the per-IP limits' window
 * (server/http/rate-limit.ts): a test's hits cannot straddle two windows however slow the machine. Undo it with
 * `vi.useRealTimers()`.
 */
export function standClockInOneMinuteWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 1000)
}
