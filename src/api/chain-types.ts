import * as z from 'zod/mini'
import { bigId, noInput } from './primitives'

// The chains a visitor may search (the search form's select): a module of its own, for the public pages.

/** A target chain the console can query (search form select). */
export const chainOption = z.object({ chain_info_id: bigId, chain_type: z.string().check(z.minLength(1)) })
export type ChainOption = z.infer<typeof chainOption>

export const getChainTypeRequest = noInput
export const getChainTypeResponse = z.array(chainOption)
