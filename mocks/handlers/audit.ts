import { REPORTED_FOR_UNHELD_ACCOUNT, type AuditEntry, type AuditOperation, type AuditResult } from '@/api/audit'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { AccountType, ActiveState, Role } from '@/api/primitives'
import { nextId, nextTime } from '../store/store'
import type { AuditRecord, Store } from '../store/types'
import { MockFailure, route, type MockSession } from '../http/define-route'
import { contains, newestFirst, paginate, requireAccount, requireSession, visibleAccounts } from '../http/views'

/**
 * The mock's audit log: the server's rules (issue 14 item 5). A reported transaction is "pending" until the
 * store's indexer set has it (the fixtures' history has); the mock keeps no actions, so it never judges one
 * "mismatch" (server/routes/audit.ts does). A report about an account the session neither holds nor manages
 * is refused, as on the server.
 */

export function writeMockAudit(
  store: Store,
  session: MockSession,
  entry: { account: string; operation: AuditOperation; txId?: string | null; failed?: boolean; detail?: string },
): AuditRecord {
  const record: AuditRecord = {
    audit_id: nextId(),
    user_id: session.user.user_id,
    actor_account: session.account?.account ?? null,
    account: entry.account,
    operation: entry.operation,
    tx_id: entry.txId ?? null,
    failed: entry.failed ?? false,
    detail: entry.detail ?? '',
    create_time: nextTime(),
  }
  store.audit.push(record)
  return record
}

function resultOf(store: Store, record: AuditRecord): AuditResult {
  if (record.failed) return 'failed'
  if (record.tx_id === null) return 'success'
  return store.indexedTransactions.has(record.tx_id) ? 'success' : 'pending'
}

function requireReportableAccount(store: Store, session: MockSession, operation: AuditOperation, account: string) {
  requireAccount(session)
  if (REPORTED_FOR_UNHELD_ACCOUNT.has(operation)) return
  if (!visibleAccounts(store, session).some((visible) => visible.account === account))
    throw new MockFailure(apiErrorCodes.forbidden, apiMessages.noPermission, 403)
}

function inScope(store: Store, session: MockSession, record: AuditRecord): boolean {
  if (session.role === Role.Operator) return true
  const platform = session.account?.platform
  if (!platform) return false
  const ours = store.accounts.filter((account) => account.platform === platform)
  if (ours.some((account) => account.user_id === record.user_id)) return true
  // A row about one of its accounts, unless the acting user belongs to another platform (whose name it shows).
  const actorElsewhere = store.accounts.some(
    (account) => account.user_id === record.user_id && account.platform !== null && account.platform !== platform,
  )
  return !actorElsewhere && ours.some((account) => account.account === record.account)
}

export const auditRoutes = [
  route(endpoints.auditLog, ({ input, session, store }) => {
    const live = requireSession(session)
    const rows = store.audit.filter((record) => {
      if (!inScope(store, live, record)) return false
      const userName = store.users.find((user) => user.user_id === record.user_id)?.user_name ?? ''
      if (
        input.account &&
        !contains(record.account, input.account) &&
        !contains(record.actor_account ?? '', input.account) &&
        !contains(userName, input.account)
      )
        return false
      if (input.operation && record.operation !== input.operation) return false
      return input.result === undefined || resultOf(store, record) === input.result
    })
    const page = paginate(newestFirst(rows), input)
    return {
      total: page.total,
      list: page.list.map((record): AuditEntry => ({
        audit_id: record.audit_id,
        user_name: store.users.find((user) => user.user_id === record.user_id)?.user_name ?? '',
        actor_account: record.actor_account,
        account: record.account,
        operation: record.operation,
        tx_id: record.tx_id,
        block_num: record.tx_id !== null && store.indexedTransactions.has(record.tx_id) ? '1' : null,
        result: resultOf(store, record),
        detail: record.detail,
        create_time: record.create_time,
        // The offline demo has no server logs for a request id to lead to.
        request_id: null,
      })),
    }
  }),

  route(endpoints.auditRecord, ({ input, session, store }) => {
    const live = requireSession(session)
    requireReportableAccount(store, live, input.operation, input.account)
    const txId = input.tx_id ?? null
    const existing =
      txId === null
        ? undefined
        : store.audit.find(
            (record) =>
              record.tx_id === txId && record.operation === input.operation && record.account === input.account,
          )
    if (existing && existing.user_id !== live.user.user_id)
      throw new MockFailure(apiErrorCodes.conflict, '该交易已由其他用户记录')
    const record =
      existing ??
      writeMockAudit(store, live, {
        account: input.account,
        operation: input.operation,
        txId,
        failed: txId === null,
        detail: input.error_code ?? '',
      })
    if (input.operation === 'create_account' && txId !== null && input.public_key)
      addCreatedAccount(store, live, input.account, input.public_key)
    return { audit_id: record.audit_id, result: resultOf(store, record) }
  }),
]

/**
 * An account created directly joins the managed list, as the server does once its indexer saw the creator
 * register it (the mock's chain "indexes" at once): no user yet, one level below its creator.
 */
function addCreatedAccount(store: Store, session: MockSession, account: string, publicKey: string): void {
  const creator = session.account
  if (!creator || store.accounts.some((existing) => existing.account === account)) return
  const platformCreated = creator.role === Role.Operator
  store.accounts.push({
    perm_accounts_id: nextId(),
    account,
    user_id: '',
    type: AccountType.NonCustodial,
    role: platformCreated ? Role.Platform : 0,
    operator_state: ActiveState.Enabled,
    platform_state: ActiveState.Enabled,
    public_key: publicKey,
    chain_info_id: creator.chain_info_id,
    bussiness_name: platformCreated ? account : creator.bussiness_name,
    apply_id: null,
    platform: platformCreated ? account : creator.platform,
    create_time: nextTime(),
    encrypted_private_key: null,
  })
}
