import * as z from 'zod/mini'
import {
  amount,
  bigId,
  businessType,
  chainAccountName,
  dateTime,
  hash64,
  nftActionName,
  noInput,
  role,
} from './primitives'

/** A signed whole number as text (a ledger sum or a difference can fall below zero). */
const signedInteger = z.string().check(z.regex(/^-?\d+$/, 'expected a signed decimal integer string'))

// ---------- reconciliation: the server's points ledger against the chain's s21balance ----------

/** An account whose ledger sum and on-chain balance disagree. */
export const reconciliationDifference = z.object({
  account: chainAccountName,
  /** The console role of the account's holder, 0 when the server knows no user for it. */
  role,
  bussiness_name: z.string(),
  /** Sum of the account's ledger changes on the server. */
  ledger_points: signedInteger,
  /** The account's `points` in the contract's s21balance table (0 without a row). */
  chain_points: amount,
  /** ledger_points − chain_points. */
  difference: signedInteger,
})
export type ReconciliationDifference = z.infer<typeof reconciliationDifference>

export const reconciliationRequest = noInput
export const reconciliationResponse = z.object({
  checked_at: dateTime,
  /** Accounts seen on either side. */
  accounts_checked: z.int().check(z.gte(0)),
  /** The last block the indexer applied (null before its first). */
  indexed_block: z.nullable(bigId),
  differences: z.array(reconciliationDifference),
})
export type Reconciliation = z.infer<typeof reconciliationResponse>

// ---------- home dashboard ----------

const periodFigures = z.object({
  /** Collectible chain operations (provenance records) in the caller's scope. */
  operations: amount,
  /** Billing points charged in the caller's scope. */
  fees: amount,
  mints: amount,
})
export type PeriodFigures = z.infer<typeof periodFigures>

export const recentOperation = z.object({
  history_id: bigId,
  business_type: businessType,
  nft_id: z.string(),
  action_name: nftActionName,
  sender: z.string(),
  to: z.string(),
  tx_hash: hash64,
  create_time: dateTime,
})
export type RecentOperation = z.infer<typeof recentOperation>

export const lowBalance = z.object({ account: chainAccountName, bussiness_name: z.string(), balance: amount })

/** The balance under which both backends call a balance low (sent with the dashboard, so it can become a setting). */
export const LOW_BALANCE_POINTS = '1000'

export const dashboardRequest = noInput
export const dashboardResponse = z.object({
  /** Today and this month, by the backend's clock (UTC days, as every API time). */
  today: periodFigures,
  month: periodFigures,
  /** The newest operations in scope, newest first (at most 5). */
  recent: z.array(recentOperation),
  /** Operator: the platforms with the lowest balances (at most 5, lowest first). Platform: empty. */
  lowest_balances: z.array(lowBalance),
  /** A balance below this many points is shown as low. */
  low_balance_below: amount,
})
export type Dashboard = z.infer<typeof dashboardResponse>

// ---------- statistics detail: a time series and its breakdown ----------

/** The figures the home page links to, as `/admin-statistics-detail/{dataType}` names them. */
export const STATISTICS_DATA_TYPES = ['points-consumed', 'mints', 'transfers', 'active-accounts'] as const
export const statisticsDataType = z.enum(STATISTICS_DATA_TYPES)
export type StatisticsDataType = z.infer<typeof statisticsDataType>

export const GRANULARITIES = ['day', 'week', 'month'] as const
export const granularity = z.enum(GRANULARITIES)
export type Granularity = z.infer<typeof granularity>

/** How many periods a series covers when no range is given: 30 days, 12 weeks, 12 months. */
export const DEFAULT_PERIODS: Record<Granularity, number> = { day: 30, week: 12, month: 12 }

export const seriesRequest = z.object({
  data_type: statisticsDataType,
  granularity: z._default(granularity, 'day'),
})

export const seriesPoint = z.object({
  /** First day of the period, `YYYY-MM-DD` (weeks start on Monday). */
  period: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD')),
  value: amount,
})
export type SeriesPoint = z.infer<typeof seriesPoint>

export const breakdownRow = z.object({ key: z.string(), value: amount })
export type BreakdownRow = z.infer<typeof breakdownRow>

export const seriesResponse = z.object({
  data_type: statisticsDataType,
  granularity,
  /** Every period of the range, oldest first, zeros included. */
  series: z.array(seriesPoint),
  /** Points consumed break down by contract function, the other figures by platform. */
  breakdown_by: z.enum(['platform', 'function']),
  /** Over the whole range, largest first. */
  breakdown: z.array(breakdownRow),
})
export type Series = z.infer<typeof seriesResponse>
