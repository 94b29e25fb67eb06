import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed, parties, txHash } from '../test/seed'
import { call, login, startTestServer, type TestServer } from '../test/harness'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  token = await login(server, parties.operator.user_name, parties.operator.password)
})
afterAll(async () => server.close())

const url = '/api/v1/chain/checkTransaction'

async function markIndexed(id: string, block: number) {
  const chain = await server.app.context.db.selectFrom('chains').select('chain_info_id').executeTakeFirstOrThrow()
  await server.app.context.db
    .insertInto('indexed_transactions')
    .values({
      tx_hash: id,
      chain_info_id: chain.chain_info_id,
      block_number: String(block),
      block_hash: txHash(`block ${block}`),
      block_time: new Date(),
    })
    .execute()
}

describe('checkTransaction', () => {
  it('answers at once whether a transaction is indexed, and where', async () => {
    const id = txHash('known')
    await markIndexed(id, 42)
    const known = await call(server, 'GET', url, { query: { id }, token })
    expect(known.body.data).toEqual({
      id,
      indexed: true,
      block_num: '42',
      block_id: txHash('block 42'),
      irreversible: true,
      // No collectible moved in it: no deal page to link.
      history_id: null,
    })
    const unknown = await call(server, 'GET', url, { query: { id: txHash('unknown') }, token })
    expect(unknown.body.data).toMatchObject({ indexed: false, block_num: null })
  })

  it('holds the answer until the indexer writes the transaction (a long poll, not a sleep)', async () => {
    const id = txHash('soon')
    const started = performance.now()
    const answer = call(server, 'GET', url, { query: { id, wait_ms: '3000' }, token })
    setTimeout(() => void markIndexed(id, 43), 150)
    const result = await answer
    expect(result.body.data).toMatchObject({ indexed: true, block_num: '43' })
    expect(performance.now() - started).toBeLessThan(2500)
  })

  it('gives up after wait_ms, and refuses bad ids, long waits and visitors', async () => {
    const late = await call(server, 'GET', url, { query: { id: txHash('never'), wait_ms: '100' }, token })
    expect(late.body.data).toMatchObject({ indexed: false })
    expect((await call(server, 'GET', url, { query: { id: 'xyz' }, token })).status).toBe(400)
    expect((await call(server, 'GET', url, { query: { id: txHash('a'), wait_ms: '60000' }, token })).status).toBe(400)
    expect((await call(server, 'GET', url, { query: { id: txHash('a') } })).status).toBe(401)
  })
})
