import * as z from 'zod/mini'
import { bigId, noInput } from './primitives'

// What the public pages ask of the chains: the ones a visitor may search (the search form's select) and where
// the chain is. A module of its own, so those pages do not load the other chain schemas.

/** A target chain the console can query (search form select). */
export const chainOption = z.object({ chain_info_id: bigId, chain_type: z.string().check(z.minLength(1)) })
export type ChainOption = z.infer<typeof chainOption>

export const getChainTypeRequest = noInput
export const getChainTypeResponse = z.array(chainOption)

// ---------- where the chain is (the deal page's reversible / irreversible state) ----------

/** `GET /v1/chain/status`: the chain's head and last irreversible block, as the server last saw them. */
export const chainStatusRequest = noInput

export const chainStatusResponse = z.object({
  head_block_num: z.int().check(z.gte(0)),
  /** A transaction in a block at or below this one can no longer be undone by a fork. */
  last_irreversible_block_num: z.int().check(z.gte(0)),
})
export type ChainStatus = z.infer<typeof chainStatusResponse>
