import { randomBytes } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../../db/database'
import { migrate } from '../../db/migrations'
import { migratedPGliteTemplate } from '../../test/pglite-template'
import type { Database } from '../../db/schema'
import { ChainSource } from '../chain-source'
import { Indexer, type IndexerOptions } from '../indexer'
import { CONTRACT } from './fake-node'

/**
 * PGlite (in memory, or in `dataDir`; a new one from `pgliteTemplate`, by default the node project's migrated
 * cluster); with `DATABASE_URL` and no `dataDir`, a schema of its own there; with `url`, that database as it is.
 */
async function open(dataDir: string | null, ownUrl?: string, pgliteTemplate?: Blob): Promise<DatabaseHandle> {
  if (ownUrl) return openDatabase({ url: ownUrl, dataDir: null, poolSize: 4 })
  const url = process.env.DATABASE_URL
  if (!url || dataDir !== null) {
    // A folder that already holds a cluster opens it as it is (openDatabase).
    const template = pgliteTemplate ?? (await migratedPGliteTemplate())
    return openDatabase({ url: null, dataDir, ...(template ? { pgliteTemplate: template } : {}) })
  }
  const schema = `indexer_${randomBytes(6).toString('hex')}`
  const handle = await openDatabase({ url, dataDir: null, schema, poolSize: 4 })
  return {
    ...handle,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(handle.db)
      await handle.close()
    },
  }
}

/** A migrated database with the one chain the indexer follows. */
export async function indexerDatabase(
  dataDir: string | null,
  url?: string,
  pgliteTemplate?: Blob,
): Promise<{ handle: DatabaseHandle; chainInfoId: string }> {
  const handle = await open(dataDir, url, pgliteTemplate)
  await migrate(handle.db)
  const existing = await handle.db.selectFrom('chains').select('chain_info_id').executeTakeFirst()
  const chain =
    existing ??
    (await handle.db
      .insertInto('chains')
      .values({
        chain_type: 'test',
        chain_rpc: '',
        chain_id: 'f'.repeat(64),
        contract_account: CONTRACT,
        contract_name: 'DDC',
      })
      .returning('chain_info_id')
      .executeTakeFirstOrThrow())
  return { handle, chainInfoId: chain.chain_info_id }
}

export function indexerFor(
  db: Kysely<Database>,
  chainInfoId: string,
  rpc: string,
  options: Partial<IndexerOptions> = {},
): Indexer {
  return new Indexer({
    db,
    chainInfoId,
    contractAccount: CONTRACT,
    source: new ChainSource({ rpc, contractAccount: CONTRACT }),
    pollMs: 20,
    ...options,
  })
}

/** Steps the indexer until it has written `block` (or throws what stopped it). */
export async function indexUpTo(indexer: Indexer, block: number): Promise<void> {
  for (let rounds = 0; rounds < 10_000; rounds += 1) {
    if ((await indexer.step()) === 0 && indexer.status().indexedBlock >= block) return
    if (indexer.status().indexedBlock >= block) return
  }
  throw new Error(`the indexer did not reach block ${block}`)
}

const TABLES = {
  collectibles: 'chain_info_id, nft_id, owner',
  provenance: 'history_id',
  approvals: 'history_id',
  fee_rules: 'business_type, func_name',
  points_balances: 'account',
  recharges: 'id',
  charges: 'id',
  ledger: 'id',
  indexed_accounts: 'account',
  indexed_transactions: 'tx_hash',
  indexer_cursor: 'chain_info_id',
} as const
/** Generated ids (a rolled-back transaction still consumes identity values) and wall-clock times. */
const VOLATILE = new Set(['id', 'history_id', 'indexed_at', 'updated_at'])

/** Every table the indexer writes, rows in a stable order, without generated ids and wall-clock times. */
export async function indexedTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const result: Record<string, unknown[]> = {}
  for (const [table, order] of Object.entries(TABLES)) {
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table)} order by ${sql.raw(order)}`.execute(db)
    result[table] = rows.rows.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !VOLATILE.has(column))),
    )
  }
  return result
}
