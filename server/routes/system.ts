import type { Selectable } from 'kysely'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { nationalMobile } from '@/api/forms'
import { createRegisterForm } from '@/api/register-form'
import {
  changePasswordPayload,
  resetPasswordPayload,
  sendResetCodePayload,
  type AccountApplication,
} from '@/api/system'
import { issueCaptcha } from '../auth/captcha'
import { clearFailures, loginNameHash } from '../auth/login-failures'
import { hashPassword, passwordMatches } from '../auth/passwords'
import { openPayload } from '../auth/payload'
import { consumeResetCode, issueResetCode } from '../auth/reset-codes'
import type { ApplicationsTable } from '../db/schema'
import { ApiFailure, badRequest, conflict, notFound } from '../http/failure'
import { hitRateLimit, rateLimits } from '../http/rate-limit'
import { route } from '../http/route'
import { formatNullableTime, formatTime } from '../http/time'
import { writeAudit } from './audit'
import { replaceStoredKey } from './key-custody'
import { checkApplicationProof } from './account-binding'
import { requireSession, sessionStateOf, toUserChainAccount } from './scope'

function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

function checkNewPassword(password: string): void {
  const rule = createRegisterForm().shape.password.safeParse(password)
  if (!rule.success) throw badRequest(rule.error.issues[0]?.message ?? 'invalid password')
}

/** An application as the API shows it: no owner id, no key ciphertext. */
export function toApplication(row: Selectable<ApplicationsTable> & { user_name: string }): AccountApplication {
  return {
    apply_id: row.apply_id,
    apply_type: row.apply_type,
    user_name: row.user_name,
    account: row.account,
    type: row.type as 1 | 2,
    public_key: row.public_key,
    chain_info_id: row.chain_info_id,
    bussiness_name: row.bussiness_name,
    remark: row.remark,
    state: row.state,
    reason: row.reason,
    create_time: formatTime(row.create_time),
    review_time: formatNullableTime(row.review_time),
    reviewer: row.reviewer,
  }
}

/** Postgres' unique-violation code: two instances raced on the same row. */
function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505'
}

