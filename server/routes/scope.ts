import type { ExpressionBuilder, Kysely, Selectable } from 'kysely'
import type { SessionState, UserChainAccount } from '@/api/system'
import type { ManagedAccount } from '@/api/permission'
import { Role } from '@/api/primitives'
import type { ChainAccountsTable, Database } from '../db/schema'
import { notFound, unauthorized } from '../http/failure'
import type { ChainAccountRow, Session, UserRow } from '../http/session'
import { formatTime } from '../http/time'

/** Object-level rules shared by the route groups: whose rows a session may read. */

export function requireSession(session: Session | null): Session {
  if (!session) throw unauthorized()
  return session
}

/** The session's current chain account, or a clear failure for users without one. */
export function requireAccount(session: Session | null): ChainAccountRow {
  const account = requireSession(session).account
  if (!account) throw notFound('当前用户没有链账户')
  return account
}

/**
 * Chain accounts a session may see: the operator all, a platform its own and its users' (same platform),
 * everyone else only their own.
 */
export function visibleAccountFilter(session: Session) {
  return (eb: ExpressionBuilder<Database, 'chain_accounts'>) => {
    if (session.role === Role.Operator) return eb.lit(true)
    const platform = session.account?.platform
    if (session.role === Role.Platform && platform) return eb('chain_accounts.platform', '=', platform)
    return eb('chain_accounts.user_id', '=', session.user.user_id)
  }
}

export async function findVisibleAccount(db: Kysely<Database>, session: Session, name: string) {
  const account = await db
    .selectFrom('chain_accounts')
    .selectAll()
    .where('account', '=', name)
    .where(visibleAccountFilter(session))
    .executeTakeFirst()
  if (!account) throw notFound('链账户不存在')
  return account
}

/**
 * Collectibles a session manages: the operator all, a platform those it minted, others those they hold.
 */
export function collectibleScope(session: Session) {
  return (eb: ExpressionBuilder<Database, 'collectibles'>) => {
    if (session.role === Role.Operator) return eb.lit(true)
    const platform = session.account?.platform
    if (session.role === Role.Platform && platform) return eb('collectibles.platform', '=', platform)
    return eb(
      'collectibles.owner',
      'in',
      eb.selectFrom('chain_accounts').select('account').where('user_id', '=', session.user.user_id),
    )
  }
}

export async function chainTypeOf(db: Kysely<Database>, chainInfoId: string): Promise<string> {
  const chain = await db
    .selectFrom('chains')
    .select('chain_type')
    .where('chain_info_id', '=', chainInfoId)
    .executeTakeFirst()
  return chain?.chain_type ?? ''
}

export async function sessionStateOf(db: Kysely<Database>, user: UserRow): Promise<SessionState> {
  const row = user.current_account_id
    ? await db
        .selectFrom('chain_accounts')
        .innerJoin('chains', 'chains.chain_info_id', 'chain_accounts.chain_info_id')
        .select([
          'chain_accounts.account',
          'chain_accounts.role',
          'chain_accounts.type',
          'chain_accounts.perm_accounts_id',
          'chain_accounts.public_key',
          'chain_accounts.bussiness_name',
          'chains.chain_rpc',
          'chains.chain_type',
        ])
        .where('chain_accounts.perm_accounts_id', '=', user.current_account_id)
        .where('chain_accounts.user_id', '=', user.user_id)
        .executeTakeFirst()
    : undefined
  return {
    account: row
      ? {
          account: row.account,
          role: row.role,
          type: row.type as 1 | 2,
          perm_accounts_id: row.perm_accounts_id,
          pk: row.public_key,
        }
      : null,
    user: { user_id: user.user_id, user_name: user.user_name },
    chain: row
      ? {
          account: row.account,
          chain_rpc: row.chain_rpc,
          chain_type: row.chain_type,
          bussiness_name: row.bussiness_name,
        }
      : null,
    permissions: row && (row.role === Role.Operator || row.role === Role.Platform) ? [String(row.role)] : [],
  }
}

export function toUserChainAccount(
  account: Selectable<ChainAccountsTable> & { chain_type: string },
  user: UserRow,
): UserChainAccount {
  return {
    perm_accounts_id: account.perm_accounts_id,
    account: account.account,
    type: account.type as 1 | 2,
    role: account.role,
    operator_state: account.operator_state as 1 | 2,
    platform_state: account.platform_state as 1 | 2,
    public_key: account.public_key,
    chain_info_id: account.chain_info_id,
    chain_type: account.chain_type,
    bussiness_name: account.bussiness_name,
    apply_id: account.apply_id,
    current: user.current_account_id === account.perm_accounts_id,
  }
}

/** Chain accounts joined with their owner's name, chain type and points balance (account management). */
export function managedAccountQuery(db: Kysely<Database>) {
  return (
    db
      .selectFrom('chain_accounts')
      // An account created directly has no user yet: it is listed all the same.
      .leftJoin('users', 'users.user_id', 'chain_accounts.user_id')
      .leftJoin('chains', 'chains.chain_info_id', 'chain_accounts.chain_info_id')
      .leftJoin('points_balances', 'points_balances.account', 'chain_accounts.account')
      .selectAll('chain_accounts')
      .select(['users.user_name', 'chains.chain_type', 'points_balances.balance'])
      .select((eb) =>
        eb
          .selectFrom('collectibles')
          .select((count) => count.fn.countAll<string>().as('count'))
          .whereRef('collectibles.owner', '=', 'chain_accounts.account')
          .as('collectible_count'),
      )
  )
}

export function toManagedAccount(
  row: Selectable<ChainAccountsTable> & {
    user_name: string | null
    chain_type: string | null
    balance: string | null
    collectible_count: string | number | bigint | null
  },
): ManagedAccount {
  return {
    perm_accounts_id: row.perm_accounts_id,
    account: row.account,
    user_name: row.user_name ?? '',
    type: row.type as 1 | 2,
    role: row.role,
    operator_state: row.operator_state as 1 | 2,
    platform_state: row.platform_state as 1 | 2,
    public_key: row.public_key,
    bussiness_name: row.bussiness_name,
    chain_type: row.chain_type ?? '',
    balance: row.balance ?? '0',
    collectible_count: Number(row.collectible_count ?? 0),
    create_time: formatTime(row.create_time),
  }
}

/** An escaped `ILIKE` pattern for "contains" filters. */
export function containsPattern(filter: string): string {
  return `%${filter.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}
