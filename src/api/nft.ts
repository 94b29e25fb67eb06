import * as z from 'zod/mini'
import {
  activeState,
  amount,
  bigId,
  businessType,
  chainAccountName,
  dateTime,
  timeBound,
  hash64,
  idInput,
  jsonText,
  nftActionName,
  optionalFilter,
  pageOf,
  pageRequest,
  queryBusinessType,
} from './primitives'

/** A collectible (spec §3). */
export const collectible = z.object({
  nft_id: bigId,
  erc_info_id: bigId,
  chain_info_id: bigId,
  chain_type: z.string(),
  business_type: businessType,
  supply: amount,
  /** Resource identifier. */
  nft_uri: z.string(),
  /** Description. */
  nft_memo: z.string(),
  /** Chain account address of the holder. */
  owner: chainAccountName,
  create_time: dateTime,
})
export type Collectible = z.infer<typeof collectible>

/** A collectible as its managers see it: frozen or not, approval and copies held. */
export const managedCollectible = z.extend(collectible, {
  state: activeState,
  /** Account approved to move it, '' when none. */
  approved: z.string(),
  /** Copies held by `owner` (always '1' for single-copy collectibles). */
  amount,
  /** The mint transaction. */
  tx_hash: hash64,
  /** The platform that minted it (the operator's lists show and filter by it). */
  platform: z.optional(chainAccountName),
})
export type ManagedCollectible = z.infer<typeof managedCollectible>

/** One row of a collectible's provenance (spec §2 details page). */
export const provenanceRecord = z.object({
  history_id: bigId,
  business_type: businessType,
  nft_id: bigId,
  tx_hash: hash64,
  create_time: dateTime,
  sender: chainAccountName,
  /** Source address ('' for a mint). */
  from: z.string(),
  /** Target address ('' for a burn). */
  to: z.string(),
  action_name: nftActionName,
  amount,
})
export type ProvenanceRecord = z.infer<typeof provenanceRecord>

/** One action of a transaction (deal page operation table). */
export const transactionAction = z.object({
  create_time: dateTime,
  action_name: nftActionName,
  sender: chainAccountName,
  contract_name: chainAccountName,
  /** The action's data as JSON text. */
  raw_data: jsonText,
})

/** A transaction in full (spec §3 transfer record): the deal page. */
export const transferRecord = z.extend(provenanceRecord, {
  contract_name: chainAccountName,
  raw_data: jsonText,
  block_number: bigId,
  block_hash: hash64,
  actions: z.array(transactionAction).check(z.minLength(1)),
})
export type TransferRecord = z.infer<typeof transferRecord>

// ---------- public search (captcha-protected) ----------

/** Search: by collectible number or chain account address, on one chain, with the captcha answer. */
export const searchRequest = z.extend(pageRequest, {
  chain_info_id: bigId,
  parameter: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  code: z.string().check(z.trim(), z.minLength(1), z.maxLength(8)),
  captcha_id: z.string().check(z.minLength(8)),
})
export const searchResultRow = z.pick(collectible, {
  nft_id: true,
  erc_info_id: true,
  chain_info_id: true,
  chain_type: true,
  business_type: true,
  owner: true,
})
export const searchResponse = pageOf(searchResultRow)

export const detailRequest = z.object({
  erc_info_id: idInput,
  business_type: queryBusinessType,
  owner: chainAccountName,
})
/** The spec's convention: the first item is the collectible. */
export const detailResponse = z.array(collectible)

export const transferListRequest = z.extend(pageRequest, { erc_info_id: idInput, business_type: queryBusinessType })
export const transferListResponse = pageOf(provenanceRecord)

export const transferDetailRequest = z.object({ history_id: idInput, business_type: queryBusinessType })
export const transferDetailResponse = transferRecord

// ---------- approvals ----------

/** An approval given on a collectible (approve / approve-all records). */
export const approvalRecord = z.object({
  history_id: bigId,
  nft_id: bigId,
  business_type: businessType,
  owner: chainAccountName,
  /** The account approved (or no longer approved). */
  to: chainAccountName,
  approved: z.boolean(),
  tx_hash: hash64,
  create_time: dateTime,
})
export type ApprovalRecord = z.infer<typeof approvalRecord>

export const approvalListRequest = z.extend(pageRequest, {
  nft_id: optionalFilter,
  /** Exactly this collectible (its details page), where `nft_id` matches any number containing the text. */
  nft_id_exact: z.optional(idInput),
  owner: optionalFilter,
})
export const approvalListResponse = pageOf(approvalRecord)

