import { AUDIT_ERROR_CODE, type ChainAuditOperation } from '@/api/audit'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { callApi } from '@/lib/api-client'

/**
 * Reports a chain operation to the server's audit log (issue 14 item 5): a sent one with its transaction id
 * (the server checks it against the indexer), a refused or failed one with its error code only (no tx id,
 * never a message, key or passphrase). Not awaited by the operation: the log is the server's, not a step the
 * user waits for, and a failed report never fails the operation.
 */
export type AuditOutcome = { txId: string } | { error: unknown }

export interface AuditReport {
  operation: ChainAuditOperation
  /** The account the operation is about (the acting account itself for most operations). */
  account: string
  /** create_account only: the new account's public owner key. */
  publicKey?: string
}

/** The error's code as the console names it (`chainErrors.*`), or 'unknown': nothing else leaves the browser. */
export function auditErrorCode(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === 'string' && AUDIT_ERROR_CODE.test(code) ? code : 'unknown'
}

/** `YYYY-MM-DD HH:mm:ss` in UTC, as the API writes times. */
function apiTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * `attemptedAt`: when the attempt began (before signing and sending), the time the log shows; the report
 * itself is made only once the chain answered or the send failed.
 */
export function reportToAuditLog(report: AuditReport, outcome: AuditOutcome, attemptedAt: Date): void {
  void callApi(permissionEndpoints.auditRecord, {
    operation: report.operation,
    account: report.account,
    ...('txId' in outcome ? { tx_id: outcome.txId } : { error_code: auditErrorCode(outcome.error) }),
    attempted_at: apiTime(attemptedAt),
    ...(report.publicKey === undefined ? {} : { public_key: report.publicKey }),
  }).catch(() => undefined)
}

/**
 * Runs a send and reports what came of it: the transaction id when the chain took it, the error code when
 * the chain (or the signing before it) refused. `reports` may name several rows for one transaction (a
 * permission grid that adds and deletes); none when it answers an empty list.
 */
export async function sendAudited<T extends { transactionId: string }>(
  reports: readonly AuditReport[],
  send: () => Promise<T>,
): Promise<T> {
  const attemptedAt = new Date()
  try {
    const sent = await send()
    for (const report of reports) reportToAuditLog(report, { txId: sent.transactionId }, attemptedAt)
    return sent
  } catch (error) {
    for (const report of reports) reportToAuditLog(report, { error }, attemptedAt)
    throw error
  }
}
