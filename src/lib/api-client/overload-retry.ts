/** HTTP status of a server that sheds load (it answers at once with `Retry-After` instead of queueing). */
export const OVERLOADED_STATUS = 503

/** Waits before each retry of a read the server refused as overloaded: three more tries, growing apart. */
export const OVERLOAD_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000]

/** A server's `Retry-After` longer than this is not waited for: the user would think the console hung. */
const MAX_RETRY_AFTER_MS = 8000

/**
 * How long to wait before retry number `attempt` (0-based): the backoff step, or the server's `Retry-After`
 * (seconds) when that is longer, up to a bound.
 */
export function overloadRetryDelay(attempt: number, retryAfter: string | null, delays: readonly number[]): number {
  const asked = Math.min(Number(retryAfter) * 1000 || 0, MAX_RETRY_AFTER_MS)
  return Math.max(delays[Math.min(attempt, delays.length - 1)] ?? 0, asked)
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
