/**
 * The logged-in session as the console's screens see it, kept in the spec's session storage items
 * (`token`, `loginInfo`, `chain`; spec §3). One mapping for every writer (login, account switch) and every
 * reader (session restore on load, the layout), so they cannot drift apart.
 */
import { AccountType, roleOf, type Role } from '@/api/primitives'
import type { SessionState } from '@/api/system'
import {
  readChain,
  readLoginInfo,
  readToken,
  writeChain,
  writeLoginInfo,
  type LoginInfo,
  type SessionChain,
  type SessionStore,
} from '@/lib/session'

export interface ConsoleChainAccount {
  account: string
  /** Non-custodial accounts may not operate on the chain from the console. */
  type: AccountType
  permAccountsId: string
  publicKey: string
}

export interface ConsoleSession {
  userName: string
  /** The current chain account's role; null for a visitor (any other stored value, or no account). */
  role: Role | null
  /** The current chain account; null for a user who has none yet. */
  account: ConsoleChainAccount | null
  /** The chain and contract the console acts on (header: target chain, contract info). */
  chain: SessionChain | null
}

export type ConsoleSessionRead =
  { status: 'ok'; session: ConsoleSession } | { status: 'missing' } | { status: 'corrupted' }

/**
 * `loginInfo.type` of a user without a chain account. The item's shape (spec §3) has no "no account"
 * case; 0 is neither non-custodial (1) nor custodial (2), and `account` then holds the user name.
 */
const NO_CHAIN_ACCOUNT_TYPE = 0

/** The session items a session state is stored as (`chain` is null when the user has no account yet). */
export function sessionItemsOf(session: SessionState): { loginInfo: LoginInfo; chain: SessionChain | null } {
  const account = session.account
  const loginInfo: LoginInfo = account
    ? {
        account: account.account,
        type: account.type,
        role: account.role,
        user_name: session.user.user_name,
        perm_accounts_id: account.perm_accounts_id,
        public_key: account.pk,
      }
    : { account: session.user.user_name, type: NO_CHAIN_ACCOUNT_TYPE, role: null, user_name: session.user.user_name }
  return { loginInfo, chain: session.chain }
}

/** Stores the session answered by `getInfo` or an account switch (the token is stored on its own). */
export function storeSessionState(session: SessionState, store?: SessionStore): void {
  const { loginInfo, chain } = sessionItemsOf(session)
  writeLoginInfo(loginInfo, store)
  if (chain) writeChain(chain, store)
}

function chainAccountOf(info: LoginInfo): ConsoleChainAccount | null | 'corrupted' {
  if (info.type === NO_CHAIN_ACCOUNT_TYPE) return null
  if (
    (info.type !== AccountType.NonCustodial && info.type !== AccountType.Custodial) ||
    info.perm_accounts_id === undefined
  )
    return 'corrupted'
  return {
    account: info.account,
    type: info.type,
    permAccountsId: String(info.perm_accounts_id),
    publicKey: info.public_key ?? '',
  }
}

/** Builds the session from already-read items; null items mean "not stored". */
export function sessionFromItems(
  token: string | null,
  info: LoginInfo | null,
  chain: SessionChain | null,
): ConsoleSessionRead {
  if (token === null && info === null) return { status: 'missing' }
  // A token without login info (or the reverse) is a half-written or tampered session.
  if (token === null || info === null || info.user_name === undefined) return { status: 'corrupted' }
  const account = chainAccountOf(info)
  if (account === 'corrupted') return { status: 'corrupted' }
  return {
    status: 'ok',
    session: { userName: info.user_name, role: account ? roleOf(info.role) : null, account, chain },
  }
}

/** Reads the saved session: `missing` when nobody is logged in, `corrupted` when any item fails its schema. */
export function readConsoleSession(store?: SessionStore): ConsoleSessionRead {
  const token = readToken(store)
  const info = readLoginInfo(store)
  const chain = readChain(store)
  if (token.status === 'corrupted' || info.status === 'corrupted' || chain.status === 'corrupted')
    return { status: 'corrupted' }
  return sessionFromItems(
    token.status === 'ok' ? token.value : null,
    info.status === 'ok' ? info.value : null,
    chain.status === 'ok' ? chain.value : null,
  )
}

/**
 * The session-restore machine answers the API's session shape. Session storage does not keep the user
 * id (nothing in the console reads it), so it comes back as '0'.
 */
export function toSessionState(session: ConsoleSession): SessionState {
  return {
    account: session.account
      ? {
          account: session.account.account,
          role: session.role ?? 0,
          type: session.account.type,
          perm_accounts_id: session.account.permAccountsId,
          pk: session.account.publicKey,
        }
      : null,
    user: { user_id: '0', user_name: session.userName },
    chain: session.chain
      ? {
          account: session.chain.account,
          chain_rpc: session.chain.chain_rpc ?? '',
          chain_type: session.chain.chain_type ?? '',
          bussiness_name: session.chain.bussiness_name ?? '',
        }
      : null,
    permissions: session.role === null ? [] : [String(session.role)],
  }
}
