import * as z from 'zod/mini'
import { bigId, hash64 } from './primitives'

const digits = z.string().check(z.regex(/^\d+$/, 'expected a number of milliseconds'))

// ---------- waiting for a chain operation (decisions "Chain operations") ----------

/** The longest a caller may ask the server to hold the answer until the transaction is indexed. */
export const MAX_INDEX_WAIT_MS = 5000

/**
 * `GET /v1/chain/checkTransaction?id=&wait_ms=`: whether the indexer has written a transaction (like
 * Hyperion's check_transaction). With `wait_ms` the answer is held until it is indexed or the time is up.
 */
export const checkTransactionRequest = z.object({
  id: z.pipe(z.string().check(z.trim(), z.toLowerCase()), hash64),
  wait_ms: z._default(
    z.pipe(z.pipe(z.union([z.int(), digits]), z.transform(Number)), z.int().check(z.gte(0), z.lte(MAX_INDEX_WAIT_MS))),
    0,
  ),
})

export const checkTransactionResponse = z.object({
  id: hash64,
  /** The indexer has written the transaction's effects: lists and details show them now. */
  indexed: z.boolean(),
  /** The block it is in, once indexed (only irreversible blocks are indexed). */
  block_num: z.nullable(bigId),
  block_id: z.nullable(hash64),
  irreversible: z.boolean(),
  /**
   * The transaction's first provenance record once indexed (the deal page's `history_id`), so a chain
   * operation's success message can link to it; null when it is not indexed or touched no collectible.
   */
  history_id: z.optional(z.nullable(bigId)),
})
export type CheckTransactionResponse = z.infer<typeof checkTransactionResponse>

// The chain's state (the deal page's reversible / irreversible state): in chain-types.ts, for the public pages.
export { chainStatusRequest, chainStatusResponse, type ChainStatus } from './chain-types'
