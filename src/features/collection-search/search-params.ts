import type * as z from 'zod/mini'
import { detailRequest, searchResponse, transferDetailRequest } from '@/api/nft'
import type { BusinessType } from '@/api/primitives'

/**
 * The feature's URLs: what the search keeps in the query string (never the captcha), and the links between
 * search, details and deal pages. Paths are absolute: the visitor and the console areas both serve them.
 */

export const DETAILS_PATH = '/collection-search-details'
export const DEAL_PATH = '/collection-search-deal'
/** Spec §9: page 1, size 10; the size changer offers these. */
export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZES: readonly number[] = [10, 20, 50, 100]

/** The search as the URL records it: enough to fill the form again and show which page was asked for. */
export interface SearchQuery {
  chain_info_id: string
  parameter: string
  current: number
  size: number
}

export const emptySearchQuery: SearchQuery = { chain_info_id: '', parameter: '', current: 1, size: DEFAULT_PAGE_SIZE }

function positiveInteger(text: string | null): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null
  const value = Number(text)
  return value >= 1 ? value : null
}

/** Reads `?chain_info_id=&parameter=&current=&size=`; anything missing or malformed falls back to the defaults. */
export function readSearchQuery(params: URLSearchParams): SearchQuery {
  const chain = params.get('chain_info_id') ?? ''
  const size = positiveInteger(params.get('size'))
  return {
    chain_info_id: /^\d+$/.test(chain) ? chain : '',
    parameter: (params.get('parameter') ?? '').trim().slice(0, 64),
    current: positiveInteger(params.get('current')) ?? 1,
    size: size !== null && PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  }
}

/** The query string of a search ('' for an empty one); the defaults are left out to keep links short. */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams()
  if (query.chain_info_id) params.set('chain_info_id', query.chain_info_id)
  if (query.parameter) params.set('parameter', query.parameter)
  if (query.current !== 1) params.set('current', String(query.current))
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size))
  const text = params.toString()
  return text ? `?${text}` : ''
}

export type SearchResult = z.output<typeof searchResponse>
export type SearchResultRow = SearchResult['list'][number]

/**
 * A shown result lives in the history entry (location.state): Back from a details page shows it again
 * without spending another captcha. History state is outside our control, so it is checked on the way in.
 */
export interface SearchHistoryState {
  collectionSearch: { query: SearchQuery; result: SearchResult }
}

export function searchHistoryState(query: SearchQuery, result: SearchResult): SearchHistoryState {
  return { collectionSearch: { query, result } }
}

export function readSearchHistoryState(state: unknown): SearchHistoryState['collectionSearch'] | null {
  if (typeof state !== 'object' || state === null || !('collectionSearch' in state)) return null
  const saved = state.collectionSearch
  if (typeof saved !== 'object' || saved === null || !('query' in saved) || !('result' in saved)) return null
  const result = searchResponse.safeParse(saved.result)
  const query = saved.query
  if (!result.success || typeof query !== 'object' || query === null) return null
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))
  return { query: readSearchQuery(params), result: result.data }
}

// ---------- details and deal links ----------

export type DetailsLink = z.output<typeof detailRequest>
export type DealLink = z.output<typeof transferDetailRequest>

/** `/collection-search-details?erc_info_id=&business_type=&owner=`. */
export function detailsHref(link: { erc_info_id: string; business_type: BusinessType; owner: string }): string {
  const params = new URLSearchParams({
    erc_info_id: link.erc_info_id,
    business_type: String(link.business_type),
    owner: link.owner,
  })
  return `${DETAILS_PATH}?${params.toString()}`
}

/** The details page's parameters, or null when the link is incomplete or malformed. */
export function readDetailsLink(params: URLSearchParams): DetailsLink | null {
  const parsed = detailRequest.safeParse({
    erc_info_id: params.get('erc_info_id') ?? '',
    business_type: params.get('business_type') ?? '',
    owner: params.get('owner') ?? '',
  })
  return parsed.success ? parsed.data : null
}

/** `/collection-search-deal?history_id=&business_type=`. */
export function dealHref(link: { history_id: string; business_type: BusinessType }): string {
  const params = new URLSearchParams({ history_id: link.history_id, business_type: String(link.business_type) })
  return `${DEAL_PATH}?${params.toString()}`
}

export function readDealLink(params: URLSearchParams): DealLink | null {
  const parsed = transferDetailRequest.safeParse({
    history_id: params.get('history_id') ?? '',
    business_type: params.get('business_type') ?? '',
  })
  return parsed.success ? parsed.data : null
}
