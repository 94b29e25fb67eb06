import * as z from 'zod/mini'
import { MAX_MEMO_LENGTH } from './operation-rules'
import {
  amount,
  bigId,
  businessType,
  chainAccountName,
  chargeableFunction,
  dateTime,
  timeBound,
  hash64,
  optionalFilter,
  pageOf,
  pageRequest,
  queryBusinessType,
  queryRole,
  role,
  signedAmount,
} from './primitives'

/** A charging rule: what one contract function costs for one business type, in billing points. */
export const feeRule = z.object({
  business_type: businessType,
  func_name: chargeableFunction,
  value: amount,
  update_time: dateTime,
})
export type FeeRule = z.infer<typeof feeRule>

export const getFeeRequest = z.object({ business_type: z.optional(queryBusinessType) })
export const getFeeResponse = z.array(feeRule)

/** A points balance of one chain account. */
export const pointsBalance = z.object({
  account: chainAccountName,
  role,
  bussiness_name: z.string(),
  balance: amount,
  update_time: dateTime,
})
export type PointsBalance = z.infer<typeof pointsBalance>

/** The current chain account's balance (or a named one the caller may see). */
export const getSupplyRequest = z.object({ account: z.optional(chainAccountName) })
export const getSupplyResponse = pointsBalance

export const getSupplyListRequest = z.extend(pageRequest, {
  account: optionalFilter,
  role: z.optional(queryRole),
})
export const getSupplyListResponse = pageOf(pointsBalance)

/** Collectible counts of the caller's scope (home page statistics). */
export const getNftSupplyRequest = z.object({ business_type: z.optional(queryBusinessType) })
export const nftSupplyRow = z.object({
  business_type: businessType,
  collectibles: amount,
  copies: amount,
  holders: amount,
})
export const getNftSupplyResponse = z.array(nftSupplyRow)

// ---------- recharges and distributions ----------

export const rechargeKind = z.enum(['recharge', 'self_recharge', 'distribution'])
/** A movement of billing points between accounts (or into the operator's, for self-recharge). */
export const rechargeRecord = z.object({
  id: bigId,
  kind: rechargeKind,
  from: chainAccountName,
  to: chainAccountName,
  value: amount,
  memo: z.string(),
  tx_hash: hash64,
  create_time: dateTime,
})
export type RechargeRecord = z.infer<typeof rechargeRecord>

const timeRange = { start_time: timeBound, end_time: timeBound }

export const recordListRequest = z.extend(pageRequest, {
  account: optionalFilter,
  /** Only records of this kind (the recharge record tells recharges from self-recharges). */
  kind: z.optional(rechargeKind),
  ...timeRange,
})
export const recordListResponse = pageOf(rechargeRecord)

/**
 * Distributions, also by their type: to platform parties ('2': the operator's) or to users ('0': a platform
 * party's), told apart by the receiving account's role.
 */
export const distributionListRequest = z.extend(recordListRequest, {
  to_role: z.optional(z.enum(['0', '2'])),
})

const pointsValue = z.pipe(
  z.pipe(
    z.pipe(z.union([z.int(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
    z.int().check(z.gte(1, 'value must be at least 1'), z.lte(1_000_000_000)),
  ),
  z.transform(String),
)

/** The chain transaction that moved the points, when the console already sent it (mocks make one up). */
const optionalTxHash = z.optional(hash64)

export const operatorRechargeRequest = z.object({
  to: chainAccountName,
  value: pointsValue,
  memo: z._default(z.string().check(z.maxLength(MAX_MEMO_LENGTH)), ''),
  tx_hash: optionalTxHash,
})
export const operatorSelfRechargeRequest = z.object({ value: pointsValue, tx_hash: optionalTxHash })
/** Distribution: role 1 or 2 passes points from its current account to another one. */
export const rechargeRequest = operatorRechargeRequest
export const rechargeResponse = rechargeRecord

// ---------- fee deductions and ledgers ----------

/** Points charged for one chain action. */
export const chargeDetail = z.object({
  id: bigId,
  account: chainAccountName,
  business_type: businessType,
  func_name: chargeableFunction,
  value: amount,
  tx_hash: hash64,
  create_time: dateTime,
})
export const chargeDetailsRequest = z.extend(pageRequest, {
  account: optionalFilter,
  business_type: z.optional(queryBusinessType),
  ...timeRange,
})
export const chargeDetailsResponse = pageOf(chargeDetail)

export const ledgerEntryType = z.enum(['recharge', 'self_recharge', 'distribution_in', 'distribution_out', 'fee'])
/** One line of an account's points ledger (/record). */
export const ledgerEntry = z.object({
  id: bigId,
  account: chainAccountName,
  type: ledgerEntryType,
  change: signedAmount,
  balance_after: amount,
  counterparty: z.string(),
  func_name: z.nullable(chargeableFunction),
  tx_hash: hash64,
  create_time: dateTime,
})
export type LedgerEntry = z.infer<typeof ledgerEntry>
export const accountFlowRequest = z.extend(pageRequest, {
  account: z.optional(chainAccountName),
  /** Only ledger lines of this type. */
  type: z.optional(ledgerEntryType),
  ...timeRange,
})
export const accountFlowResponse = pageOf(ledgerEntry)

/** `GET /fee/getAccount?type&parameter`: accounts to pick as a recharge target; type 1 platforms, 2 users. */
export const getAccountRequest = z.object({ type: z.enum(['1', '2']), parameter: optionalFilter })
export const accountPick = z.object({
  account: chainAccountName,
  role,
  bussiness_name: z.string(),
  user_name: z.string(),
})
export const getAccountResponse = z.array(accountPick)

/** `GET /fee/isAction?method&business_type`: 1 when the current account has enough points for it. */
export const isActionRequest = z.object({ method: chargeableFunction, business_type: queryBusinessType })
export const isActionResponse = z.union([z.literal(0), z.literal(1)])
