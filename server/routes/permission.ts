import type { Kysely, Selectable, Transaction } from 'kysely'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { Role } from '@/api/primitives'
import type { ServerContext } from '../context'
import type { ApplicationsTable, Database } from '../db/schema'
import { ApiFailure, badRequest, conflict, notFound } from '../http/failure'
import { hitRateLimit, rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import type { Session } from '../http/session'
import { pageOf } from '../db/page-of'
import {
  containsPattern,
  managedAccountQuery,
  requireAccount,
  requireSession,
  toManagedAccount,
  visibleAccountFilter,
} from './scope'
import { writeAudit } from './audit'
import { requireCreatedByApproval, waitForCreation } from './account-binding'
import { replacePassphraseCheck, replaceStoredKey, requireStepUp, type KeyChange } from './key-custody'
import { toApplication } from './system'

/** Applications a reviewer may see: the operator all, a platform those made for its business. */
function applicationsInScope(db: Kysely<Database>, session: Session) {
  const query = db
    .selectFrom('applications')
    .innerJoin('users', 'users.user_id', 'applications.user_id')
    .selectAll('applications')
    .select('users.user_name')
  if (session.role === Role.Operator) return query
  return query.where('applications.bussiness_name', '=', session.account?.bussiness_name ?? '\u0000')
}

/** Checks every key belongs to one of the user's custodial accounts; answers those accounts' ids. */
async function checkKeys(db: Kysely<Database>, userId: string, keys: readonly { perm_accounts_id: string }[]) {
  const custodial = await db
    .selectFrom('chain_accounts')
    .select(['perm_accounts_id', 'account', 'encrypted_private_key'])
    .where('user_id', '=', userId)
    .where('type', '=', 2)
    .execute()
  for (const key of keys) {
    if (!custodial.some((account) => account.perm_accounts_id === key.perm_accounts_id))
      throw badRequest(`keys: ${key.perm_accounts_id} is not a custodial account of this user`)
  }
  return custodial
}

/** Stores the keys' new ciphertexts; what they replace is kept (`key_versions`). */
async function storeKeys(
  trx: Transaction<Database>,
  change: KeyChange,
  keys: readonly { perm_accounts_id: string; encrypted_private_key: string }[],
) {
  for (const key of keys)
    await replaceStoredKey(trx, change, { permAccountsId: key.perm_accounts_id, ciphertext: key.encrypted_private_key })
}

/**
 * The approved applicant holds the account: a new row, or the unheld row of an account created directly from
 * /account-manage. Only after the proof (`account-binding.ts`): the indexed creation or the key's signature.
 */
async function bindApplicant(trx: Transaction<Database>, application: Selectable<ApplicationsTable>) {
  const existing = await trx
    .selectFrom('chain_accounts')
    .select(['perm_accounts_id', 'user_id'])
    .where('account', '=', application.account)
    .forUpdate()
    .executeTakeFirst()
  if (existing?.user_id) throw conflict('该链账户已被绑定')
  const platform = await trx
    .selectFrom('chain_accounts')
    .select('platform')
    .where('role', '=', Role.Platform)
    .where('bussiness_name', '=', application.bussiness_name)
    .executeTakeFirst()
  const values = {
    user_id: application.user_id,
    type: application.type,
    public_key: application.public_key,
    apply_id: application.apply_id,
    encrypted_private_key: application.encrypted_private_key,
  }
  const bound = existing
    ? await trx
        .updateTable('chain_accounts')
        .set(values)
        .where('perm_accounts_id', '=', existing.perm_accounts_id)
        .returning('perm_accounts_id')
        .executeTakeFirstOrThrow()
    : await trx
        .insertInto('chain_accounts')
        .values({
          ...values,
          account: application.account,
          role: 0,
          operator_state: 1,
          platform_state: 1,
          chain_info_id: application.chain_info_id,
          bussiness_name: application.bussiness_name,
          platform: platform?.platform ?? null,
        })
        .returning('perm_accounts_id')
        .executeTakeFirstOrThrow()
  await trx
    .updateTable('users')
    .set({ current_account_id: bound.perm_accounts_id })
    .where('user_id', '=', application.user_id)
    .where('current_account_id', 'is', null)
    .execute()
}

async function listApplications(
  context: ServerContext,
  session: Session,
  input: { current: number; size: number; account?: string; state?: 'approved' | 'rejected' },
  pending: boolean,
) {
  let query = applicationsInScope(context.db, session)
  query = pending
    ? query.where('applications.state', '=', 'pending')
    : query.where('applications.state', '!=', 'pending')
  if (input.state) query = query.where('applications.state', '=', input.state)
  if (input.account) query = query.where('applications.account', 'ilike', containsPattern(input.account))
  const { total, rows } = await pageOf(query, input, (all) =>
    all.orderBy('applications.create_time', 'desc').orderBy('applications.apply_id', 'desc'),
  )
  return { total, list: rows.map(toApplication) }
}

export const permissionRoutes = [
  route(endpoints.accountList, async ({ input, session, context }) => {
    const live = requireSession(session)
    let query = managedAccountQuery(context.db).where(visibleAccountFilter(live))
    if (input.account) query = query.where('chain_accounts.account', 'ilike', containsPattern(input.account))
    if (input.role !== undefined) query = query.where('chain_accounts.role', '=', Number(input.role))
    if (input.state === '2')
      query = query.where((eb) =>
        eb.or([eb('chain_accounts.operator_state', '=', 2), eb('chain_accounts.platform_state', '=', 2)]),
      )
    if (input.state === '1')
      query = query.where('chain_accounts.operator_state', '=', 1).where('chain_accounts.platform_state', '=', 1)
    const { total, rows } = await pageOf(query, input, (all) =>
      all.orderBy('chain_accounts.create_time', 'desc').orderBy('chain_accounts.perm_accounts_id', 'desc'),
    )
    return { total, list: rows.map(toManagedAccount) }
  }),

  // The chain is the truth: the contract account is the root manager, others as the indexer saw setaccrole.
  route(endpoints.managerRights, async ({ session, context }) => {
    const account = requireSession(session).account
    if (!account) return { account: null, is_manager: false }
    const chain = await context.db
      .selectFrom('chains')
      .select('contract_account')
      .where('chain_info_id', '=', account.chain_info_id)
      .executeTakeFirst()
    if (chain?.contract_account === account.account) return { account: account.account, is_manager: true }
    const indexed = await context.db
      .selectFrom('indexed_accounts')
      .select('is_manager')
      .where('account', '=', account.account)
      .executeTakeFirst()
    return { account: account.account, is_manager: indexed?.is_manager ?? false }
  }),

  route(endpoints.getAccountInfo, async ({ input, session, context }) => {
    const live = requireSession(session)
    const name = input.account ?? requireAccount(live).account
    const row = await managedAccountQuery(context.db)
      .where('chain_accounts.account', '=', name)
      .where(visibleAccountFilter(live))
      .executeTakeFirst()
    if (!row) throw notFound('链账户不存在')
    return {
      ...toManagedAccount(row),
      apply_id: row.apply_id,
      custodial_key_stored: row.encrypted_private_key !== null,
    }
  }),

  route(endpoints.getNeedApproved, ({ input, session, context }) =>
    listApplications(context, requireSession(session), input, true),
  ),

  route(endpoints.approvedApplications, ({ input, session, context }) =>
    listApplications(context, requireSession(session), input, false),
  ),

  route(endpoints.reviewApplication, async ({ input, session, context, request }) => {
    const live = requireSession(session)
    const reviewer = requireAccount(live)
    if (input.approved) await waitForCreation(context.db, input.tx_id)
    return context.db.transaction().execute(async (trx) => {
      const application = await applicationsInScope(trx, live)
        .where('applications.apply_id', '=', input.apply_id)
        .forUpdate('applications')
        .executeTakeFirst()
      if (!application) throw notFound('申请不存在')
      if (application.state !== 'pending') throw conflict('该申请已审核')
      if (input.approved && application.apply_type === 'create_account')
        await requireCreatedByApproval(trx, application, reviewer.account, input.tx_id)
      if (input.approved && application.apply_type !== 'reset_key') await bindApplicant(trx, application)
      if (input.approved && application.apply_type === 'reset_key') {
        // The reviewer has moved every permission of the account to the applied key (its tx_id): the
        // server keeps the new public key and the key's ciphertext the applicant made in the browser.
        const held = await trx
          .selectFrom('chain_accounts')
          .select('perm_accounts_id')
          .where('account', '=', application.account)
          .where('user_id', '=', application.user_id)
          .executeTakeFirst()
        if (held) {
          // The key it replaces is kept: a reset can be undone by an operator.
          const change: KeyChange = {
            userId: application.user_id,
            cause: 'reset_key',
            by: live.user.user_id,
            at: new Date(),
          }
          await replaceStoredKey(trx, change, {
            permAccountsId: held.perm_accounts_id,
            ciphertext: application.encrypted_private_key,
            publicKey: application.public_key,
          })
          await trx
            .updateTable('chain_accounts')
            .set({ apply_id: application.apply_id })
            .where('perm_accounts_id', '=', held.perm_accounts_id)
            .execute()
        }
      }
      await writeAudit(trx, {
        session: live,
        account: application.account,
        operation: input.approved ? 'approve_application' : 'reject_application',
        txId: input.approved ? (input.tx_id ?? null) : null,
        detail: input.approved ? application.apply_type : input.reason,
        requestId: request.id,
      })
      const reviewed = await trx
        .updateTable('applications')
        .set({
          state: input.approved ? 'approved' : 'rejected',
          reason: input.approved ? '' : input.reason,
          review_time: new Date(),
          reviewer: reviewer.account,
        })
        .where('apply_id', '=', application.apply_id)
        .returningAll()
        .executeTakeFirstOrThrow()
      return toApplication({ ...reviewed, user_name: application.user_name })
    })
  }),

  route(endpoints.passphraseState, ({ session }) => ({
    passphrase_set: requireSession(session).user.passphrase_check !== null,
  })),

  route(
    endpoints.setPassphrase,
    async ({ input, session, context }) => {
      const { user } = requireSession(session)
      await checkKeys(context.db, user.user_id, input.keys)
      await context.db.transaction().execute(async (trx) => {
        // Only the first set wins, even when two instances race.
        const set = await trx
          .updateTable('users')
          .set({ passphrase_check: input.passphrase_check })
          .where('user_id', '=', user.user_id)
          .where('passphrase_check', 'is', null)
          .returning('user_id')
          .executeTakeFirst()
        if (!set) throw new ApiFailure(apiErrorCodes.passphraseAlreadySet, '口令密码已设置，请使用修改口令密码')
        await storeKeys(
          trx,
          { userId: user.user_id, cause: 'set_passphrase', by: user.user_id, at: new Date() },
          input.keys,
        )
      })
      return 1 as const
    },
    { bodyLimit: 1024 * 1024 },
  ),

  route(
    endpoints.changePassphrase,
    async ({ input, session, context }) => {
      const live = requireSession(session)
      const { user } = live
      if (user.passphrase_check === null) throw new ApiFailure(apiErrorCodes.passphraseNotSet, '尚未设置口令密码')
      // The server cannot tell a good ciphertext from garbage: the login password again, or nothing changes.
      await requireStepUp(context, live, input.data)
      const custodial = await checkKeys(context.db, user.user_id, input.keys)
      // A key left encrypted with the old passphrase could never be opened again: all or nothing.
      const missing = custodial.filter(
        (account) =>
          account.encrypted_private_key !== null &&
          !input.keys.some((key) => key.perm_accounts_id === account.perm_accounts_id),
      )
      if (missing.length > 0)
        throw badRequest(
          `keys: every stored key must be re-encrypted (missing ${missing.map((account) => account.account).join(', ')})`,
        )
      await context.db.transaction().execute(async (trx) => {
        const change: KeyChange = { userId: user.user_id, cause: 'change_passphrase', by: user.user_id, at: new Date() }
        await replacePassphraseCheck(trx, change, input.passphrase_check)
        await storeKeys(trx, change, input.keys)
      })
      return 1 as const
    },
    { bodyLimit: 1024 * 1024 },
  ),

  route(
    endpoints.verifyPassphrase,
    async ({ input, session, context }) => {
      const live = requireSession(session)
      // The ciphertexts can be attacked offline once handed out: few per user and per IP.
      await hitRateLimit(context, rateLimits.passphraseByUser, live.user.user_id)
      if (live.user.passphrase_check === null) throw new ApiFailure(apiErrorCodes.passphraseNotSet, '尚未设置口令密码')
      const account = input.perm_accounts_id
        ? await context.db
            .selectFrom('chain_accounts')
            .selectAll()
            .where('perm_accounts_id', '=', input.perm_accounts_id)
            .where('user_id', '=', live.user.user_id)
            .executeTakeFirst()
        : requireAccount(live)
      if (!account) throw notFound('链账户不存在')
      return {
        passphrase_check: live.user.passphrase_check,
        account: account.account,
        encrypted_private_key: account.type === 2 ? account.encrypted_private_key : null,
      }
    },
    { ipLimits: [rateLimits.passphraseByIp] },
  ),
]
