/** HTTP status of a server that sheds load (it answers at once with `Retry-After` instead of queueing). */
export const OVERLOADED_STATUS = 503

/** Waits before each retry of a read the server refused as overloaded: three more tries, growing apart. */
export const OVERLOAD_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000]

/** A server's `Retry-After` longer than this is not waited for: the user would think the console hung. */
const MAX_RETRY_AFTER_MS = 8000

/**
 * How long to wait before retry number `attempt` (0-based): the backoff step, or the server's `Retry-After`
 * (seconds) when that is longer (up to a bound), plus up to a tenth at random so clients that were refused
 * together do not all come back in the same instant.
 */
export function overloadRetryDelay(
  attempt: number,
  retryAfter: string | null,
  delays: readonly number[],
  random: () => number = Math.random,
): number {
  const step = delays[Math.min(attempt, delays.length - 1)] ?? 0
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter)
  const asked = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, MAX_RETRY_AFTER_MS) : 0
  const base = Math.max(step, asked)
  return base + Math.floor(base * 0.1 * random())
}

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
