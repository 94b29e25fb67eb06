import { afterAll, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { startIndexerAlone, type IndexerAlone } from '../indexer/plugin'
import { CONTRACT, FakeNode } from '../indexer/test/fake-node'
import { testDatabase } from '../test/harness'

/** The indexer in a process of its own (`INDEXER=only`) has no API listener: its probes and metrics are on METRICS_PORT. */
let node: FakeNode | null = null
let alone: IndexerAlone | null = null
let database: Awaited<ReturnType<typeof testDatabase>> | null = null
afterAll(async () => {
  await alone?.stop()
  await node?.close()
  await database?.drop()
  await database?.handle.close()
})

async function until(url: string, status: number, timeoutMs = 20_000): Promise<Response> {
  const deadline = Date.now() + timeoutMs
  let answer = await fetch(url)
  while (answer.status !== status && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    answer = await fetch(url)
  }
  return answer
}

it('answers liveness, readiness by its lag, and its metrics on METRICS_PORT', async () => {
  node = await FakeNode.start()
  for (let block = 0; block < 6; block += 1) node.addBlock()
  node.setIrreversible(1)
  alone = await startIndexerAlone(
    loadConfig({
      NODE_ENV: 'test',
      INDEXER: 'only',
      DATA_DIR: 'memory://',
      CHAIN_RPC: node.url,
      CONTRACT_ACCOUNT: CONTRACT,
      METRICS_PORT: '0',
      READY_MAX_INDEXER_LAG_BLOCKS: '2',
    }),
    // The migrated template, as every server test: migrating a fresh database took this test past 60 s at load 30.
    (database = await testDatabase()).handle,
  )
  const base = (alone.metricsUrl as string).replace(/\/metrics$/, '')
  expect((await fetch(`${base}/api/health/live`)).status).toBe(200)
  const behind = await until(`${base}/api/health/ready`, 503)
  expect(behind.status).toBe(503)
  expect(await behind.json()).toMatchObject({ status: 'not_ready', indexer: { ok: false, max_lag_blocks: 2 } })

  node.setIrreversible(6)
  const ready = await until(`${base}/api/health/ready`, 200)
  expect(await ready.json()).toMatchObject({ status: 'ready', migrations: { ok: true }, indexer: { lag_blocks: 0 } })
  const metrics = await (await fetch(alone.metricsUrl as string)).text()
  expect(metrics).toMatch(/^ddc_indexer_indexed_block 6$/m)
  expect(metrics).toMatch(/^ddc_indexer_lag_blocks 0$/m)
  expect((await fetch(`${base}/api/v1/system/getChainType`)).status).toBe(404)
})
