import type { BusinessType } from '@/api/primitives'
import type { UiMessage } from '@/lib/i18n/message-ref'
import type { ChainOperationAccount, FeePreview } from '@/lib/chain-operation/chain-operation.machine'
import type { BatchKind, BatchRow, FileProblem } from './batch-rows'
import type { PlannedTransaction } from './packing'
import type { RowResult } from './row-failure'
import type { ValidatedRow } from './validation'

// The CSV batch machine's data: its input, context and events, its actors' inputs, and the rules over its rows.

export interface CsvBatchInput {
  kind: BatchKind
  businessType: BusinessType
  account: ChainOperationAccount
}

export type { RowResult }

export interface CsvBatchContext extends CsvBatchInput {
  fileName: string | null
  fileProblem: FileProblem | null
  /** The rows still in the batch, in file order (removed rows are gone). */
  rows: ValidatedRow[]
  /** Results by line (as text: a JSON key). Kept across resumes: succeeded rows are never sent again. */
  results: Record<string, RowResult>
  /** The transactions of the current run (the rows without a success when it started). */
  plan: PlannedTransaction[]
  /** The next transaction of `plan` to send. */
  nextTransaction: number
  /** The last transaction that went through in this run: its indexing is awaited before the end. */
  lastTransactionId: string | null
  fee: FeePreview | null
  /** Why the batch stopped or could not start. */
  error: UiMessage | null
  notice: UiMessage | null
}

export type CsvBatchEvent =
  | { type: 'file.loaded'; fileName: string; text: string }
  | { type: 'row.remove'; line: number }
  | { type: 'rows.removeInvalid' }
  | { type: 'batch.submit' }
  | { type: 'batch.confirm' }
  | { type: 'batch.cancel' }
  | { type: 'batch.resume' }
  | { type: 'batch.reset' }
  | { type: 'indexing.included' }
  | { type: 'indexing.indexed' }

export interface CheckOnChainInput extends CsvBatchInput {
  rows: ValidatedRow[]
}

export interface BatchFeeInput {
  businessType: BusinessType
  plan: PlannedTransaction[]
}

export interface SendBatchTransactionInput {
  kind: BatchKind
  businessType: BusinessType
  account: string
  transaction: PlannedTransaction
  /** The transaction's rows, by line. */
  rows: BatchRow[]
}
export interface SendBatchTransactionOutput {
  transactionId: string
}

/**
 * Failures that concern the account or the connection rather than a row: sending the remaining
 * transactions would fail the same way, so the run stops and the rest stays unsent for the resume.
 */
const STOPPING_FAILURES: ReadonlySet<string> = new Set([
  'chainErrors.network',
  'chainErrors.timeout',
  'chainErrors.expired',
  'chainErrors.privateKeyInvalid',
  'chainErrors.missingAuthority',
  'chainErrors.accountFrozen',
  'chainErrors.insufficientPoints',
  'chainErrors.insufficientRam',
  'chainErrors.platformClosed',
])

export function isStoppingFailure(message: UiMessage): boolean {
  return 'key' in message && STOPPING_FAILURES.has(message.key)
}

/** Rows that may still be sent: valid and without a success. */
export function pendingRows(context: Pick<CsvBatchContext, 'rows' | 'results'>): BatchRow[] {
  return context.rows
    .filter((entry) => entry.problems.length === 0 && context.results[String(entry.row.line)]?.status !== 'succeeded')
    .map((entry) => entry.row)
}

export function succeededCount(context: Pick<CsvBatchContext, 'rows' | 'results'>): number {
  return context.rows.filter((entry) => context.results[String(entry.row.line)]?.status === 'succeeded').length
}

/** The function the points check asks about: the batch action when the plan has one. */
export function planMethod(kind: BatchKind, plan: readonly PlannedTransaction[]): string {
  const names = plan.flatMap((transaction) => transaction.actions.map((action) => action.name))
  const batchName = kind === 'mint' ? 'mintbatch' : 'batchtrans'
  return names.includes(batchName) ? batchName : kind
}