export const approvedHistoryRequest = z.extend(approvalListRequest, { business_type: z.optional(queryBusinessType) })
export const approvedHistoryResponse = approvalListResponse

// ---------- managed reads (721 and 1155 areas share their shapes) ----------

/** Columns a managed list sorts by; the number sorts as a number, not as text. */
export const managedListSortField = z.enum(['create_time', 'nft_id'])
export type ManagedListSortField = z.infer<typeof managedListSortField>
export const sortOrder = z.enum(['asc', 'desc'])
export type SortOrder = z.infer<typeof sortOrder>

/** The largest page of a managed list: the screens' 10,000-row choice, rendered by the virtual table. */
export const MANAGED_LIST_MAX_PAGE_SIZE = 10_000

/** `size` up to 10,000 (the screens offer 10–100 and 10,000; a CSV export asks 1,000 at a time). */
const managedPageSize = z._default(
  z.pipe(
    z.pipe(z.union([z.int(), z.string().check(z.regex(/^\d+$/, 'expected an integer'))]), z.transform(Number)),
    z.int().check(z.gte(1), z.lte(MANAGED_LIST_MAX_PAGE_SIZE, 'size is at most 10000')),
  ),
  10,
)

export const managedListRequest = z.extend(pageRequest, {
  size: managedPageSize,
  /** Numbers containing this text. */
  nft_id: optionalFilter,
  /** Exactly this number: the holders of a multi-copy collectible. */
  nft_id_exact: z.optional(idInput),
  owner: optionalFilter,
  /** Resource identifiers containing this text. */
  nft_uri: optionalFilter,
  state: z.optional(z.enum(['1', '2'])),
  start_time: timeBound,
  end_time: timeBound,
  /** Minted by exactly this platform account (the operator's filter; a platform sees only its own anyway). */
  platform: optionalFilter,
  /** Newest first by default; ties are broken by the row's identity in the same direction. */
  sort: z.optional(managedListSortField),
  order: z.optional(sortOrder),
})
export type ManagedListRequest = z.input<typeof managedListRequest>

/**
 * How far past the requested page a managed list counts its rows: counting all of a 100,000-row scope cost more
 * than the page itself, so beyond this the total is a lower bound (`total_capped`, shown as "N+").
 */
export const MANAGED_LIST_COUNT_AHEAD = 10_000

/**
 * The rows a managed list counts at most for a page: past the page's end by up to `MANAGED_LIST_COUNT_AHEAD`, at a
 * round number (10,000 for every page in the first 10,000 rows), so a lower bound reads "10,000+", "20,000+", ….
 */
export function managedListCountLimit(page: { current: number; size: number }): number {
  const pageEnd = page.current * page.size
  return Math.floor((pageEnd + MANAGED_LIST_COUNT_AHEAD) / MANAGED_LIST_COUNT_AHEAD) * MANAGED_LIST_COUNT_AHEAD
}

/** The total a managed list answers for `counted` rows, counted up to one past `managedListCountLimit`. */
export function managedListTotal(
  counted: number,
  page: { current: number; size: number },
): { total: number; total_capped?: true } {
  const limit = managedListCountLimit(page)
  return counted > limit ? { total: limit, total_capped: true } : { total: counted }
}

export const managedListResponse = z.extend(pageOf(managedCollectible), {
  /** More rows match than were counted: `total` is a lower bound. */
  total_capped: z.optional(z.boolean()),
})
export const managedDetailRequest = z.object({ nft_id: idInput, owner: z.optional(chainAccountName) })
export const managedDetailResponse = managedCollectible
export const managedHistoryRequest = z.extend(pageRequest, { nft_id: idInput })
export const managedHistoryResponse = pageOf(provenanceRecord)

// ---------- live details (server-sent events) ----------

/**
 * `GET /api/v1/nft/watch?erc_info_id=&business_type=` (text/event-stream, public): one `move` event per new
 * provenance row of the collectible, as the indexer writes it. Not in the endpoint registry: its answer is
 * a stream, not an envelope.
 */
export const collectibleWatchPath = '/v1/nft/watch'
export const collectibleWatchRequest = z.object({ erc_info_id: idInput, business_type: queryBusinessType })
export const collectibleMoveEvent = 'move'
export const collectibleMove = z.pick(provenanceRecord, {
  history_id: true,
  business_type: true,
  nft_id: true,
  tx_hash: true,
  action_name: true,
  from: true,
  to: true,
  amount: true,
})
export type CollectibleMove = z.infer<typeof collectibleMove>
