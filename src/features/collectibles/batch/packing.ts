/**
 * Packs a batch's rows into transactions of a safe size. Rows to the same recipient (and, for mints, with
 * the same memo) share one `mintbatch` / `batchtrans` action, since those actions take one recipient and
 * one memo; a group of one is a plain `mint` / `transfer`. A transaction holds a few actions, bounded by
 * action count, row count and serialized size, so one failure stops few rows and each stays far within
 * the chain's CPU and size limits (the contract refuses batches above 50).
 */
import type { BusinessType } from '@/api/primitives'
import type { BatchKind, BatchRow } from './batch-rows'

export interface PackingLimits {
  /** Rows in one `mintbatch` / `batchtrans` action. */
  maxRowsPerAction: number
  maxActionsPerTransaction: number
  maxRowsPerTransaction: number
  /** Estimated serialized size of a transaction (signature included), in bytes. */
  maxTransactionBytes: number
}

export const defaultPackingLimits: PackingLimits = {
  maxRowsPerAction: 10,
  maxActionsPerTransaction: 4,
  maxRowsPerTransaction: 20,
  maxTransactionBytes: 8192,
}

export type PlannedActionName = 'mint' | 'mintbatch' | 'transfer' | 'batchtrans'

/** One contract action of the plan: its rows by line, in file order. */
export interface PlannedAction {
  name: PlannedActionName
  to: string
  memo: string
  lines: number[]
}

export interface PlannedTransaction {
  actions: PlannedAction[]
  /** Every row the transaction carries: it succeeds or fails as one. */
  lines: number[]
  /** The estimate the size limit was checked against. */
  bytes: number
}

// Antelope serialization: names and u64 are 8 bytes, strings and arrays a varuint length before the items.
function varuintBytes(value: number): number {
  let bytes = 1
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes += 1
  return bytes
}
function stringBytes(text: string): number {
  const length = new TextEncoder().encode(text).length
  return varuintBytes(length) + length
}

/** Transaction header, empty extensions and context-free actions, one signature. */
const TRANSACTION_OVERHEAD_BYTES = 13 + 1 + 1 + 1 + 66
/** account, name, one authorization, the data's length prefix (≤ 2 bytes below 16 KiB). */
const ACTION_OVERHEAD_BYTES = 8 + 8 + 1 + 16 + 2

function actionDataBytes(kind: BatchKind, rows: readonly BatchRow[], memo: string): number {
  const count = varuintBytes(rows.length)
  if (kind === 'mint') {
    const uris = rows.reduce((sum, row) => sum + (row.kind === 'mint' ? stringBytes(row.uri) : 0), 0)
    // sender, to, amounts, uris, business_type, memo
    return rows.length === 1
      ? 8 + 8 + 8 + uris + 1 + stringBytes(memo)
      : 8 + 8 + count + 8 * rows.length + count + uris + 1 + stringBytes(memo)
  }
  // sender, from, to, ids, amounts, memo, business_type
  return rows.length === 1
    ? 24 + 8 + 8 + stringBytes(memo) + 1
    : 24 + 2 * (count + 8 * rows.length) + stringBytes(memo) + 1
}

export function actionBytes(kind: BatchKind, rows: readonly BatchRow[], memo: string): number {
  return ACTION_OVERHEAD_BYTES + actionDataBytes(kind, rows, memo)
}

function groupKey(row: BatchRow): string {
  return row.kind === 'mint' ? `${row.to}\u0000${row.memo}` : row.to
}

function actionName(kind: BatchKind, rowCount: number): PlannedActionName {
  if (kind === 'mint') return rowCount === 1 ? 'mint' : 'mintbatch'
  return rowCount === 1 ? 'transfer' : 'batchtrans'
}

/** Splits rows of one group into actions within the row and size limits. */
function actionsOfGroup(kind: BatchKind, rows: readonly BatchRow[], limits: PackingLimits): PlannedAction[] {
  const first = rows[0]
  if (!first) return []
  const memo = first.kind === 'mint' ? first.memo : ''
  const budget = limits.maxTransactionBytes - TRANSACTION_OVERHEAD_BYTES
  const actions: PlannedAction[] = []
  let current: BatchRow[] = []
  const flush = () => {
    if (current.length > 0)
      actions.push({
        name: actionName(kind, current.length),
        to: first.to,
        memo,
        lines: current.map((row) => row.line),
      })
    current = []
  }
  for (const row of rows) {
    const grown = [...current, row]
    if (current.length > 0 && (grown.length > limits.maxRowsPerAction || actionBytes(kind, grown, memo) > budget))
      flush()
    current.push(row)
  }
  flush()
  return actions
}

/**
 * The transactions that send `rows`, in the order of each group's first row. Deterministic: the same rows
 * always give the same plan, so a resumed batch packs its remaining rows the same way.
 */
export function packRows(
  kind: BatchKind,
  rows: readonly BatchRow[],
  limits: PackingLimits = defaultPackingLimits,
): PlannedTransaction[] {
  const groups = new Map<string, BatchRow[]>()
  for (const row of rows) {
    const key = groupKey(row)
    const group = groups.get(key)
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  const byLine = new Map(rows.map((row) => [row.line, row]))
  const bytesOf = (action: PlannedAction) =>
    actionBytes(
      kind,
      action.lines.flatMap((line) => byLine.get(line) ?? []),
      action.memo,
    )
  const transactions: PlannedTransaction[] = []
  let current: PlannedTransaction | null = null
  for (const action of [...groups.values()].flatMap((group) => actionsOfGroup(kind, group, limits))) {
    const bytes = bytesOf(action)
    const fits =
      current !== null &&
      current.actions.length < limits.maxActionsPerTransaction &&
      current.lines.length + action.lines.length <= limits.maxRowsPerTransaction &&
      current.bytes + bytes <= limits.maxTransactionBytes
    if (!fits || current === null) {
      current = { actions: [], lines: [], bytes: TRANSACTION_OVERHEAD_BYTES }
      transactions.push(current)
    }
    current.actions.push(action)
    current.lines.push(...action.lines)
    current.bytes += bytes
  }
  return transactions
}

/** A fee rule as `/fee/getFee` answers it (points as decimal text). */
export interface BatchFeeRule {
  business_type: number
  func_name: string
  value: string
}

/**
 * The points the plan costs: each action's fee rule × its rows (the contract charges `mintbatch` and
 * `batchtrans` per item, `mint` and `transfer` once). No rule means no fee.
 */
export function planFee(
  plan: readonly PlannedTransaction[],
  rules: readonly BatchFeeRule[],
  businessType: BusinessType,
): string {
  const feeOf = (name: string): bigint => {
    const rule = rules.find((candidate) => candidate.func_name === name && candidate.business_type === businessType)
    return rule && /^\d+$/.test(rule.value) ? BigInt(rule.value) : 0n
  }
  let total = 0n
  for (const transaction of plan)
    for (const action of transaction.actions) total += feeOf(action.name) * BigInt(action.lines.length)
  return total.toString()
}
