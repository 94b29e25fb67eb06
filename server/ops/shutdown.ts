/**
 * Graceful stop on SIGTERM / SIGINT: `close` stops accepting connections, lets the requests in flight
 * finish and closes the database; then the process exits 0. If that takes longer than `timeoutMs` (a request
 * that never ends), it exits 1 instead of hanging until the orchestrator's SIGKILL.
 */
export function stopOnSignals(close: () => Promise<void>, timeoutMs: number, name = 'server'): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    console.log(`${name}: ${signal}: finishing requests in flight, then exiting`)
    setTimeout(() => {
      console.error(`${name}: requests still in flight after ${timeoutMs} ms: exiting anyway`)
      process.exit(1)
    }, timeoutMs).unref()
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`${name}: closing failed: ${(error as Error).message}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}
