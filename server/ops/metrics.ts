import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/** Seconds: most answers take milliseconds; the top buckets catch a stuck pool or a slow chain node. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * The server's Prometheus metrics, in a registry of its own per app (tests build many apps in one process).
 * Labels stay bounded: routes are patterns (`/api/v1/nft/:id`), never raw URLs; no user, account or address.
 */
export function createMetrics() {
  const registry = new Registry()
  const registers = [registry]
  return {
    registry,
    httpRequests: new Counter({
      name: 'ddc_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'ddc_http_request_duration_seconds',
      help: 'Time from receiving a request to its answer, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    dbQueryDuration: new Histogram({
      name: 'ddc_db_query_duration_seconds',
      help: 'Database statement time, by outcome (ok or error)',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    chainRpcErrors: new Counter({
      name: 'ddc_chain_rpc_errors_total',
      help: 'Chain node calls that failed (unreachable, timed out or an error status), by caller',
      labelNames: ['caller'] as const,
      registers,
    }),
    rateLimitRefusals: new Counter({
      name: 'ddc_rate_limit_refusals_total',
      help: 'Requests refused with 429 by a rate limit, by route pattern',
      labelNames: ['route'] as const,
      registers,
    }),
    loginFailures: new Counter({
      name: 'ddc_login_failures_total',
      help: 'Failed logins: wrong_credentials, or captcha_required (past the free attempts without a solved captcha)',
      labelNames: ['reason'] as const,
      registers,
    }),
    captchaAnswers: new Counter({
      name: 'ddc_captcha_answers_total',
      help: 'Captcha answers checked, by result (right, or wrong: wrong, expired or unknown id)',
      labelNames: ['use', 'result'] as const,
      registers,
    }),
    chainOperations: new Counter({
      name: 'ddc_chain_operations_total',
      help: 'Chain operations the console reported (audit log), by operation and result',
      labelNames: ['operation', 'result'] as const,
      registers,
    }),
    loadShed: new Counter({
      name: 'ddc_load_shed_total',
      help: 'Requests answered 503 because the process was overloaded, by cause',
      labelNames: ['cause'] as const,
      registers,
    }),
  }
}

export type Metrics = ReturnType<typeof createMetrics>

/** Process metrics (CPU, memory, event-loop lag, GC): only where metrics are exposed (they run a monitor). */
export function collectProcessMetrics(metrics: Metrics): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: 'ddc_' })
}

/** A gauge read at scrape time. */
export function gaugeOf(
  metrics: Metrics,
  name: string,
  help: string,
  read: () => number | null | Promise<number | null>,
): Gauge {
  return new Gauge({
    name,
    help,
    registers: [metrics.registry],
    async collect() {
      const value = await read()
      if (value === null) this.reset()
      else this.set(value)
    },
  })
}
