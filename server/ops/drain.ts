import type { FastifyInstance } from 'fastify'

/**
 * Closing the server refuses new connections and closes the idle ones, but a keep-alive connection whose
 * request was in flight would stay open after its answer (until the keep-alive timeout) and hold the process.
 * Once draining, every answer says `Connection: close`, so each such connection ends with its answer.
 */
export function registerDrain(fastify: FastifyInstance): () => void {
  let draining = false
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close')
    return payload
  })
  return () => {
    draining = true
  }
}
