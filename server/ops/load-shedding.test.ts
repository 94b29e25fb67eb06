import { afterAll, beforeAll, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startTestServer, type TestServer } from '../test/harness'
import { OVERLOADED_MESSAGE } from './load-shedding'

/**
 * A saturated event loop (a timer that keeps it busy 40 ms of every 45) with small thresholds: requests are
 * answered 503 with Retry-After at once instead of queueing; liveness still answers; when the load is gone
 * the server answers again.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    env: { SHED_MAX_EVENT_LOOP_DELAY_MS: '15', SHED_SAMPLE_INTERVAL_MS: '40', SHED_RETRY_AFTER_SECONDS: '3' },
  })
})
afterAll(async () => {
  await server?.close()
})

function busyLoop(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 40
    while (performance.now() < until) {
      // Saturating the event loop is the point.
    }
  }, 5)
  return () => clearInterval(timer)
}

const getChainType = () => server.app.fastify.inject({ method: 'GET', url: '/api/v1/system/getChainType' })

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return false
}

it('is on by default in production only (PGlite stalls the loop in development)', () => {
  expect(loadConfig({ NODE_ENV: 'development' }).ops.shedMaxEventLoopDelayMs).toBe(0)
  expect(loadConfig({ NODE_ENV: 'test' }).ops.shedMaxEventLoopDelayMs).toBe(0)
})

it('answers 503 with Retry-After under overload, lets liveness through, and recovers', async () => {
  expect((await getChainType()).statusCode).toBe(200)
  const stop = busyLoop()
  let shed: Awaited<ReturnType<typeof getChainType>> | null = null
  let live = 0
  let shedMs = 0
  try {
    expect(
      await until(async () => {
        const started = performance.now()
        const answer = await getChainType()
        if (answer.statusCode !== 503) return false
        shedMs = performance.now() - started
        shed = answer
        live = (await server.app.fastify.inject({ method: 'GET', url: '/api/health/live' })).statusCode
        return true
      }),
    ).toBe(true)
  } finally {
    stop()
  }
  const refused = shed as unknown as Awaited<ReturnType<typeof getChainType>>
  expect(refused.headers['retry-after']).toBe('3')
  expect(refused.json()).toEqual({ error_code: 503, data: null, message: OVERLOADED_MESSAGE })
  expect(live).toBe(200)
  // Refused before any database work: about one busy slice of the loop, not a queue's worth of waiting.
  expect(shedMs).toBeLessThan(1000)
  expect(await until(async () => (await getChainType()).statusCode === 200)).toBe(true)
  const metrics = await server.app.context.metrics.registry.metrics()
  expect(metrics).toMatch(/^ddc_load_shed_total\{cause="eventLoopDelay"\} [1-9]/m)
})
