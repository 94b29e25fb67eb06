import type { Kysely, Transaction } from 'kysely'
import type { AuditEntry, AuditOperation, AuditResult } from '@/api/audit'
import { endpoints } from '@/api/endpoints'
import { Role } from '@/api/primitives'
import type { Database } from '../db/schema'
import { pageOf } from '../db/page-of'
import { conflict } from '../http/failure'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { formatTime } from '../http/time'
import { waitForIndexed } from './chain'
import { recordCreatedAccount } from './created-accounts'
import { containsPattern, requireSession } from './scope'

/**
 * The audit log (issue 14 item 5). The server writes every row from the session: server-side steps (apply,
 * review) in their own routes, chain operations when the console reports the transaction it sent. A chain
 * row's result is read from the indexer's transactions when listed, so "pending" turns into "success" as
 * soon as the indexer has the block, without anyone reporting again. Nothing secret is ever stored: an
 * operation name, account names, a transaction id and a reviewer's reason or an error code.
 */

/** How long a report waits for the indexer before answering "pending" (the console waits as long). */
const REPORT_WAIT_MS = 3000

export interface AuditWrite {
  session: Session
  account: string
  operation: AuditOperation
  txId?: string | null
  failed?: boolean
  detail?: string
}

/** One row, in the caller's transaction when it has one (a review and its row commit together). */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditWrite) {
  return db
    .insertInto('audit_log')
    .values({
      user_id: entry.session.user.user_id,
      actor_account: entry.session.account?.account ?? null,
      account: entry.account,
      operation: entry.operation,
      tx_id: entry.txId ?? null,
      failed: entry.failed ?? false,
      detail: entry.detail ?? '',
      create_time: new Date(),
    })
    .onConflict((conflict) =>
      conflict.columns(['tx_id', 'operation', 'account']).where('tx_id', 'is not', null).doNothing(),
    )
    .returning('audit_id')
    .executeTakeFirst()
}

function resultOf(row: { failed: boolean; tx_id: string | null; block_number: string | null }): AuditResult {
  if (row.failed) return 'failed'
  if (row.tx_id === null) return 'success'
  return row.block_number === null ? 'pending' : 'success'
}

/** Rows a session may read: the operator all; a platform those of its own users and accounts. */
function auditScope(db: Kysely<Database>, session: Session) {
  const query = db
    .selectFrom('audit_log')
    .innerJoin('users', 'users.user_id', 'audit_log.user_id')
    .leftJoin('indexed_transactions', 'indexed_transactions.tx_hash', 'audit_log.tx_id')
    .selectAll('audit_log')
    .select(['users.user_name', 'indexed_transactions.block_number'])
  if (session.role === Role.Operator) return query
  const platform = session.account?.platform ?? '\u0000'
  return query.where((eb) =>
    eb.or([
      eb(
        'audit_log.user_id',
        'in',
        eb.selectFrom('chain_accounts').select('user_id').where('chain_accounts.platform', '=', platform),
      ),
      eb(
        'audit_log.account',
        'in',
        eb.selectFrom('chain_accounts').select('account').where('chain_accounts.platform', '=', platform),
      ),
    ]),
  )
}

export const auditRoutes = [
  route(endpoints.auditLog, async ({ input, session, context }) => {
    const live = requireSession(session)
    let query = auditScope(context.db, live)
    if (input.account) {
      const pattern = containsPattern(input.account)
      query = query.where((eb) =>
        eb.or([
          eb('audit_log.account', 'ilike', pattern),
          eb('audit_log.actor_account', 'ilike', pattern),
          eb('users.user_name', 'ilike', pattern),
        ]),
      )
    }
    if (input.operation) query = query.where('audit_log.operation', '=', input.operation)
    if (input.result === 'failed') query = query.where('audit_log.failed', '=', true)
    if (input.result === 'pending')
      query = query
        .where('audit_log.failed', '=', false)
        .where('audit_log.tx_id', 'is not', null)
        .where('indexed_transactions.tx_hash', 'is', null)
    if (input.result === 'success')
      query = query
        .where('audit_log.failed', '=', false)
        .where((eb) => eb.or([eb('audit_log.tx_id', 'is', null), eb('indexed_transactions.tx_hash', 'is not', null)]))
    const { total, rows } = await pageOf(query, input, (all) =>
      all.orderBy('audit_log.create_time', 'desc').orderBy('audit_log.audit_id', 'desc'),
    )
    return {
      total,
      list: rows.map((row): AuditEntry => ({
        audit_id: row.audit_id,
        user_name: row.user_name,
        actor_account: row.actor_account,
        account: row.account,
        operation: row.operation as AuditOperation,
        tx_id: row.tx_id,
        block_num: row.block_number,
        result: resultOf(row),
        detail: row.detail,
        create_time: formatTime(row.create_time),
      })),
    }
  }),

  route(endpoints.auditRecord, async ({ input, session, context }) => {
    const live = requireSession(session)
    const txId = input.tx_id ?? null
    await writeAudit(context.db, {
      session: live,
      account: input.account,
      operation: input.operation,
      txId,
      failed: txId === null,
      detail: input.error_code ?? '',
    })
    // A repeated report of the same transaction answers the row already written.
    const written = await context.db
      .selectFrom('audit_log')
      .select(['audit_id', 'failed', 'tx_id'])
      .where('user_id', '=', live.user.user_id)
      .where('operation', '=', input.operation)
      .where('account', '=', input.account)
      .where((eb) => (txId === null ? eb('tx_id', 'is', null) : eb('tx_id', '=', txId)))
      .orderBy('audit_id', 'desc')
      .executeTakeFirst()
    if (!written) throw conflict('该交易已由其他用户记录')
    const indexed = txId === null ? null : await waitForIndexed(context.db, txId, REPORT_WAIT_MS)
    if (indexed && input.operation === 'create_account' && input.public_key)
      await recordCreatedAccount(context.db, live, input.account, input.public_key)
    return {
      audit_id: written.audit_id,
      result: resultOf({ failed: written.failed, tx_id: written.tx_id, block_number: indexed?.block_number ?? null }),
    }
  }),
]
