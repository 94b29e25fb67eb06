import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { OpsConfig } from '../config'
import type { Metrics } from './metrics'
import type { Readiness } from './readiness'

const JSON_TYPE = 'application/json; charset=utf-8'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Compares digests, so neither the length nor a prefix of the token leaks through timing. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/.exec(header ?? '')?.[1]
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token))
}

/**
 * `METRICS_TOKEN`: `/metrics` on the API's own listener, answered only to `Authorization: Bearer <token>` (401
 * otherwise); load shedding lets it through, so an overloaded instance can still be seen. Without the token
 * setting the route does not exist.
 */
export function registerTokenMetrics(fastify: FastifyInstance, metrics: Metrics, token: string): void {
  fastify.get('/metrics', { config: { pressureHandler: () => undefined } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (!bearerMatches(request.headers.authorization, token))
      return reply.status(401).header('www-authenticate', 'Bearer').send({ error: 'metrics need the bearer token' })
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
}

function answer(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body)
}

/**
 * `METRICS_PORT`: `/metrics` on a listener of its own, which the operators' network reaches and the public does
 * not. The indexer alone (`INDEXER=only`, no API listener) also answers its probes there:
 * `/api/health/live` and `/api/health/ready`, as the API server does.
 */
export async function listenMetrics(
  metrics: Metrics,
  ops: OpsConfig,
  host: string,
  readiness?: () => Promise<Readiness>,
): Promise<{ readonly url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?')[0]
    if (request.method !== 'GET') return answer(response, 404, 'text/plain', '')
    if (path === '/metrics') {
      metrics.registry.metrics().then(
        (text) => answer(response, 200, metrics.registry.contentType, text),
        () => answer(response, 500, 'text/plain', ''),
      )
      return
    }
    if (readiness && path === '/api/health/live') return answer(response, 200, JSON_TYPE, '{"status":"ok"}')
    if (readiness && path === '/api/health/ready') {
      readiness().then(
        ({ ready, body }) => answer(response, ready ? 200 : 503, JSON_TYPE, JSON.stringify(body)),
        () => answer(response, 503, JSON_TYPE, '{"status":"not_ready"}'),
      )
      return
    }
    answer(response, 404, 'text/plain', '')
  })
  const address = ops.metricsHost ?? host
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(ops.metricsPort ?? 0, address, resolve)
  })
  const port = (server.address() as { port: number }).port
  return {
    url: `http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
