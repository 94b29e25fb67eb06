import type { Kysely } from 'kysely'
import { endpoints } from '@/api/endpoints'
import type { Database } from '../db/schema'
import type { ChainStatus } from '@/api/chain'
import { apiErrorCodes } from '@/api/envelope'
import { ApiFailure } from '../http/failure'
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

/** get_info is asked at most this often, however many deal pages are open. */
const STATUS_CACHE_MS = 500

interface CachedStatus {
  at: number
  value: Promise<ChainStatus>
}
const statusCache = new Map<string, CachedStatus>()

async function fetchChainStatus(rpc: string): Promise<ChainStatus> {
  const response = await fetch(`${rpc.replace(/\/$/, '')}/v1/chain/get_info`, {
    method: 'POST',
    signal: AbortSignal.timeout(3000),
  })
  if (!response.ok) throw new Error(`get_info answered ${response.status}`)
  const info = (await response.json()) as { head_block_num?: unknown; last_irreversible_block_num?: unknown }
  if (typeof info.head_block_num !== 'number' || typeof info.last_irreversible_block_num !== 'number')
    throw new Error('get_info answered without block numbers')
  return { head_block_num: info.head_block_num, last_irreversible_block_num: info.last_irreversible_block_num }
}

/** The chain's head and last irreversible block, shared by every caller for `STATUS_CACHE_MS`. */
export function chainStatus(rpc: string): Promise<ChainStatus> {
  const cached = statusCache.get(rpc)
  if (cached && Date.now() - cached.at < STATUS_CACHE_MS) return cached.value
  const value = fetchChainStatus(rpc)
  statusCache.set(rpc, { at: Date.now(), value })
  // A failure is not kept: the next caller asks again.
  value.catch(() => statusCache.delete(rpc))
  return value
}

export const chainRoutes = [
  route(endpoints.chainStatus, async ({ context }) => {
    try {
      return await chainStatus(context.config.chain.rpc)
    } catch {
      context.metrics.chainRpcErrors.inc({ caller: 'chain_status' })
      throw new ApiFailure(apiErrorCodes.serverError, 'the chain does not answer')
    }
  }),
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
