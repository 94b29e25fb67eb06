import type { FastifyBaseLogger } from 'fastify'

/**
 * Work that must not delay the answer, so that its time tells nothing (a reset code's SMS goes out only
 * when name and phone match): it starts after the current request's answer is on its way, and a failure is
 * logged, never answered. Closing the server waits for what is still running.
 */
export class AfterAnswer {
  private readonly running = new Set<Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(what: string, task: () => Promise<void>): void {
    const started: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => {
        this.log.error(
          { reason: error instanceof Error ? error.message : 'unknown' },
          `${what} failed after the answer`,
        )
      })
      .finally(() => this.running.delete(started))
    this.running.add(started)
  }

  /** Waits for every task started so far (tests, and the server's close). */
  async settle(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }
}
