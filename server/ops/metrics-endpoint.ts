import { createHash, timingSafeEqual } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { FastifyInstance } from 'fastify'
import type { OpsConfig } from '../config'
import type { Metrics } from './metrics'

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

/** `METRICS_PORT`: `/metrics` on a listener of its own, which the operators' network reaches and the public does not. */
export async function listenMetrics(
  metrics: Metrics,
  ops: OpsConfig,
  host: string,
): Promise<{ readonly url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end()
      return
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    )
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
