import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'

export const REQUEST_ID_HEADER = 'x-request-id'

/** What a client (the console, a proxy) may choose as a request id: no spaces, quotes or line breaks for a log. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,64}$/

/**
 * The request's id: the one the console (or a proxy in front) sent in `X-Request-Id` when it is a plain
 * token, else a fresh UUID. Fastify puts it on every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER]
  return typeof sent === 'string' && ACCEPTED.test(sent) ? sent : randomUUID()
}

/** Every answer names its request id, so a user's report or a proxy log leads to the server's lines. */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
}
