import { sql, type Insertable } from 'kysely'
import type { Database } from '../db/schema'
import type { Trx } from './apply-context'
import { insertNewAccounts } from './new-accounts'

/** Columns changed on every row of one nft_id (owner and approved for single-copy collectibles only). */
export interface CollectibleChange {
  owner?: string
  approved?: string
  state?: number
  nft_uri?: string
}

/**
 * Rows the batch keeps in memory and writes in bulk: history rows, indexed transactions, minted collectibles
 * and changes to every row of an nft_id.
 */
export class PendingWrites {
  readonly ledger: Insertable<Database['ledger']>[] = []
  readonly provenance: Insertable<Database['provenance']>[] = []
  readonly charges: Insertable<Database['charges']>[] = []
  /** Minted rows not yet inserted, and changes to every row of an nft_id not yet made: written together
   *  (mints first) before anything reads or deletes collectibles, and at the end of the batch. */
  readonly mints: Insertable<Database['collectibles']>[] = []
  private readonly changes = new Map<string, CollectibleChange>()
  readonly approvalRows: Insertable<Database['approvals']>[] = []
  readonly transactions: Insertable<Database['indexed_transactions']>[] = []
  readonly newAccounts: Insertable<Database['indexed_new_accounts']>[] = []

  constructor(
    private readonly trx: Trx,
    private readonly chainInfoId: string,
  ) {}

  changeByNft(nftId: string, change: CollectibleChange): void {
    this.changes.set(nftId, { ...this.changes.get(nftId), ...change })
  }

  /**
   * Many rows in one statement with one parameter: PostgreSQL expands a JSON array into rows, which is
   * several times faster than binding thousands of parameters (PGlite especially).
   */
  private async bulkInsert(table: keyof Database, rows: readonly object[]): Promise<void> {
    const first = rows[0]
    if (!first) return
    const columns = sql.join(Object.keys(first).map((column) => sql.id(column)))
    const conflict = table === 'indexed_transactions' ? sql` on conflict (tx_hash) do nothing` : sql``
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${JSON.stringify(rows)}::json)${conflict}`.execute(
      this.trx,
    )
  }

  async flushCollectibles(): Promise<void> {
    await this.bulkInsert('collectibles', this.mints)
    this.mints.length = 0
    const changes = [...this.changes]
    this.changes.clear()
    for (let start = 0; start < changes.length; start += 500) {
      const rows = changes
        .slice(start, start + 500)
        .map(
          ([nftId, change]) =>
            sql`(${nftId}::text, ${change.owner ?? null}::text, ${change.approved ?? null}::text, ${change.state ?? null}::smallint, ${change.nft_uri ?? null}::text)`,
        )
      await sql`update collectibles as c set
          owner = coalesce(v.owner, c.owner),
          approved = coalesce(v.approved, c.approved),
          state = coalesce(v.state, c.state),
          nft_uri = coalesce(v.nft_uri, c.nft_uri)
        from (values ${sql.join(rows)}) as v(nft_id, owner, approved, state, nft_uri)
        where c.chain_info_id = ${this.chainInfoId} and c.nft_id = v.nft_id`.execute(this.trx)
    }
  }

  /** Writes the history rows, indexed transactions and created accounts. */
  async flushRows(): Promise<void> {
    for (const [table, rows] of [
      ['ledger', this.ledger],
      ['provenance', this.provenance],
      ['charges', this.charges],
      ['approvals', this.approvalRows],
      ['indexed_transactions', this.transactions],
    ] as const) {
      await this.bulkInsert(table, rows)
      rows.length = 0
    }
    await insertNewAccounts(this.trx, this.newAccounts)
    this.newAccounts.length = 0
  }
}
