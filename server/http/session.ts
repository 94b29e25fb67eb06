import { createHash } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { ChainAccountsTable, Database, UsersTable } from '../db/schema'

export type UserRow = Selectable<UsersTable>
export type ChainAccountRow = Selectable<ChainAccountsTable>

/** The caller as the server sees it, read from the database at each request (instances keep no state). */
export interface Session {
  readonly tokenHash: string
  readonly user: UserRow
  /** The current chain account, null when the user has none. */
  readonly account: ChainAccountRow | null
  /** The current account's role (0 when none). */
  readonly role: number
  readonly expiresAt: Date
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** The token from `Authorization` (bare, as the console sends it, or `Bearer …`). */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null
  const token = header.replace(/^Bearer\s+/i, '').trim()
  // Tokens are 43 base64url characters; anything else cannot be one and is not looked up.
  return /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null
}

export async function loadSession(
  db: Kysely<Database>,
  token: string | null,
  now = new Date(),
): Promise<Session | null> {
  if (!token) return null
  const tokenHash = hashToken(token)
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.expires_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return null
  const { expires_at, ...user } = row
  const account = user.current_account_id
    ? ((await db
        .selectFrom('chain_accounts')
        .selectAll()
        .where('perm_accounts_id', '=', user.current_account_id)
        .where('user_id', '=', user.user_id)
        .executeTakeFirst()) ?? null)
    : null
  return { tokenHash, user, account, role: account?.role ?? 0, expiresAt: expires_at }
}
