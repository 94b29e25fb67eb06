import { sql, type Kysely } from 'kysely'
import type { Reconciliation, ReconciliationDifference } from '@/api/statistics'
import type { Database } from '../db/schema'
import { formatTime } from '../http/time'
import type { ChainBalancesReader } from './chain-balances'

/** Reads of the chain retried when a block lands in the middle of one. */
const READ_ATTEMPTS = 3
/** How long to wait for the indexer to reach the block the chain was read at. */
const CATCH_UP_MS = 5000
const RECHECK_MS = 50

async function indexedBlock(db: Kysely<Database>): Promise<number | null> {
  const row = await db
    .selectFrom('indexer_cursor')
    .select((eb) => eb.fn.max<string | null>('block_number').as('block'))
    .executeTakeFirst()
  return row?.block === null || row?.block === undefined ? null : Number(row.block)
}

/** Waits (bounded) until the indexer has applied `block`; answers the block it reached. */
async function catchUp(db: Kysely<Database>, block: number): Promise<number | null> {
  const deadline = Date.now() + CATCH_UP_MS
  for (;;) {
    const reached = await indexedBlock(db)
    if ((reached !== null && reached >= block) || Date.now() >= deadline) return reached
    await new Promise((resolve) => setTimeout(resolve, RECHECK_MS))
  }
}

/**
 * The server's points ledger against the contract's s21balance: every account whose ledger sum differs from
 * its on-chain points. The chain is read at its head and the indexer follows irreversible blocks, so the
 * ledger is read once the indexer has reached the block the chain was read at (a transaction still on its
 * way would otherwise show as a difference for a moment).
 */
export async function reconcile(db: Kysely<Database>, readChain: ChainBalancesReader): Promise<Reconciliation> {
  let chain = await readChain()
  for (let attempt = 1; attempt < READ_ATTEMPTS && chain.headBefore !== chain.headAfter; attempt += 1)
    chain = await readChain()
  const reached = await catchUp(db, chain.headAfter)

  const sums = await db
    .selectFrom('ledger')
    .select(['account', sql<string>`sum(cast(change as numeric))`.as('points')])
    .groupBy('account')
    .execute()
  const ledger = new Map(sums.map((row) => [row.account, BigInt(String(row.points).replace(/\.0+$/, ''))]))
  const accounts = [...new Set([...ledger.keys(), ...chain.balances.keys()])].sort()
  const differing = accounts.filter((account) => (ledger.get(account) ?? 0n) !== (chain.balances.get(account) ?? 0n))
  const holders =
    differing.length === 0
      ? []
      : await db
          .selectFrom('chain_accounts')
          .select(['account', 'role', 'bussiness_name'])
          .where('account', 'in', differing)
          .execute()
  const differences: ReconciliationDifference[] = differing.map((account) => {
    const ledgerPoints = ledger.get(account) ?? 0n
    const chainPoints = chain.balances.get(account) ?? 0n
    const holder = holders.find((row) => row.account === account)
    return {
      account,
      role: holder?.role ?? 0,
      bussiness_name: holder?.bussiness_name ?? '',
      ledger_points: String(ledgerPoints),
      chain_points: String(chainPoints),
      difference: String(ledgerPoints - chainPoints),
    }
  })
  return {
    checked_at: formatTime(new Date()),
    accounts_checked: accounts.length,
    indexed_block: reached === null ? null : String(reached),
    differences,
  }
}
