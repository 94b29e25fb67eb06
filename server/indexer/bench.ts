import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { CONTRACT, FakeNode, type ScriptedTransaction } from './test/fake-node'
import { writeScenario } from './test/scenario'
import { indexerDatabase, indexerFor } from './test/support'
import { ensureWasmSafeProcess } from '../../tooling/wasm-safe-process'

await ensureWasmSafeProcess()

/**
 * `npm run bench:indexer -- [--transactions 100000] [--per-block 100] [--live-seconds 20] [--rate 200]`
 *
 * 1. Replay: a scripted node (trace API shape) serves the scenario's accounts and fee rules, then
 *    `--transactions` collectible transactions (mints of both types, transfers, approvals, freezes) at
 *    `--per-block` a block; the indexer indexes them from zero into PGlite on disk. Prints blocks/s, actions/s.
 * 2. Live: the node produces a block every 500 ms at `--rate` transactions/s (LIB = head − 1, as the devnet)
 *    while the indexer follows; prints the lag behind the head in blocks and the block-to-indexed delay.
 */

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '100000' },
    'per-block': { type: 'string', default: '100' },
    'live-seconds': { type: 'string', default: '20' },
    rate: { type: 'string', default: '200' },
  },
})
const totalTransactions = Number(values.transactions)
const perBlock = Number(values['per-block'])
const liveSeconds = Number(values['live-seconds'])
const rate = Number(values.rate)

let nextNft = 5
/** Single-copy collectibles of the load and their owners: transfers move them as the contract would. */
const singles: { id: string; owner: string }[] = []
const holders = ['consumer1', 'consumer2']

/** The i-th transaction of the load: mostly mints and transfers, some approvals and URI changes. */
function loadTransaction(index: number): ScriptedTransaction {
  const kind = index % 10
  if (kind < 4 || singles.length < 10) {
    const businessType = kind % 2 === 0 ? 1 : 2
    const to = holders[index % 2] as string
    const id = String(nextNft)
    nextNft += 1
    if (businessType === 1) singles.push({ id, owner: to })
    return {
      actions: [
        {
          name: 'mint',
          params: {
            sender: 'platform1',
            to,
            amount: businessType === 1 ? '1' : '5',
            nft_uri: `ipfs://bench/${index}`,
            business_type: businessType,
            memo: '',
          },
        },
      ],
    }
  }
  const single = singles[(index * 7) % singles.length] as { id: string; owner: string }
  const from = single.owner
  const to = from === holders[0] ? (holders[1] as string) : (holders[0] as string)
  if (kind < 8) {
    single.owner = to
    return {
      actions: [
        {
          name: 'transfer',
          params: { sender: from, from, to, nft_id: single.id, amount: '1', memo: '', business_type: 1 },
        },
      ],
    }
  }
  if (kind === 8)
    return {
      actions: [{ name: 'approve', params: { sender: from, to: 'platform1', nft_id: single.id, business_type: 1 } }],
    }
  return {
    actions: [
      { name: 'seturi', params: { sender: 'platform1', nft_id: single.id, nft_uri: 'ipfs://x', business_type: 1 } },
    ],
  }
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * fraction) - 1))] ?? 0
}

async function main(): Promise<void> {
  const node = await FakeNode.start()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-indexer-bench-'))
  try {
    writeScenario(node)
    let produced = 0
    while (produced < totalTransactions) {
      const count = Math.min(perBlock, totalTransactions - produced)
      node.addBlock(Array.from({ length: count }, (_, offset) => loadTransaction(produced + offset)))
      produced += count
    }
    node.setIrreversible(node.head)
    const { handle, chainInfoId } = await indexerDatabase(path.join(dataDir, 'pglite'))
    const indexer = indexerFor(handle.db, chainInfoId, node.url, { batchBlocks: 50, fetchConcurrency: 8 })
    const started = performance.now()
    while (indexer.status().indexedBlock < node.head) await indexer.step()
    const seconds = (performance.now() - started) / 1000
    const actions = indexer.status().indexedActions
    console.log(
      `replay: ${node.head} blocks, ${totalTransactions} transactions, ${actions} actions in ${seconds.toFixed(1)} s → ` +
        `${(node.head / seconds).toFixed(0)} blocks/s, ${(actions / seconds).toFixed(0)} actions/s (contract ${CONTRACT}, PGlite on disk)`,
    )

    // Live load: a block every 500 ms with rate/2 transactions; LIB trails the head by one block.
    const lagBlocks: number[] = []
    const delays: number[] = []
    const producedAt = new Map<number, number>()
    indexer.on('indexed', (batch) => {
      const now = performance.now()
      for (let block = batch.fromBlock; block <= batch.toBlock; block += 1) {
        const at = producedAt.get(block)
        if (at !== undefined) delays.push(now - at)
      }
    })
    indexer.start()
    const perLiveBlock = Math.round(rate / 2)
    const end = performance.now() + liveSeconds * 1000
    let index = produced
    while (performance.now() < end) {
      node.addBlock(Array.from({ length: perLiveBlock }, (_, offset) => loadTransaction(index + offset)))
      index += perLiveBlock
      node.setIrreversible(node.head - 1)
      // The block before the new head just became irreversible: the indexer may take it from now on.
      producedAt.set(node.head - 1, performance.now())
      lagBlocks.push(node.head - indexer.status().indexedBlock)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    await indexer.stop()
    lagBlocks.sort((a, b) => a - b)
    delays.sort((a, b) => a - b)
    console.log(
      `live: ${rate} tx/s for ${liveSeconds} s: lag behind head median ${percentile(lagBlocks, 0.5)} blocks, max ${percentile(lagBlocks, 1)} blocks; ` +
        `irreversible → indexed median ${percentile(delays, 0.5).toFixed(0)} ms, p95 ${percentile(delays, 0.95).toFixed(0)} ms`,
    )
    await handle.close()
  } finally {
    await node.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
