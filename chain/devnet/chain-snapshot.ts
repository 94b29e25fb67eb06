import { type Transaction } from '@greymass/eosio'
import { type Blockchain } from '@proton/vert'
import { type BlockStore } from './block-store.ts'
import { type Block } from './blocks.ts'
import { type Contracts } from './contracts.ts'
import { type AccountResources } from './native-state.ts'
import {
  BLOCK_CHUNK_SIZE,
  BLOCK_CHUNK_TRANSACTIONS,
  saveAccounts,
  saveResources,
  saveStore,
  SNAPSHOT_VERSION,
  type SavedBlock,
  type SavedTransaction,
  type SnapshotData,
} from './snapshot.ts'
import { decodeTransaction, hexToBytes, lazyTransactionJson } from './transaction-json.ts'
import { type Transactions } from './transactions.ts'

// The chain's state turned into a snapshot and its block files, and the blocks a snapshot brings back.

/** Everything in memory a snapshot saves. */
export interface SnapshotSource {
  readonly bc: Blockchain
  readonly logOffset: number
  readonly chainId: string
  readonly hasSystemContracts: boolean
  readonly globalSequence: number
  /** Contract blobs per account (hashes in `<data>/code/`). */
  readonly deployments: ReadonlyMap<string, { wasm: string; abi: string }>
  readonly resources: Map<string, AccountResources>
  readonly links: ReadonlyMap<string, string>
  readonly blocks: readonly Block[]
  readonly lastIrreversibleNum: number
  /** Transactions after which a block file is cut. */
  readonly blockFileTransactions: number | undefined
  /** The last block of each block file written; the files this snapshot is the first to name are added. */
  readonly blockChunkEnds: number[]
}

/**
 * Everything in memory at this block boundary, as the snapshot file's text (taken inside the queue), and
 * the texts of the block files it is the first to name: irreversible blocks fill them, and the snapshot
 * keeps only the blocks after the last one.
 */
export function captureSnapshot(source: SnapshotSource): { text: string; chunks: { index: number; text: string }[] } {
  const { blocks, blockChunkEnds } = source
  const savedBlock = (block: Block): SavedBlock =>
    block.transactions.length === 0
      ? { ts: block.timestampMs, id: block.id }
      : {
          ts: block.timestampMs,
          id: block.id,
          trx: block.transactions.map(({ json: _json, ...saved }): SavedTransaction => saved),
        }
  const lib = source.lastIrreversibleNum
  const chunks: { index: number; text: string }[] = []
  let chunkStart = blockChunkEnds[blockChunkEnds.length - 1] ?? 0
  let transactions = 0
  for (let num = chunkStart + 1; num <= lib; num += 1) {
    transactions += blocks[num - 1]?.transactions.length ?? 0
    if (
      num - chunkStart < BLOCK_CHUNK_SIZE &&
      transactions < (source.blockFileTransactions ?? BLOCK_CHUNK_TRANSACTIONS)
    )
      continue
    const chunk = blocks.slice(chunkStart, num)
    chunks.push({ index: blockChunkEnds.length, text: JSON.stringify(chunk.map(savedBlock)) })
    blockChunkEnds.push(num)
    chunkStart = num
    transactions = 0
  }
  const data: SnapshotData = {
    version: SNAPSHOT_VERSION,
    logOffset: source.logOffset,
    chainId: source.chainId,
    hasSystemContracts: source.hasSystemContracts,
    globalSequence: source.globalSequence,
    accounts: saveAccounts(source.bc),
    deployments: [...source.deployments.entries()].map(([account, blobs]) => ({ account, ...blobs })),
    resources: saveResources(source.resources),
    links: [...source.links.entries()],
    ...saveStore(source.bc.store),
    blockChunkEnds: [...blockChunkEnds],
    blocks: blocks.slice(chunkStart).map(savedBlock),
  }
  return { text: JSON.stringify(data), chunks }
}

/** Rebuilds the snapshot's blocks (ids as saved, not hashed again) and the transactions they hold. */
export function restoreBlocks(
  saved: readonly SavedBlock[],
  blocks: BlockStore,
  transactions: Transactions,
  contracts: Contracts,
): void {
  blocks.pending = { num: 1, timestampMs: saved[0]?.ts ?? 0, transactions: [] }
  for (const savedBlock of saved) {
    blocks.pending.timestampMs = savedBlock.ts
    for (const entry of savedBlock.trx ?? []) {
      let trx: Transaction | undefined
      const decoded = () => (trx ??= decodeTransaction(hexToBytes(entry.packedTrx, 'packed_trx')))
      const json = lazyTransactionJson(decoded, () => decoded().actions.map((action) => contracts.actionJson(action)))
      blocks.pending.transactions.push({ ...entry, json })
      transactions.known.set(entry.id, { blockNum: blocks.pending.num, expirationMs: entry.expirationMs })
    }
    blocks.seal(savedBlock.id)
  }
}
