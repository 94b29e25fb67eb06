import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'
import { CONTRACT, FakeNode } from './test/fake-node'

/** The server with its in-process indexer (INDEXER=on): a transaction the node makes irreversible is
 *  answered "indexed" by the long poll as soon as the indexer writes it. */
let node: FakeNode
let server: TestServer
let token: string

beforeAll(async () => {
  node = await FakeNode.start()
  node.addBlock()
  node.setIrreversible(1)
  server = await startTestServer({ env: { INDEXER: 'on', CHAIN_RPC: node.url, CONTRACT_ACCOUNT: CONTRACT } })
  await seed(server.app.context.db)
  token = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
})
afterAll(async () => {
  await server?.close()
  await node?.close()
})

it('answers a waiting checkTransaction once the in-process indexer has the transaction', async () => {
  const block = node.addBlock([
    {
      actions: [
        {
          name: 'mint',
          params: {
            sender: 'platform1',
            to: 'consumer1',
            amount: '1',
            nft_uri: 'ipfs://wait',
            business_type: 1,
            memo: '',
          },
        },
      ],
    },
  ])
  const id = block.transactions[0]?.id ?? ''
  const waiting = call(server, 'GET', '/api/v1/chain/checkTransaction', { query: { id, wait_ms: '5000' }, token })
  // Only an irreversible block is indexed: the answer waits for it.
  node.addBlock()
  node.setIrreversible(block.number)
  const answer = await waiting
  expect(answer.body.data).toMatchObject({ id, indexed: true, block_num: String(block.number), block_id: block.id })

  const status = await server.app.fastify.inject({ method: 'GET', url: '/api/indexer/status' })
  expect(status.json()).toMatchObject({
    running: true,
    indexedBlock: block.number,
    headBlock: node.head,
    lastError: null,
  })
})
