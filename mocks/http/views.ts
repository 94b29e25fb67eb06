import { Role } from '@/api/primitives'
import type { AccountApplication, SessionState, UserChainAccount } from '@/api/system'
import type { ManagedAccount } from '@/api/permission'
import type { PointsBalance } from '@/api/fee'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { MockFailure, type MockSession } from './define-route'
import type { ApplicationRecord, ChainAccountRecord, Store, UserRecord } from '../store/types'

/** `{ list, total }` of one page (`current` from 1). */
export function paginate<T>(
  items: readonly T[],
  page: { current: number; size: number },
): { list: T[]; total: number } {
  const start = (page.current - 1) * page.size
  return { list: items.slice(start, start + page.size), total: items.length }
}

/** Newest first, by a `YYYY-MM-DD HH:mm:ss` field (text order is time order). */
export function newestFirst<T extends { create_time: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => (a.create_time < b.create_time ? 1 : a.create_time > b.create_time ? -1 : 0))
}

/** Case-insensitive "contains" for optional filters; an absent or empty filter matches everything. */
export function contains(value: string, filter: string | undefined): boolean {
  return !filter || value.toLowerCase().includes(filter.toLowerCase())
}

export function inRange(time: string, start: string | undefined, end: string | undefined): boolean {
  // Spec §5: start and end dates cover whole days.
  const from = start && start.length === 10 ? `${start} 00:00:00` : start
  const to = end && end.length === 10 ? `${end} 23:59:59` : end
  return (!from || time >= from) && (!to || time <= to)
}

export function requireSession(session: MockSession | null): MockSession {
  if (!session) throw new MockFailure(apiErrorCodes.unauthorized, apiMessages.loginExpired, 401)
  return session
}

/** The session's current chain account, or a clear failure for users without one. */
export function requireAccount(session: MockSession | null): ChainAccountRecord {
  const account = requireSession(session).account
  if (!account) throw new MockFailure(apiErrorCodes.notFound, '当前用户没有链账户', 200)
  return account
}

export function userOf(store: Store, account: ChainAccountRecord): UserRecord | undefined {
  return store.users.find((user) => user.user_id === account.user_id)
}

/** Accounts a role may see: the operator sees all, a platform sees its own and its users', others their own. */
export function visibleAccounts(store: Store, session: MockSession): ChainAccountRecord[] {
  if (session.role === Role.Operator) return store.accounts
  const platform = session.account?.platform
  if (session.role === Role.Platform && platform)
    return store.accounts.filter((account) => account.platform === platform)
  return store.accounts.filter((account) => account.user_id === session.user.user_id)
}

export function chainTypeOf(store: Store, chainInfoId: string): string {
  return store.chains.find((chain) => chain.chain_info_id === chainInfoId)?.chain_type ?? ''
}

export function toUserChainAccount(store: Store, account: ChainAccountRecord, user: UserRecord): UserChainAccount {
  return {
    perm_accounts_id: account.perm_accounts_id,
    account: account.account,
    type: account.type,
    role: account.role,
    operator_state: account.operator_state,
    platform_state: account.platform_state,
    public_key: account.public_key,
    chain_info_id: account.chain_info_id,
    chain_type: chainTypeOf(store, account.chain_info_id),
    bussiness_name: account.bussiness_name,
    apply_id: account.apply_id,
    current: user.current_account_id === account.perm_accounts_id,
  }
}

export function toSessionState(store: Store, user: UserRecord): SessionState {
  const account = store.accounts.find((candidate) => candidate.perm_accounts_id === user.current_account_id) ?? null
  const contract = account
    ? store.contracts.find((candidate) => candidate.chain_info_id === account.chain_info_id)
    : undefined
  return {
    account: account
      ? {
          account: account.account,
          role: account.role,
          type: account.type,
          perm_accounts_id: account.perm_accounts_id,
          pk: account.public_key,
        }
      : null,
    user: { user_id: user.user_id, user_name: user.user_name },
    chain: account
      ? {
          account: account.account,
          chain_rpc: contract?.chain_rpc ?? '',
          chain_type: chainTypeOf(store, account.chain_info_id),
          bussiness_name: account.bussiness_name,
        }
      : null,
    permissions: account && account.role !== 0 ? [String(account.role)] : [],
  }
}

export function balanceOf(store: Store, account: string): number {
  return store.balances.get(account)?.balance ?? 0
}

export function toManagedAccount(store: Store, account: ChainAccountRecord): ManagedAccount {
  return {
    perm_accounts_id: account.perm_accounts_id,
    account: account.account,
    user_name: userOf(store, account)?.user_name ?? '',
    type: account.type,
    role: account.role,
    operator_state: account.operator_state,
    platform_state: account.platform_state,
    public_key: account.public_key,
    bussiness_name: account.bussiness_name,
    chain_type: chainTypeOf(store, account.chain_info_id),
    balance: String(balanceOf(store, account.account)),
    collectible_count: store.collectibles.filter((collectible) => collectible.owner === account.account).length,
    create_time: account.create_time,
  }
}

export function toPointsBalance(store: Store, account: ChainAccountRecord): PointsBalance | null {
  const record = store.balances.get(account.account)
  if (!record) return null
  return {
    account: account.account,
    role: account.role,
    bussiness_name: account.bussiness_name,
    balance: String(record.balance),
    update_time: record.update_time,
  }
}

/** An application without the store-only fields (owner id, key ciphertext). */
export function publicApplication(application: ApplicationRecord): AccountApplication {
  const { user_id: _user, encrypted_private_key: _key, ...visible } = application
  return visible
}
