/**
 * What a failed transaction means for each of its rows (issue 20 item 7). A transaction succeeds or fails
 * as one, so a row can fail without doing anything wrong: when the chain refuses a recipient, the rows to
 * that account are blamed by name and the others say they failed only because their transaction did.
 */
import type { UiMessage } from '@/lib/i18n/message-ref'
import type { PlannedTransaction } from './packing'
import type { RecipientStatus } from './validation'

/** What happened to one row; a row without a result has not been sent yet. */
export type RowResult =
  | { status: 'succeeded'; transactionId: string }
  | {
      status: 'failed'
      error: UiMessage
      /**
       * `row`: the chain refused this row's recipient (`account`); `otherRow`: it refused `accounts`, other
       * rows' recipients in the same transaction; `transaction`: a transaction of several rows failed and
       * the chain did not say which. Absent: the row was its transaction's only one.
       */
      cause?: 'row' | 'otherRow' | 'transaction'
      account?: string
      /** Joined by the locale's list separator when shown. */
      accounts?: readonly string[]
    }

/** The recipient statuses that explain each chain error about a recipient. */
const BLAMING_STATUSES: Readonly<Record<string, readonly RecipientStatus[]>> = {
  recipientFrozen: ['frozen'],
  accountNotFound: ['unknown', 'unregistered'],
}

/** The recipients the sender found behind a failure (`blameRecipients`), if any. */
export function blamedAccountsOf(error: unknown): string[] {
  const accounts = typeof error === 'object' && error !== null ? (error as { accounts?: unknown }).accounts : undefined
  return Array.isArray(accounts) ? accounts.filter((account): account is string => typeof account === 'string') : []
}

/**
 * The chain's error names no account: for a refused recipient, the transaction's recipients are read again
 * and those in the refused state are attached to the error as `accounts`. A read that fails blames no one.
 */
export async function blameRecipients(
  error: unknown,
  transaction: PlannedTransaction,
  recipient: (account: string) => Promise<RecipientStatus>,
): Promise<unknown> {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  const statuses = typeof code === 'string' ? BLAMING_STATUSES[code] : undefined
  if (!statuses || typeof error !== 'object' || error === null) return error
  const recipients = [...new Set(transaction.actions.map((action) => action.to))]
  const blamed =
    recipients.length === 1
      ? recipients
      : (
          await Promise.all(
            recipients.map(async (account) => {
              const status = await recipient(account).catch(() => null)
              return status !== null && statuses.includes(status) ? account : null
            }),
          )
        ).filter((account): account is string => account !== null)
  return Object.assign(error, { accounts: blamed })
}

/** The results of a failed transaction's rows, `recipientOf` giving each row's recipient by line. */
export function failedRowResults(
  transaction: PlannedTransaction,
  recipientOf: (line: number) => string | undefined,
  error: UiMessage,
  blamed: readonly string[],
): Record<string, RowResult> {
  const results: Record<string, RowResult> = {}
  const shared = transaction.lines.length > 1
  for (const line of transaction.lines) {
    const to = recipientOf(line)
    let result: RowResult = { status: 'failed', error }
    if (to !== undefined && blamed.includes(to)) result = { ...result, cause: 'row', account: to }
    else if (blamed.length > 0) result = { ...result, cause: 'otherRow', accounts: blamed }
    else if (shared) result = { ...result, cause: 'transaction' }
    results[String(line)] = result
  }
  return results
}