export const systemRoutes = [
  route(endpoints.personalInformation, async ({ session, context }) => {
    const { user, account, role } = requireSession(session)
    const chainType = account
      ? await context.db
          .selectFrom('chains')
          .select('chain_type')
          .where('chain_info_id', '=', account.chain_info_id)
          .executeTakeFirst()
      : undefined
    const count = await context.db
      .selectFrom('chain_accounts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', user.user_id)
      .executeTakeFirstOrThrow()
    return {
      user_id: user.user_id,
      user_name: user.user_name,
      phone: maskPhone(user.phone),
      create_time: formatTime(user.create_time),
      role,
      account: account?.account ?? null,
      chain_type: account ? (chainType?.chain_type ?? '') : null,
      bussiness_name: account?.bussiness_name ?? null,
      chain_account_count: Number(count.count),
      passphrase_set: user.passphrase_check !== null,
    }
  }),

  route(endpoints.getChainType, ({ context }) =>
    context.db.selectFrom('chains').select(['chain_info_id', 'chain_type']).orderBy('chain_info_id').execute(),
  ),

  route(endpoints.getChainContract, async ({ input, context }) => {
    const contract = await context.db
      .selectFrom('chains')
      .selectAll()
      .where('chain_info_id', '=', input.chain_info_id)
      .executeTakeFirst()
    if (!contract) throw notFound('目标链不存在')
    return contract
  }),

  route(endpoints.getCode, ({ context }) => issueCaptcha(context), { ipLimits: [rateLimits.captchaByIp] }),

  route(endpoints.changePassword, async ({ input, session, context }) => {
    const live = requireSession(session)
    const payload = await openPayload(context, input.data, changePasswordPayload)
    if (!(await passwordMatches(payload.old_password, live.user.password_hash)))
      throw new ApiFailure(apiErrorCodes.badRequest, '原密码错误')
    checkNewPassword(payload.new_password)
    const password_hash = await hashPassword(payload.new_password)
    await context.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ password_hash }).where('user_id', '=', live.user.user_id).execute()
      // Every other session of the user ends: a stolen token dies with the old password.
      await trx
        .updateTable('sessions')
        .set({ revoked_at: new Date() })
        .where('user_id', '=', live.user.user_id)
        .where('token_hash', '!=', live.tokenHash)
        .where('revoked_at', 'is', null)
        .execute()
    })
    return 1 as const
  }),

  route(
    endpoints.sendResetCode,
    async ({ input, context }) => {
      const payload = await openPayload(context, input.data, sendResetCodePayload)
      await hitRateLimit(context, rateLimits.resetByAccount, payload.name)
      const phone = nationalMobile(payload.phone)
      const user = await context.db
        .selectFrom('users')
        .select(['user_id', 'phone'])
        .where('user_name', '=', payload.name)
        .where('phone', '=', phone)
        .executeTakeFirst()
      // The code is written and sent after the answer: a match must not take longer than a miss.
      if (user) context.afterAnswer.run('reset code', () => issueResetCode(context, user.user_id, user.phone))
      return 1 as const
    },
    { ipLimits: [rateLimits.resetByIp] },
  ),

  route(
    endpoints.resetPassword,
    async ({ input, context }) => {
      const payload = await openPayload(context, input.data, resetPasswordPayload)
      await hitRateLimit(context, rateLimits.resetByAccount, payload.name)
      const phone = nationalMobile(payload.phone)
      const user = await context.db
        .selectFrom('users')
        .select(['user_id'])
        .where('user_name', '=', payload.name)
        .where('phone', '=', phone)
        .executeTakeFirst()
      checkNewPassword(payload.new_password)
      if (!user || !(await consumeResetCode(context, user.user_id, payload.sms_code)))
        throw new ApiFailure(apiErrorCodes.badRequest, '验证码错误或已过期')
      const password_hash = await hashPassword(payload.new_password)
      await clearFailures(context, loginNameHash(payload.name))
      await context.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash }).where('user_id', '=', user.user_id).execute()
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', user.user_id)
          .where('revoked_at', 'is', null)
          .execute()
      })
      return 1 as const
    },
    { ipLimits: [rateLimits.resetByIp] },
  ),

  route(endpoints.getUserNft, async ({ session, context }) => {
    const { user } = requireSession(session)
    const rows = await context.db
      .selectFrom('chain_accounts')
      .innerJoin('chains', 'chains.chain_info_id', 'chain_accounts.chain_info_id')
      .selectAll('chain_accounts')
      .select('chains.chain_type')
      .where('chain_accounts.user_id', '=', user.user_id)
      .orderBy('chain_accounts.perm_accounts_id')
      .execute()
    return rows.map((row) => toUserChainAccount(row, user))
  }),

  route(endpoints.changeUserNft, async ({ input, session, context }) => {
    const { user } = requireSession(session)
    const chosen = await context.db
      .selectFrom('chain_accounts')
      .select('perm_accounts_id')
      .where('perm_accounts_id', '=', input.perm_accounts_id)
      .where('user_id', '=', user.user_id)
      .executeTakeFirst()
    if (!chosen) throw notFound('链账户不存在')
    await context.db
      .updateTable('users')
      .set({ current_account_id: chosen.perm_accounts_id })
      .where('user_id', '=', user.user_id)
      .execute()
    return sessionStateOf(context.db, { ...user, current_account_id: chosen.perm_accounts_id })
  }),

  route(endpoints.applyAccount, async ({ input, session, context, request }) => {
    const { user } = requireSession(session)
    if (input.type === 2 && !input.encrypted_private_key)
      throw badRequest('encrypted_private_key: required for a custodial account')
    const chain = await context.db
      .selectFrom('chains')
      .select('chain_info_id')
      .where('chain_info_id', '=', input.chain_info_id)
      .executeTakeFirst()
    if (!chain) throw notFound('目标链不存在')
    if (input.apply_type === 'create_account') {
      const taken = await context.db
        .selectFrom('chain_accounts')
        .select('account')
        .where('account', '=', input.account)
        .union(
          context.db
            .selectFrom('applications')
            .select('account')
            .where('account', '=', input.account)
            .where('state', '!=', 'rejected'),
        )
        .executeTakeFirst()
      if (taken) throw conflict('链上已存在该账户')
    } else if (input.apply_type === 'reset_key') {
      const own = await context.db
        .selectFrom('chain_accounts')
        .select('account')
        .where('account', '=', input.account)
        .where('user_id', '=', user.user_id)
        .executeTakeFirst()
      if (!own) throw notFound('链账户不存在')
    }
    const proof = await checkApplicationProof(context, user.user_id, input)
    try {
      const created = await context.db
        .insertInto('applications')
        .values({
          apply_type: input.apply_type,
          user_id: user.user_id,
          account: input.account,
          type: input.type,
          public_key: input.public_key,
          chain_info_id: input.chain_info_id,
          bussiness_name: input.bussiness_name,
          remark: input.remark,
          state: 'pending',
          reason: '',
          encrypted_private_key: input.encrypted_private_key ?? null,
          indexed_block: proof.indexed_block,
        })
        .returning('apply_id')
        .executeTakeFirstOrThrow()
      await writeAudit(context.db, {
        session: requireSession(session),
        account: input.account,
        operation: input.apply_type === 'reset_key' ? 'apply_reset_key' : 'apply_account',
        requestId: request.id,
      })
      return { apply_id: created.apply_id }
    } catch (error) {
      // The partial unique index: one pending application per user.
      if (isUniqueViolation(error)) throw conflict('已有待审核的申请')
      throw error
    }
  }),

  route(endpoints.getApprovalNow, async ({ session, context }) => {
    const { user } = requireSession(session)
    const latest = await context.db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', user.user_id)
      .orderBy('create_time', 'desc')
      .orderBy('apply_id', 'desc')
      .executeTakeFirst()
    return latest ? toApplication({ ...latest, user_name: user.user_name }) : null
  }),

  route(endpoints.resetForgetPassword, async ({ input, session, context }) => {
    const { user } = requireSession(session)
    const application = await context.db
      .selectFrom('applications')
      .selectAll()
      .where('apply_id', '=', input.apply_id)
      .where('user_id', '=', user.user_id)
      .executeTakeFirst()
    if (!application || application.apply_type !== 'reset_key') throw notFound('申请不存在')
    if (application.state !== 'approved') throw new ApiFailure(apiErrorCodes.badRequest, '申请尚未审核通过')
    const held = await context.db
      .selectFrom('chain_accounts')
      .select('perm_accounts_id')
      .where('account', '=', application.account)
      .where('user_id', '=', user.user_id)
      .executeTakeFirst()
    if (!held) throw notFound('链账户不存在')
    await context.db.transaction().execute(async (trx) => {
      // The key it replaces is kept (key_versions).
      const change = { userId: user.user_id, cause: 'reset_key', by: user.user_id, at: new Date() } as const
      await replaceStoredKey(trx, change, {
        permAccountsId: held.perm_accounts_id,
        ciphertext: input.private_key,
        publicKey: input.public_key,
      })
      await trx
        .updateTable('chain_accounts')
        .set({ apply_id: application.apply_id })
        .where('perm_accounts_id', '=', held.perm_accounts_id)
        .execute()
    })
    return 1 as const
  }),
]
