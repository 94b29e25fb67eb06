import { type API, Name } from '@greymass/eosio'
import { AccountPermission, type Blockchain, type TableStore } from '@proton/vert'
// VeRT does not export its row classes; rows restored into its store must be of them.
import { IndexObject, KeyValueObject } from '@proton/vert/dist/proton/table.js'
import * as fs from 'node:fs'
import * as path from 'node:path'
import { type TracedAction } from './blocks.ts'
import { type AccountResources } from './native-state.ts'

const SNAPSHOT_FILE = 'snapshot.json'
const SNAPSHOT_VERSION = 1
const BLOCKS_DIR = 'blocks'

/**
 * Irreversible blocks go to files (`<data>/blocks/<index>.json`) of at most this many blocks or, on a busy
 * chain, about this many transactions, each written once; a snapshot then rewrites only the blocks after
 * the last file, so its cost does not grow with the history.
 */
export const BLOCK_CHUNK_SIZE = 5000
export const BLOCK_CHUNK_TRANSACTIONS = 2000

/** A transaction of a block, as a snapshot keeps it. */
export interface SavedTransaction {
  id: string
  signatures: string[]
  packedTrx: string
  expirationMs: number
  cpuUsageUs: number
  netUsageWords: number
  actionDigests: string[]
  actions: TracedAction[]
}

interface SavedRow {
  primaryKey: string
  payer: string
  value: string
}

interface SavedTable {
  id: number
  code: string
  scope: string
  table: string
  payer: string
  rows: SavedRow[]
}

type IndexKind = 'idx64' | 'idx128' | 'idx256' | 'idxDouble'

interface SavedIndexEntry {
  tableId: number
  primaryKey: string
  payer: string
  /** bigint as decimal text, checksum256 as hex, double as its text. */
  secondaryKey: string
}

/**
 * Everything the chain holds at a block boundary, so a start loads this and replays only the log
 * after `logOffset` instead of the whole history.
 */
export interface SnapshotData {
  version: number
  /** Log bytes covered: replay starts here. */
  logOffset: number
  chainId: string
  hasSystemContracts: boolean
  globalSequence: number
  accounts: { name: string; permissions: unknown[] }[]
  /** Contract code per account: blob hashes in `<data>/code/`. */
  deployments: { account: string; wasm: string; abi: string }[]
  resources: [
    string,
    { createdMs: number; ramBytes: number; netWeight: string; cpuWeight: string; stakeSymbol: string },
  ][]
  links: [string, string][]
  tables: SavedTable[]
  indexes: Record<IndexKind, SavedIndexEntry[]>
  /**
   * Every block in order from block 1 (or after the block files): its timestamp, id and transactions. The id spares a start from
   * hashing every header again (snapshots written before it was kept have none: ids are recomputed).
   */
  blocks: SavedBlock[]
  /** The last block of each block file, in order (file i holds the blocks after file i − 1's); `blocks` has the ones after. */
  blockChunkEnds?: number[]
}

/** A block as snapshots and block files keep it. */
export interface SavedBlock {
  ts: number
  id?: string
  trx?: SavedTransaction[]
}

const INDEX_KINDS: IndexKind[] = ['idx64', 'idx128', 'idx256', 'idxDouble']

interface IndexStore {
  byPrimary: { forEach: (callback: (entry: IndexObjectShape) => void) => number }
  set: (key: undefined, entry: object) => void
}

interface IndexObjectShape {
  tableId: number
  primaryKey: bigint
  payer: bigint
  secondaryKey: bigint | number | Uint8Array
}

interface TableShape {
  id: number
  code: bigint
  scope: bigint
  table: bigint
  lowerbound: (key: bigint) => { primaryKey: bigint; payer: bigint; value: Uint8Array } | undefined
  next: (key: bigint) => { primaryKey: bigint; payer: bigint; value: Uint8Array } | undefined
  set: (key: bigint, value: object) => void
}

function indexStore(store: TableStore, kind: IndexKind): IndexStore {
  return store[kind] as unknown as IndexStore
}

function encodeSecondary(kind: IndexKind, key: IndexObjectShape['secondaryKey']): string {
  if (kind === 'idx256') return Buffer.from(key as Uint8Array).toString('hex')
  return String(key)
}

function decodeSecondary(kind: IndexKind, text: string): IndexObjectShape['secondaryKey'] {
  if (kind === 'idx256') return Buffer.from(text, 'hex')
  if (kind === 'idxDouble') return Number(text)
  return BigInt(text)
}

/** VeRT's tables and secondary indexes as plain JSON. */
export function saveStore(store: TableStore): Pick<SnapshotData, 'tables' | 'indexes'> {
  const prefixes = (store as unknown as { prefixesIndex: Map<number, TableShape> }).prefixesIndex
  const tables: SavedTable[] = []
  for (const table of [...prefixes.values()].sort((a, b) => a.id - b.id)) {
    const rows: SavedRow[] = []
    for (let row = table.lowerbound(0n); row; row = table.next(row.primaryKey)) {
      rows.push({
        primaryKey: row.primaryKey.toString(),
        payer: row.payer.toString(),
        value: Buffer.from(row.value).toString('hex'),
      })
    }
    const payer = (table as unknown as { payer?: bigint }).payer ?? 0n
    tables.push({
      id: table.id,
      code: table.code.toString(),
      scope: table.scope.toString(),
      table: table.table.toString(),
      payer: payer.toString(),
      rows,
    })
  }
  const indexes = {} as Record<IndexKind, SavedIndexEntry[]>
  for (const kind of INDEX_KINDS) {
    const entries: SavedIndexEntry[] = []
    indexStore(store, kind).byPrimary.forEach((entry) => {
      entries.push({
        tableId: entry.tableId,
        primaryKey: entry.primaryKey.toString(),
        payer: entry.payer.toString(),
        secondaryKey: encodeSecondary(kind, entry.secondaryKey),
      })
    })
    indexes[kind] = entries
  }
  return { tables, indexes }
}

