import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { type Chain } from './chain.ts'
import { ChainError, nodeosErrorBody, unknownEndpointBody } from './errors.ts'
import { parseRequest, type Endpoint, type RequestOf } from './requests.ts'

function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new ChainError('invalid_http_request', 'Unable to parse valid input from POST body', 400)
  }
}

/**
 * The nodeos chain API over HTTP. eosjs posts JSON as text/plain, so every body is parsed as JSON
 * whatever its content type, then read with the endpoint's schema (requests.ts); CORS is open because the browser console calls it directly.
 */
export function createServer(chain: Chain): FastifyInstance {
  const app = Fastify({ logger: false, bodyLimit: 4 * 1024 * 1024 })

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(String(body)))
    } catch (error) {
      done(error as Error, undefined)
    }
  })

  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', request.headers.origin ?? '*')
    reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS')
    reply.header('Access-Control-Allow-Headers', request.headers['access-control-request-headers'] ?? 'Content-Type')
    reply.header('Access-Control-Max-Age', '86400')
    reply.header('Vary', 'Origin')
  })
  app.options('/*', async (_request, reply) => reply.code(204).send())

  app.setErrorHandler((error: unknown, _request, reply: FastifyReply) => {
    if (error instanceof ChainError) {
      return reply.code(error.httpStatus).send(nodeosErrorBody(error))
    }
    const status =
      typeof (error as { statusCode?: unknown }).statusCode === 'number'
        ? (error as { statusCode: number }).statusCode
        : 500
    const message = error instanceof Error ? error.message : String(error)
    if (status === 400 || status === 413 || status === 415) {
      return reply.code(400).send(nodeosErrorBody(new ChainError('invalid_http_request', message, 400)))
    }
    console.error('devnet: request failed', error)
    return reply.code(500).send(nodeosErrorBody(new ChainError('exception', message)))
  })
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(unknownEndpointBody()))

  const routes: { [E in Exclude<Endpoint, 'trace_get_block'>]?: (body: RequestOf<E>) => unknown } = {
    get_info: () => chain.getInfo(),
    get_block: (body) => chain.getBlock(body.block_num_or_id),
    get_block_info: (body) => chain.getBlockInfo(body.block_num),
    get_block_header_state: (body) => chain.getBlockHeaderState(body.block_num_or_id),
    get_raw_abi: (body) => chain.getRawAbi(body.account_name),
    get_abi: (body) => chain.getAbi(body.account_name),
    get_account: (body) => chain.getAccount(body.account_name),
    get_required_keys: (body) => chain.getRequiredKeys(body.transaction, body.available_keys),
    get_table_rows: (body) => chain.getTableRows(body),
    get_transaction_status: (body) => chain.getTransactionStatus(body.id),
    push_transaction: (body) => chain.pushTransaction(body),
    send_transaction: (body) => chain.pushTransaction(body),
    send_transaction2: (body) => chain.sendTransaction2(body),
    compute_transaction: (body) => chain.computeTransaction(body),
    get_producers: () => chain.getProducers(),
  }
  for (const endpoint of Object.keys(routes) as Exclude<Endpoint, 'trace_get_block'>[]) {
    const handler = routes[endpoint] as ((body: unknown) => unknown) | undefined
    if (!handler) continue
    const respond = async (body: unknown) => handler(parseRequest(endpoint, body ?? {}))
    app.post(`/v1/chain/${endpoint}`, async (request) => respond(request.body))
    app.get(`/v1/chain/${endpoint}`, async (request) => respond(request.query))
  }
  app.post('/v1/trace_api/get_block', async (request) =>
    chain.getTraceBlock(parseRequest('trace_get_block', request.body ?? {}).block_num),
  )
  return app
}
