import type { Kysely } from 'kysely'
import { endpoints } from '@/api/endpoints'
import type { Database } from '../db/schema'
import { route } from '../http/route'
import { requireSession } from './scope'

/** How often a held answer looks again: the indexer may run in another process, so the table is the truth. */
const RECHECK_MS = 40

async function indexedTransaction(db: Kysely<Database>, id: string) {
  return db
    .selectFrom('indexed_transactions')
    .select(['block_number', 'block_hash'])
    .where('tx_hash', '=', id)
    .executeTakeFirst()
}

/**
 * Answers once the indexer has written the transaction or `wait_ms` has passed (a long poll, so the
 * console's chain operation learns "indexed" within tens of milliseconds instead of sleeping 3 s).
 */
export async function waitForIndexed(db: Kysely<Database>, id: string, waitMs: number) {
  const deadline = Date.now() + waitMs
  for (;;) {
    const row = await indexedTransaction(db, id)
    if (row || Date.now() >= deadline) return row ?? null
    await new Promise((resolve) => setTimeout(resolve, Math.min(RECHECK_MS, Math.max(0, deadline - Date.now()))))
  }
}

export const chainRoutes = [
  route(endpoints.checkTransaction, async ({ input, session, context }) => {
    requireSession(session)
    const row = await waitForIndexed(context.db, input.id, input.wait_ms)
    const history = row
      ? await context.db
          .selectFrom('provenance')
          .select('history_id')
          .where('tx_hash', '=', input.id)
          .orderBy('history_id')
          .limit(1)
          .executeTakeFirst()
      : undefined
    return {
      id: input.id,
      indexed: row !== null,
      block_num: row?.block_number ?? null,
      block_id: row?.block_hash ?? null,
      // The indexer writes irreversible blocks only.
      irreversible: row !== null,
      history_id: history ? String(history.history_id) : null,
    }
  }),
]
