import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type * as z from 'zod/mini'
import { errorEnvelope, successEnvelope } from '@/api/envelope'
import { endpointUrl, type AnyEndpoint } from '@/api/endpoints'
import type { ServerContext } from '../context'
import { ApiFailure, badRequest, forbidden, unauthorized } from './failure'
import { hitRateLimit, rateLimitHit, sweepRateLimitsNowAndThen } from './rate-limit'
import type { ServerRoute } from './route'
import { loadSession, tokenFromHeader, type Session } from './session'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, read by the auth hook on every registry route. */
    session: Session | null
  }
  interface FastifyContextConfig {
    /** The registry entry a route serves: the auth hook reads its `public` and `roles`. */
    endpoint?: AnyEndpoint
  }
}

/** `path: message` of the first issue, the same text the mock backend answers. */
export function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid request'
  const where = issue.path.map(String).join('.')
  return where ? `${where}: ${issue.message}` : issue.message
}

/**
 * The one guard for the registry's `public` and `roles`: every route of the registry passes here before
 * its handler runs, so no handler can forget it. Object-level rules (whose data) stay in the handlers.
 */
export function registerAuthHook(app: FastifyInstance, context: ServerContext): void {
  app.decorateRequest('session', null)
  app.addHook('preHandler', async (request) => {
    const endpoint = request.routeOptions.config.endpoint
    if (!endpoint) return
    request.session = await loadSession(context.db, tokenFromHeader(request.headers.authorization))
    if (endpoint.public) return
    if (!request.session) throw unauthorized()
    if (endpoint.roles && !(endpoint.roles as readonly number[]).includes(request.session.role)) throw forbidden()
  })
}

function inputOf(endpoint: AnyEndpoint, request: FastifyRequest): unknown {
  if (endpoint.input === 'query') return request.query ?? {}
  // No body at all reads as `{}`; a JSON `null` stays null and is refused by the schema.
  return request.body === undefined ? {} : request.body
}

async function answer(route: ServerRoute, context: ServerContext, request: FastifyRequest, reply: FastifyReply) {
  const { endpoint } = route
  for (const rule of route.ipLimits) await hitRateLimit(context, rule, request.ip)
  const parsed = endpoint.request.safeParse(inputOf(endpoint, request))
  if (!parsed.success) {
    if (route.statementIpLimit) await hitRateLimit(context, route.statementIpLimit, request.ip)
    throw badRequest(issueText(parsed.error))
  }
  let ipLimitHit = null
  if (route.statementIpLimit) {
    ipLimitHit = rateLimitHit(context, route.statementIpLimit, request.ip)
    await sweepRateLimitsNowAndThen(context)
  }
  const data = await route.handle({ input: parsed.data, session: request.session, context, request, ipLimitHit })
  // Serialisation through the response schema: only what the contract names leaves the server.
  const checked = endpoint.response.safeParse(data)
  if (!checked.success) {
    request.log.error({ endpoint: endpoint.id, issue: issueText(checked.error) }, 'response outside its schema')
    throw new ApiFailure(500, '服务器内部错误', 500)
  }
  const body = endpoint.envelope === false ? checked.data : successEnvelope(checked.data)
  return reply.header('cache-control', 'no-store').send(body)
}

/** Registers routes of the registry under `/api` (or the site root), each with its own body limit. */
export function registerRoutes(app: FastifyInstance, context: ServerContext, routes: readonly ServerRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.endpoint.method,
      url: endpointUrl(route.endpoint),
      bodyLimit: route.bodyLimit,
      config: { endpoint: route.endpoint },
      handler: (request, reply) => answer(route, context, request, reply),
    })
  }
}

function postgresCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : null
}

/** Every failure leaves as the error envelope: no stack, no SQL, no driver message. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiFailure) {
      return reply.status(error.status).send(errorEnvelope(error.code, error.message))
    }
    // An id the schema accepts but PostgreSQL cannot hold (beyond int8): nothing has it.
    if (postgresCode(error) === '22003') return reply.status(200).send(errorEnvelope(404, '记录不存在'))
    const status = typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500
    if (status === 413) return reply.status(413).send(errorEnvelope(413, 'request body too large'))
    if (status === 415) return reply.status(400).send(errorEnvelope(400, 'request body must be JSON'))
    if (status >= 400 && status < 500) {
      return reply.status(400).send(errorEnvelope(400, 'request body is not valid JSON'))
    }
    request.log.error({ err: error }, 'unexpected failure')
    return reply.status(500).send(errorEnvelope(500, '服务器内部错误'))
  })
  app.setNotFoundHandler((request, reply) => reply.status(404).send(errorEnvelope(404, 'not found')))
}
