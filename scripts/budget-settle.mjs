// When a cold load has fetched all the JS it will fetch, for the route budget (scripts/budget.mjs).
//
// Network idle is not that moment: the page also waits on timers with nothing on the wire. A read answered 503
// is retried after 1, 2 and 4 s (src/lib/api-client/overload-retry.ts) and what the page shows when it fails
// may load a chunk; over its snapshot /tourist waits up to a second for its captcha before it evaluates the
// console. A page is settled when no request is in flight, no short timer is pending in it and its main thread
// has gone idle, twice in a row with no new request between: each step waits for its event, not for a time.

/** Timers due within this many ms are part of the load (retry back-off, deferrals); longer ones (session
 * expiry, cache collection) are not. The longest wait of a load is a server's Retry-After, capped at 8 s. */
export const SHORT_TIMER_MS = 10_000

/** Installed before the page's scripts: counts the page's pending short timers and says when none is left. */
export function trackShortTimers(shortTimerMs) {
  const pending = new Set()
  const waiters = []
  const release = () => {
    if (pending.size > 0) return
    for (const resolve of waiters.splice(0)) resolve()
  }
  const { setTimeout: set, clearTimeout: clear } = globalThis
  globalThis.setTimeout = function setTimeout(handler, delay, ...rest) {
    const short = !(Number(delay) > shortTimerMs)
    const id = set(
      (...args) => {
        try {
          if (typeof handler === 'function') handler(...args)
        } finally {
          pending.delete(id)
          // What the timer started (an import, a request) is seen before the page counts as quiet again.
          set(release)
        }
      },
      delay,
      ...rest,
    )
    if (short) pending.add(id)
    return id
  }
  globalThis.clearTimeout = function clearTimeout(id) {
    if (pending.delete(id)) set(release)
    clear(id)
  }
  /** Resolves once no short timer is pending and the main thread has then gone idle. */
  globalThis.__budgetQuiet = () =>
    new Promise((resolve) => {
      waiters.push(resolve)
      release()
    }).then(() => new Promise((resolve) => requestIdleCallback(() => resolve(pending.size))))
}

/**
 * Watches a page's requests (attach before it navigates); `settled()` resolves once the page is quiet, or
 * rejects after `limitMs` (a page that never settles has no figure).
 */
export function watchRequests(page) {
  let started = 0
  const inFlight = new Set()
  const emptied = []
  const done = (request) => {
    inFlight.delete(request)
    if (inFlight.size === 0) for (const resolve of emptied.splice(0)) resolve()
  }
  page.on('request', (request) => {
    started += 1
    inFlight.add(request)
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const noneInFlight = () => (inFlight.size === 0 ? Promise.resolve() : new Promise((resolve) => emptied.push(resolve)))

  async function quietPass() {
    const before = started
    await noneInFlight()
    // A timer that fired during the pass may have started a request: the pass counts only if none started.
    let stillPending
    try {
      stillPending = await page.evaluate(() => globalThis.__budgetQuiet())
    } catch {
      // The document was replaced meanwhile (a full navigation): the new one is measured by the next pass.
      return false
    }
    return stillPending === 0 && started === before && inFlight.size === 0
  }

  return {
    async settled(limitMs) {
      let timer
      const limit = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`the page did not settle within ${limitMs / 1000} s`)), limitMs)
      })
      try {
        await Promise.race([
          (async () => {
            // Two quiet passes in a row: a request the browser started just as the first ended is reported
            // to this process a moment later, and the second pass sees it.
            for (let quiet = 0; quiet < 2;) quiet = (await quietPass()) ? quiet + 1 : 0
          })(),
          limit,
        ])
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
