import type { Kysely, Transaction } from 'kysely'
import {
  AUDIT_CHAIN_ACTIONS,
  CHAIN_AUDIT_OPERATIONS,
  REPORTED_FOR_UNHELD_ACCOUNT,
  type AuditEntry,
  type AuditOperation,
  type AuditResult,
  type ChainAuditOperation,
} from '@/api/audit'
import { endpoints } from '@/api/endpoints'
import { Role } from '@/api/primitives'
import type { Database } from '../db/schema'
import { pageOf } from '../db/page-of'
import { conflict, forbidden } from '../http/failure'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { formatTime } from '../http/time'
import { waitForIndexed } from './chain'
import { recordCreatedAccount } from './created-accounts'
import { containsPattern, requireAccount, requireSession, visibleAccountFilter } from './scope'

/**
 * The audit log (issue 14 item 5). The server writes every row from the session: server-side steps (apply,
 * review) in their own routes, chain operations when the console reports the transaction it sent. A chain
 * row's result is read from the indexer's transactions when listed, so "pending" turns into "success" as
 * soon as the indexer has the block, without anyone reporting again. Nothing secret is ever stored: an
 * operation name, account names, a transaction id and a reviewer's reason or an error code.
 *
 * A report is checked, not taken on trust:
 * - when it is made: the session must have a chain account (the acting account, from the session, never from
 *   the report), and the account the operation is about must be one the session may see (its own, or one it
 *   manages: `visibleAccountFilter`), except for a new account's name (create_account) and a multisig step's
 *   proposer (a proposal names it; the approver holds no right over it). Otherwise 403 (404 '当前用户没有链账户'
 *   without an account) and no row.
 * - once the indexer has the transaction: it must hold an action of the reported operation
 *   (`AUDIT_CHAIN_ACTIONS`: contract and action name) authorized by the acting account itself (a key reset
 *   also by the reset account, whose owner authority holds the reviewer's). Holding or managing the account
 *   is not enough: only the account that signed may report. The verdict is written once; a transaction that
 *   holds none shows "mismatch", never "success"; the signer's own report of it later replaces such a row. Rows whose transaction was indexed before actions were kept, and the server's own rows, are
 *   not judged (their result is "success" once indexed).
 */

/** How long a report waits for the indexer before answering "pending" (the console waits as long). */
const REPORT_WAIT_MS = 3000
/** How long before its report an attempt may have begun (signing, sending, a chain's slow answer). */
const ATTEMPT_WINDOW_MS = 5 * 60_000

/**
 * The time a reported row shows: when the console began the attempt, kept within the window before the
 * report arrived (a console's clock ahead or far behind, or a made-up time, cannot move a row further).
 */
export function attemptTime(attemptedAt: string | undefined, now: Date): Date {
  const claimed = attemptedAt === undefined ? Number.NaN : Date.parse(`${attemptedAt.replace(' ', 'T')}Z`)
  if (Number.isNaN(claimed)) return now
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - ATTEMPT_WINDOW_MS, claimed)))
}

export interface AuditWrite {
  session: Session
  account: string
  operation: AuditOperation
  txId?: string | null
  failed?: boolean
  detail?: string
  /** When it happened; now when not given (the server's own steps). */
  at?: Date
  /** The writing request's id (`request.id`), which its log lines carry. */
  requestId: string
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
      create_time: entry.at ?? new Date(),
      request_id: entry.requestId,
    })
    .onConflict((conflict) =>
      conflict.columns(['tx_id', 'operation', 'account']).where('tx_id', 'is not', null).doNothing(),
    )
    .returning('audit_id')
    .executeTakeFirst()
}

function resultOf(row: {
  failed: boolean
  tx_id: string | null
  block_number: string | null
  verdict: 'match' | 'mismatch' | null
}): AuditResult {
  if (row.failed) return 'failed'
  if (row.tx_id === null) return 'success'
  if (row.block_number === null) return 'pending'
  return row.verdict === 'mismatch' ? 'mismatch' : 'success'
}

interface IndexedAction {
  account: string
  name: string
  auth: string[]
}

function parseActions(json: string): IndexedAction[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? (value as IndexedAction[]) : []
  } catch {
    return []
  }
}

/** Operations the acting account signs through the authority of the account they are about. */
const SIGNED_AS_ACCOUNT: ReadonlySet<ChainAuditOperation> = new Set<ChainAuditOperation>(['reset_key'])

/** Whether an indexed transaction's actions hold the reported operation, authorized as the module says. */
export function holdsOperation(
  row: { operation: ChainAuditOperation; account: string; actor_account: string | null },
  actions: readonly IndexedAction[],
  contractAccount: string,
): boolean {
  const expected = AUDIT_CHAIN_ACTIONS[row.operation]
  const contract = { contract: contractAccount, system: 'eosio', msig: 'eosio.msig' }[expected.contract]
  const names: readonly string[] = expected.actions
  // Only the acting account's own signature counts; a key reset alone signs through the reset account's owner
  // authority, which holds the reviewer's (the creator's) owner permission.
  const authorizers = new Set([row.actor_account, ...(SIGNED_AS_ACCOUNT.has(row.operation) ? [row.account] : [])])
  return actions.some(
    (action) =>
      action.account === contract &&
      names.includes(action.name) &&
      Array.isArray(action.auth) &&
      action.auth.some((actor) => authorizers.has(actor)),
  )
}

