import { afterAll, beforeAll } from 'vitest'
import { DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { describeApiBehaviour } from '@/test/api-behaviour'
import { describeInputBehaviour } from '@/test/api-behaviour-input'
import { startTestServer, type TestServer } from './harness'
import { parties, seed, txHash } from './seed'
import { seedInvalidatedProposal } from './seed-msig'

// The shared suite against the real server over HTTP; the MSW mock runs the same one (mocks/api-behaviour.test.ts).
let server: TestServer
let origin = ''

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  await seedInvalidatedProposal(server.app.context.db)
  await server.app.fastify.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.fastify.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
  origin = `http://127.0.0.1:${address.port}`
})
afterAll(() => server.close())

describeApiBehaviour('server', () => ({
  apiBase: `${origin}/api`,
  origin,
  operator: parties.operator,
  registerCode: DEVELOPMENT_REGISTER_CODE,
  async recordAccountCreation(account, creator, publicKey) {
    const tx = txHash(`created ${account}`)
    const db = server.app.context.db
    await db
      .insertInto('indexed_new_accounts')
      .values({
        account,
        chain_info_id: '1',
        creator,
        owner_keys: JSON.stringify([publicKey]),
        active_keys: JSON.stringify([publicKey]),
        tx_hash: tx,
        block_number: '1',
        block_time: new Date(),
      })
      .execute()
    await db
      .insertInto('indexed_transactions')
      .values({
        tx_hash: tx,
        chain_info_id: '1',
        block_number: '1',
        block_hash: '0'.repeat(64),
        block_time: new Date(),
      })
      .execute()
    return tx
  },
}))

describeInputBehaviour('server', () => ({
  apiBase: `${origin}/api`,
  origin,
  operator: parties.operator,
  registerCode: DEVELOPMENT_REGISTER_CODE,
}))
