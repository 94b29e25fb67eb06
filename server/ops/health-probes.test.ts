import { afterEach, expect, it } from 'vitest'
import { CONTRACT, FakeNode } from '../indexer/test/fake-node'
import { startTestServer, type TestServer } from '../test/harness'

/** Liveness and readiness as a load balancer probes them. */
let server: TestServer | null = null
let node: FakeNode | null = null
afterEach(async () => {
  await server?.close()
  await node?.close()
  server = null
  node = null
})

async function probe(url: string) {
  const answer = await (server as TestServer).app.fastify.inject({ method: 'GET', url })
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>(), headers: answer.headers }
}

async function eventually(url: string, status: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs
  let last = await probe(url)
  while (last.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    last = await probe(url)
  }
  return last
}

it('is live and ready with the database migrated; not ready (503) while a migration is missing', async () => {
  server = await startTestServer()
  const live = await probe('/api/health/live')
  expect(live).toMatchObject({ status: 200, body: { status: 'ok' } })
  expect(live.headers['cache-control']).toBe('no-store')
  expect(await probe('/api/health/ready')).toMatchObject({
    status: 200,
    body: { status: 'ready', database: { ok: true }, migrations: { ok: true, missing: [] }, indexer: null },
  })

  await server.app.context.db.deleteFrom('schema_migrations').where('version', '=', 18).execute()
  expect(await probe('/api/health/ready')).toMatchObject({
    status: 503,
    body: { status: 'not_ready', migrations: { ok: false, missing: [18] } },
  })
  // Liveness does not depend on the database: restarting a process whose database is behind helps nothing.
  expect((await probe('/api/health/live')).status).toBe(200)
})

it('an instance running the indexer is ready only while it trails the head by at most the threshold', async () => {
  node = await FakeNode.start()
  for (let block = 0; block < 6; block += 1) node.addBlock()
  node.setIrreversible(1)
  server = await startTestServer({
    env: { INDEXER: 'on', CHAIN_RPC: node.url, CONTRACT_ACCOUNT: CONTRACT, READY_MAX_INDEXER_LAG_BLOCKS: '2' },
  })
  const behind = await eventually('/api/health/ready', 503)
  expect(behind).toMatchObject({ status: 503, body: { status: 'not_ready', database: { ok: true } } })
  expect(behind.body.indexer).toMatchObject({ ok: false, max_lag_blocks: 2 })

  node.setIrreversible(6)
  const caughtUp = await eventually('/api/health/ready', 200)
  expect(caughtUp).toMatchObject({
    status: 200,
    body: { status: 'ready', indexer: { ok: true, lag_blocks: 0, max_lag_blocks: 2 } },
  })
  // The same position in the metrics an operations team scrapes.
  const metrics = await server.app.context.metrics.registry.metrics()
  expect(metrics).toMatch(/^ddc_indexer_head_block 6$/m)
  expect(metrics).toMatch(/^ddc_indexer_irreversible_block 6$/m)
  expect(metrics).toMatch(/^ddc_indexer_indexed_block 6$/m)
  expect(metrics).toMatch(/^ddc_indexer_lag_blocks 0$/m)
  expect(metrics).toMatch(/^ddc_indexer_lag_seconds 0$/m)
})
