import type { Kysely, Transaction } from 'kysely'
import { endpoints } from '@/api/endpoints'
import { stepUpPayload, type KeyVersion } from '@/api/key-custody'
import { passwordMatches } from '../auth/passwords'
import { openPayload } from '../auth/payload'
import type { ServerContext } from '../context'
import type { Database } from '../db/schema'
import { pageOf } from '../db/page-of'
import { ApiFailure, notFound } from '../http/failure'
import { hitRateLimit, rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { formatTime } from '../http/time'
import { apiErrorCodes } from '@/api/envelope'
import { containsPattern, requireSession } from './scope'

/**
 * Key material (issue 19 item 7): the passphrase check value and the custodial keys' ciphertexts. The server
 * cannot open them, so it cannot tell a good one from garbage: a change needs the login password again
 * (step-up) and every replaced value is kept in `key_versions`, which an operator can list and put back.
 */

type Db = Kysely<Database> | Transaction<Database>

/**
 * Checks the step-up payload: the login password, at the cost of a login (scrypt), counted per user like the
 * passphrase checks so a stolen session cannot guess it at speed. Refuses with the same message as a wrong one.
 */
export async function requireStepUp(context: ServerContext, session: Session, data: string): Promise<void> {
  await hitRateLimit(context, rateLimits.passphraseByUser, session.user.user_id)
  const payload = await openPayload(context, data, stepUpPayload)
  if (!(await passwordMatches(payload.password, session.user.password_hash)))
    throw new ApiFailure(apiErrorCodes.badRequest, '登录密码错误')
}

export interface KeyChange {
  readonly userId: string
  readonly cause: 'set_passphrase' | 'change_passphrase' | 'reset_key' | 'restore'
  /** The user making the change: the holder, or the operator who restores. */
  readonly by: string
  /** One time for every value one change replaces: restoring a version puts the whole change back. */
  readonly at: Date
}

/** Replaces the user's passphrase check value, keeping the one it replaces. */
export async function replacePassphraseCheck(
  trx: Db,
  change: KeyChange,
  passphraseCheck: string | null,
): Promise<void> {
  const user = await trx
    .selectFrom('users')
    .select('passphrase_check')
    .where('user_id', '=', change.userId)
    .forUpdate()
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('key_versions')
    .values({
      user_id: change.userId,
      perm_accounts_id: null,
      account: null,
      ciphertext: user.passphrase_check,
      public_key: null,
      cause: change.cause,
      replaced_by: change.by,
      replaced_at: change.at,
    })
    .execute()
  await trx
    .updateTable('users')
    .set({ passphrase_check: passphraseCheck })
    .where('user_id', '=', change.userId)
    .execute()
}

/** Replaces a chain account's key ciphertext (and public key when given), keeping the ones it replaces. */
export async function replaceStoredKey(
  trx: Db,
  change: KeyChange,
  key: { permAccountsId: string; ciphertext: string | null; publicKey?: string },
): Promise<boolean> {
  const account = await trx
    .selectFrom('chain_accounts')
    .select(['account', 'encrypted_private_key', 'public_key'])
    .where('perm_accounts_id', '=', key.permAccountsId)
    .where('user_id', '=', change.userId)
    .forUpdate()
    .executeTakeFirst()
  if (!account) return false
  await trx
    .insertInto('key_versions')
    .values({
      user_id: change.userId,
      perm_accounts_id: key.permAccountsId,
      account: account.account,
      ciphertext: account.encrypted_private_key,
      public_key: account.public_key,
      cause: change.cause,
      replaced_by: change.by,
      replaced_at: change.at,
    })
    .execute()
  await trx
    .updateTable('chain_accounts')
    .set({ encrypted_private_key: key.ciphertext, ...(key.publicKey ? { public_key: key.publicKey } : {}) })
    .where('perm_accounts_id', '=', key.permAccountsId)
    .execute()
  return true
}

/** Puts back every value of the change `versionId` belongs to; what it replaces is kept in turn. */
async function restoreChange(db: Kysely<Database>, versionId: string, operator: Session): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const version = await trx
      .selectFrom('key_versions')
      .select(['user_id', 'replaced_at'])
      .where('version_id', '=', versionId)
      .executeTakeFirst()
    if (!version) throw notFound('密钥版本不存在')
    const rows = await trx
      .selectFrom('key_versions')
      .selectAll()
      .where('user_id', '=', version.user_id)
      .where('replaced_at', '=', version.replaced_at)
      .orderBy('version_id')
      .execute()
    const change: KeyChange = { userId: version.user_id, cause: 'restore', by: operator.user.user_id, at: new Date() }
    for (const row of rows) {
      if (row.perm_accounts_id === null) await replacePassphraseCheck(trx, change, row.ciphertext)
      else
        await replaceStoredKey(trx, change, {
          permAccountsId: row.perm_accounts_id,
          ciphertext: row.ciphertext,
          ...(row.public_key ? { publicKey: row.public_key } : {}),
        })
    }
  })
}

export const keyCustodyRoutes = [
  route(endpoints.keyVersions, async ({ input, session, context }) => {
    requireSession(session)
    let query = context.db
      .selectFrom('key_versions')
      .innerJoin('users', 'users.user_id', 'key_versions.user_id')
      .selectAll('key_versions')
      .select('users.user_name')
    if (input.user_name) query = query.where('users.user_name', 'ilike', containsPattern(input.user_name))
    if (input.account) query = query.where('key_versions.account', 'ilike', containsPattern(input.account))
    const { total, rows } = await pageOf(query, input, (all) => all.orderBy('key_versions.version_id', 'desc'))
    return {
      total,
      list: rows.map((row): KeyVersion => ({
        version_id: row.version_id,
        user_name: row.user_name,
        kind: row.perm_accounts_id === null ? 'passphrase_check' : 'private_key',
        account: row.account,
        stored: row.ciphertext !== null,
        cause: row.cause,
        replaced_at: formatTime(row.replaced_at),
      })),
    }
  }),

  route(endpoints.restoreKeyVersion, async ({ input, session, context }) => {
    await restoreChange(context.db, input.version_id, requireSession(session))
    return 1 as const
  }),
]
