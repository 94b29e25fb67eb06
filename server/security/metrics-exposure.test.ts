import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
import { ConfigError, loadConfig } from '../config'
import { call, sealed, startTestServer, usingPostgres, type TestServer } from '../test/harness'
import { standClockInOneMinuteWindow } from '../test/rate-limit-clock'

/** `/metrics` in the Prometheus text format: only on its own port or with the bearer token, never by default. */
const TOKEN = 'a'.repeat(24) + 'metrics-token-1234'

function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`)
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (wanted.every((pair) => line.includes(pair))) return Number(line.slice(line.lastIndexOf(' ') + 1))
  }
  return null
}

describe('settings', () => {
  it('exposes nothing unless METRICS_PORT or METRICS_TOKEN is set, and refuses a short token', () => {
    const defaults = loadConfig({ NODE_ENV: 'development' })
    expect(defaults.ops.metricsPort).toBeNull()
    expect(defaults.ops.metricsToken).toBeNull()
    expect(() => loadConfig({ NODE_ENV: 'development', METRICS_TOKEN: 'short' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'development', METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/)
  })
})

describe('METRICS_TOKEN: /metrics on the API listener, bearer only', () => {
  let server: TestServer
  beforeAll(async () => {
    standClockInOneMinuteWindow()
    server = await startTestServer({ rateLimitScale: 1, env: { METRICS_TOKEN: TOKEN } })
  })
  afterAll(async () => {
    await server?.close()
    vi.useRealTimers()
  })

  async function scrape(authorization?: string) {
    return server.app.fastify.inject({
      method: 'GET',
      url: '/metrics',
      ...(authorization ? { headers: { authorization } } : {}),
    })
  }

  it('answers 401 without the token or with a wrong one', async () => {
    expect((await scrape()).statusCode).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401)
    expect((await scrape(TOKEN)).statusCode).toBe(401)
  })

  it('counts requests by route pattern, login failures, captcha answers and rate-limit refusals', async () => {
    await server.app.fastify.inject({ method: 'GET', url: '/api/health/live' })
    await server.app.fastify.inject({ method: 'GET', url: '/api/no/such/thing?token=secret-value' })
    const name = 'metrics_probe_name'
    for (let index = 0; index <= FAILED_LOGINS_BEFORE_CAPTCHA; index += 1) {
      await call(server, 'POST', '/api/v1/system/login', {
        body: await sealed(server, { account: name, password: 'Wrong#2026pw' }),
      })
    }
    const captcha = await call<{ captcha_id: string }>(server, 'GET', '/api/v1/system/getCode')
    const captcha_id = captcha.body.data.captcha_id
    await call(server, 'POST', '/api/v1/system/login', {
      body: await sealed(server, {
        account: name,
        password: 'Wrong#2026pw',
        captcha_id,
        captcha_code: server.captchas.get(captcha_id) as string,
      }),
    })
    // getCode allows 30 a minute per address: the 31st and later are refused.
    let refused = 0
    for (let index = 0; index < 31; index += 1)
      if ((await call(server, 'GET', '/api/v1/system/getCode')).status === 429) refused += 1
    expect(refused).toBeGreaterThan(0)

    const answer = await scrape(`Bearer ${TOKEN}`)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toContain('text/plain; version=0.0.4')
    const text = answer.body
    const live = { method: 'GET', route: '/api/health/live', status: '200' }
    expect(sample(text, 'ddc_http_requests_total', live)).toBe(1)
    expect(sample(text, 'ddc_http_request_duration_seconds_count', live)).toBe(1)
    expect(sample(text, 'ddc_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1)
    expect(sample(text, 'ddc_login_failures_total', { reason: 'wrong_credentials' })).toBe(
      FAILED_LOGINS_BEFORE_CAPTCHA + 1,
    )
    expect(sample(text, 'ddc_login_failures_total', { reason: 'captcha_required' })).toBe(1)
    expect(sample(text, 'ddc_captcha_answers_total', { use: 'login', result: 'right' })).toBe(1)
    expect(sample(text, 'ddc_rate_limit_refusals_total', { route: '/api/v1/system/getCode' })).toBe(refused)
    expect(sample(text, 'ddc_db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(10)
    expect(sample(text, 'ddc_process_cpu_user_seconds_total')).not.toBeNull()
    // PostgreSQL's pool (PGlite has none).
    if (usingPostgres) expect(sample(text, 'ddc_db_pool_connections')).toBeGreaterThan(0)
    else expect(sample(text, 'ddc_db_pool_connections')).toBeNull()
    // No indexer in this process and none has run: the indexed block is absent, not a made-up 0.
    expect(text).toContain('# TYPE ddc_indexer_lag_blocks gauge')
    // Labels carry route patterns only: no login name, no query string.
    expect(text).not.toContain(name)
    expect(text).not.toContain('secret-value')
  })
})

describe('METRICS_PORT: /metrics on a listener of its own', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { METRICS_PORT: '0', HOST: '127.0.0.1' } })
  })
  afterAll(async () => {
    await server?.close()
  })

  it('serves the metrics there and nothing on the API listener', async () => {
    expect(server.app.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    const answer = await fetch(server.app.metricsUrl as string)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('# TYPE ddc_http_requests_total counter')
    expect((await fetch((server.app.metricsUrl as string).replace('/metrics', '/'))).status).toBe(404)
    expect((await server.app.fastify.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
  })
})