/** Puts saved tables and indexes back into an empty VeRT store (table ids are renumbered in order). */
export function restoreStore(store: TableStore, saved: Pick<SnapshotData, 'tables' | 'indexes'>): void {
  const newIds = new Map<number, number>()
  for (const savedTable of saved.tables) {
    const table = store.createTable(
      BigInt(savedTable.code),
      BigInt(savedTable.scope),
      BigInt(savedTable.table),
      BigInt(savedTable.payer),
    ) as unknown as TableShape
    newIds.set(savedTable.id, table.id)
    for (const row of savedTable.rows) {
      const primaryKey = BigInt(row.primaryKey)
      table.set(
        primaryKey,
        new KeyValueObject({
          tableId: table.id,
          primaryKey,
          payer: BigInt(row.payer),
          value: new Uint8Array(Buffer.from(row.value, 'hex')),
        }),
      )
    }
  }
  for (const kind of INDEX_KINDS) {
    const index = indexStore(store, kind)
    for (const entry of saved.indexes[kind]) {
      const tableId = newIds.get(entry.tableId)
      if (tableId === undefined) continue
      index.set(
        undefined,
        new IndexObject({
          tableId,
          primaryKey: BigInt(entry.primaryKey),
          payer: BigInt(entry.payer),
          secondaryKey: decodeSecondary(kind, entry.secondaryKey),
        }),
      )
    }
  }
  // What was restored is history, not a change a failed transaction could roll back.
  ;(store as unknown as { changes: unknown[] }).changes = []
}

export function saveAccounts(bc: Blockchain): SnapshotData['accounts'] {
  return Object.values(bc.accounts).map((account) => ({
    name: account.name.toString(),
    permissions: account.permissions.map((permission) => JSON.parse(JSON.stringify(permission)) as unknown),
  }))
}

export function restoreAccounts(bc: Blockchain, accounts: SnapshotData['accounts']): void {
  for (const account of accounts) {
    bc.createAccount({
      name: Name.from(account.name),
      permissions: account.permissions.map(
        (permission) => AccountPermission.from(permission as API.v1.AccountPermission) as API.v1.AccountPermission,
      ),
    })
  }
}

export function saveResources(resources: Map<string, AccountResources>): SnapshotData['resources'] {
  return [...resources.entries()].map(([name, entry]) => [
    name,
    { ...entry, netWeight: entry.netWeight.toString(), cpuWeight: entry.cpuWeight.toString() },
  ])
}

export function restoreResources(resources: Map<string, AccountResources>, saved: SnapshotData['resources']): void {
  for (const [name, entry] of saved) {
    resources.set(name, { ...entry, netWeight: BigInt(entry.netWeight), cpuWeight: BigInt(entry.cpuWeight) })
  }
}

/**
 * The latest snapshot, if there is one this log can continue (it covers no more than the log holds), with
 * the blocks of its block files put back in front of its own.
 */
export function readSnapshot(dataDir: string, logSize: number): SnapshotData | undefined {
  const file = path.join(dataDir, SNAPSHOT_FILE)
  if (!fs.existsSync(file)) return undefined
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as SnapshotData
    if (data.version !== SNAPSHOT_VERSION || data.logOffset > logSize) return undefined
    const ends = data.blockChunkEnds ?? []
    if (ends.length > 0) {
      const blocks: SavedBlock[] = []
      for (const [index, end] of ends.entries()) {
        const chunk = JSON.parse(fs.readFileSync(blockChunkFile(dataDir, index), 'utf8')) as SavedBlock[]
        if (blocks.length + chunk.length !== end) return undefined
        for (const block of chunk) blocks.push(block)
      }
      for (const block of data.blocks) blocks.push(block)
      data.blocks = blocks
    }
    return data
  } catch {
    return undefined // a snapshot that cannot be read is ignored: the log alone rebuilds everything
  }
}

/** Writes the snapshot beside the log, atomically (a crash leaves the previous one). */
export async function writeSnapshot(dataDir: string, text: string): Promise<void> {
  const file = path.join(dataDir, SNAPSHOT_FILE)
  const temporary = `${file}.tmp`
  const handle = await fs.promises.open(temporary, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.promises.rename(temporary, file)
}

function blockChunkFile(dataDir: string, index: number): string {
  return path.join(dataDir, BLOCKS_DIR, `${index}.json`)
}

/** Writes a file of irreversible blocks, atomically; a snapshot may name it once this settles. */
export async function writeBlockChunk(dataDir: string, index: number, text: string): Promise<void> {
  await fs.promises.mkdir(path.join(dataDir, BLOCKS_DIR), { recursive: true })
  const file = blockChunkFile(dataDir, index)
  const temporary = `${file}.tmp`
  const handle = await fs.promises.open(temporary, 'w')
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fs.promises.rename(temporary, file)
}

export function removeSnapshot(dataDir: string): void {
  fs.rmSync(path.join(dataDir, SNAPSHOT_FILE), { force: true })
}

export { SNAPSHOT_VERSION }
