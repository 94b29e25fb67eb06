/**
 * Stories only: `Date.now()` stands still at one instant while the story runs, so times the mock backend
 * derives from it (a proposal's expiry) and countdowns the screen ticks from it read the same on every run,
 * as the screenshot baselines need. Timers still run; `new Date()` still reads the real clock.
 */
export const STORY_NOW = Date.UTC(2026, 4, 20, 2, 30, 0)

/** A story's `beforeEach`: stops the clock; the returned cleanup restarts it. */
export function fixClock(at: number = STORY_NOW): () => void {
  const realNow = Date.now
  Date.now = () => at
  return () => {
    Date.now = realNow
  }
}