/**
 * Judges every reported chain operation whose transaction the indexer now has (with its actions) and that
 * has no verdict yet: few at a time (those reported since the last read), each judged once.
 */
async function judgeIndexedReports(db: Kysely<Database>): Promise<void> {
  const rows = await db
    .selectFrom('audit_log')
    .innerJoin('indexed_transactions', 'indexed_transactions.tx_hash', 'audit_log.tx_id')
    .leftJoin('chains', 'chains.chain_info_id', 'indexed_transactions.chain_info_id')
    .select([
      'audit_log.audit_id',
      'audit_log.operation',
      'audit_log.account',
      'audit_log.actor_account',
      'indexed_transactions.actions',
      'chains.contract_account',
    ])
    .where('audit_log.verdict', 'is', null)
    .where('audit_log.failed', '=', false)
    .where('audit_log.operation', 'in', [...CHAIN_AUDIT_OPERATIONS])
    .where('indexed_transactions.actions', 'is not', null)
    .execute()
  const judged = { match: [] as string[], mismatch: [] as string[] }
  for (const row of rows) {
    const held = holdsOperation(
      { operation: row.operation as ChainAuditOperation, account: row.account, actor_account: row.actor_account },
      parseActions(row.actions ?? '[]'),
      row.contract_account ?? '',
    )
    judged[held ? 'match' : 'mismatch'].push(row.audit_id)
  }
  for (const verdict of ['match', 'mismatch'] as const) {
    if (judged[verdict].length === 0) continue
    await db
      .updateTable('audit_log')
      .set({ verdict })
      .where('audit_id', 'in', judged[verdict])
      .where('verdict', 'is', null)
      .execute()
  }
}

/** The account a report is about must be the session's own or one it manages (see the module comment). */
async function requireReportableAccount(
  db: Kysely<Database>,
  session: Session,
  operation: AuditOperation,
  account: string,
) {
  requireAccount(session)
  if (REPORTED_FOR_UNHELD_ACCOUNT.has(operation)) return
  const seen = await db
    .selectFrom('chain_accounts')
    .select('account')
    .where('account', '=', account)
    .where(visibleAccountFilter(session))
    .executeTakeFirst()
  if (!seen) throw forbidden()
}

/**
 * Rows a session may read: the operator all; a platform those of its own users, and those about its accounts
 * by anyone not of another platform.
 */
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
      // A row about one of its accounts, unless the acting user belongs to another platform (whose name it shows).
      eb.and([
        eb(
          'audit_log.account',
          'in',
          eb.selectFrom('chain_accounts').select('account').where('chain_accounts.platform', '=', platform),
        ),
        eb(
          'audit_log.user_id',
          'not in',
          eb
            .selectFrom('chain_accounts')
            .select('user_id')
            .where('chain_accounts.platform', 'is not', null)
            .where('chain_accounts.platform', '!=', platform)
            .where('chain_accounts.user_id', 'is not', null),
        ),
      ]),
    ]),
  )
}

export const auditRoutes = [
  route(endpoints.auditLog, async ({ input, session, context }) => {
    const live = requireSession(session)
    await judgeIndexedReports(context.db)
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
        .where((eb) =>
          eb.or([
            eb('audit_log.tx_id', 'is', null),
            eb.and([
              eb('indexed_transactions.tx_hash', 'is not', null),
              eb.or([eb('audit_log.verdict', 'is', null), eb('audit_log.verdict', '!=', 'mismatch')]),
            ]),
          ]),
        )
    if (input.result === 'mismatch')
      query = query
        .where('audit_log.failed', '=', false)
        .where('indexed_transactions.tx_hash', 'is not', null)
        .where('audit_log.verdict', '=', 'mismatch')
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
        request_id: row.request_id,
      })),
    }
  }),

  route(endpoints.auditRecord, async ({ input, session, context, request }) => {
    const live = requireSession(session)
    await requireReportableAccount(context.db, live, input.operation, input.account)
    const txId = input.tx_id ?? null
    if (txId !== null) {
      // A claim by an account that did not sign (shown 不符) never keeps the signer from reporting its own.
      await judgeIndexedReports(context.db)
      await context.db
        .deleteFrom('audit_log')
        .where('tx_id', '=', txId)
        .where('operation', '=', input.operation)
        .where('account', '=', input.account)
        .where('verdict', '=', 'mismatch')
        .execute()
    }
    await writeAudit(context.db, {
      session: live,
      account: input.account,
      operation: input.operation,
      txId,
      failed: txId === null,
      detail: input.error_code ?? '',
      at: attemptTime(input.attempted_at, new Date()),
      requestId: request.id,
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
    if (indexed) await judgeIndexedReports(context.db)
    const judged = await context.db
      .selectFrom('audit_log')
      .select('verdict')
      .where('audit_id', '=', written.audit_id)
      .executeTakeFirstOrThrow()
    if (indexed && judged.verdict !== 'mismatch' && input.operation === 'create_account' && input.public_key)
      await recordCreatedAccount(context.db, live, input.account, input.public_key)
    const result = resultOf({
      failed: written.failed,
      tx_id: written.tx_id,
      block_number: indexed?.block_number ?? null,
      verdict: judged.verdict,
    })
    context.metrics.chainOperations.inc({ operation: input.operation, result })
    return { audit_id: written.audit_id, result }
  }),
]
