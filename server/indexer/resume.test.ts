import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, expect, inject, it } from 'vitest'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process'
import { FakeNode } from './test/fake-node'
import { writeScenario } from './test/scenario'
import { indexedTables, indexerDatabase, indexerFor, indexUpTo } from './test/support'

const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** Starts the indexer in a child process and answers once it is inside the transaction writing `block`. */
function indexInChild(rpc: string, dataDir: string, block: number) {
  const template = inject('pgliteTemplate')
  const child = spawn(
    process.execPath,
    [
      // It runs PGlite's WebAssembly, as every process that does: tooling/wasm-safe-process.ts.
      ...WASM_SAFE_NODE_FLAGS,
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'test/index-child.ts'),
      rpc,
      dataDir,
      String(block),
      // The migrated cluster the other tests start from, instead of initdb and the migrations (absent on PostgreSQL).
      ...(template ? [template] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const midBlock = new Promise<void>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes(`MID ${block}`)) resolve()
    })
    child.on('exit', (code) => reject(new Error(`the indexer process exited (${code}) before block ${block}`)))
  })
  return { child, midBlock }
}

it('resumes after kill -9 mid-block with nothing lost or doubled', { timeout: 180_000 }, async () => {
  const node = await FakeNode.start()
  cleanups.push(() => node.close())
  writeScenario(node)
  node.setIrreversible(node.head)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-indexer-'))
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))

  // Block 8 is the second of the batch 7-8: block 7's rows are written but not committed when the process dies.
  const { child, midBlock } = indexInChild(node.url, path.join(dataDir, 'pglite'), 8)
  await midBlock
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGKILL')
  await exited

  const resumed = await indexerDatabase(path.join(dataDir, 'pglite'))
  cleanups.push(() => resumed.handle.close())
  const cursor = await resumed.handle.db.selectFrom('indexer_cursor').select('block_number').executeTakeFirstOrThrow()
  expect(cursor.block_number).toBe('6')
  await indexUpTo(indexerFor(resumed.handle.db, resumed.chainInfoId, node.url), node.head)

  const reference = await indexerDatabase(null)
  cleanups.push(() => reference.handle.close())
  await indexUpTo(indexerFor(reference.handle.db, reference.chainInfoId, node.url), node.head)
  expect(await indexedTables(resumed.handle.db)).toEqual(await indexedTables(reference.handle.db))
})
