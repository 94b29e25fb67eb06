import { AccountType } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { nationalMobile } from '@/api/forms'
import { createRegisterForm } from '@/api/register-form'
import { changePasswordPayload, resetPasswordPayload, sendResetCodePayload } from '@/api/system'
import { createCaptcha } from '../store/captcha'
import { checkResetCode, issueResetCode } from '../store/reset-codes'
import { hashPassword, passwordMatches } from '../store/passwords'
import { nextId, nextTime, storeRandom } from '../store/store'
import type { ApplicationRecord } from '../store/types'
import { MockFailure, route } from '../http/define-route'
import { chainTypeOf, publicApplication, requireSession, toSessionState, toUserChainAccount } from '../http/views'
import { openPayload } from './auth'
import { checkMockApplicationProof, mockChange, replaceMockKey } from './key-custody'
import { writeMockAudit } from './audit'

function maskPhone(phone: string): string {
  return phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone
}

function checkNewPassword(password: string): void {
  const rule = createRegisterForm().shape.password.safeParse(password)
  if (!rule.success)
    throw new MockFailure(apiErrorCodes.badRequest, rule.error.issues[0]?.message ?? 'invalid password', 400)
}

export const systemRoutes = [
  route(endpoints.personalInformation, ({ session, store }) => {
    const { user, account, role } = requireSession(session)
    return {
      user_id: user.user_id,
      user_name: user.user_name,
      phone: maskPhone(user.phone),
      create_time: user.create_time,
      role,
      account: account?.account ?? null,
      chain_type: account ? chainTypeOf(store, account.chain_info_id) : null,
      bussiness_name: account?.bussiness_name ?? null,
      chain_account_count: store.accounts.filter((candidate) => candidate.user_id === user.user_id).length,
      passphrase_set: user.passphrase_check !== null,
    }
  }),

  route(endpoints.getChainType, ({ store }) => store.chains),

  route(endpoints.getChainContract, ({ input, store }) => {
    const contract = store.contracts.find((candidate) => candidate.chain_info_id === input.chain_info_id)
    if (!contract) throw new MockFailure(apiErrorCodes.notFound, '目标链不存在')
    return contract
  }),

  route(endpoints.getCode, () => createCaptcha()),

  route(endpoints.changePassword, async ({ input, session }) => {
    const { user } = requireSession(session)
    const payload = await openPayload(input.data, changePasswordPayload)
    if (!passwordMatches(payload.old_password, user.password_salt, user.password_hash))
      throw new MockFailure(apiErrorCodes.badRequest, '原密码错误')
    checkNewPassword(payload.new_password)
    user.password_salt = storeRandom().hex(16)
    user.password_hash = hashPassword(payload.new_password, user.password_salt)
    return 1 as const
  }),

  route(endpoints.resetPassword, async ({ input, store }) => {
    const payload = await openPayload(input.data, resetPasswordPayload)
    const phone = nationalMobile(payload.phone)
    const user = store.users.find((candidate) => candidate.user_name === payload.name && candidate.phone === phone)
    if (!user || !checkResetCode(user.user_id, payload.sms_code))
      throw new MockFailure(apiErrorCodes.badRequest, '验证码错误或已过期')
    checkNewPassword(payload.new_password)
    user.password_salt = storeRandom().hex(16)
    user.password_hash = hashPassword(payload.new_password, user.password_salt)
    return 1 as const
  }),

  route(endpoints.sendResetCode, async ({ input, store }) => {
    const payload = await openPayload(input.data, sendResetCodePayload)
    const phone = nationalMobile(payload.phone)
    const user = store.users.find((candidate) => candidate.user_name === payload.name && candidate.phone === phone)
    if (user) issueResetCode(user.user_id)
    return 1 as const
  }),

  route(endpoints.getUserNft, ({ session, store }) => {
    const { user } = requireSession(session)
    return store.accounts
      .filter((account) => account.user_id === user.user_id)
      .map((account) => toUserChainAccount(store, account, user))
  }),

  route(endpoints.changeUserNft, ({ input, session, store }) => {
    const { user } = requireSession(session)
    const chosen = store.accounts.find(
      (account) => account.perm_accounts_id === input.perm_accounts_id && account.user_id === user.user_id,
    )
    if (!chosen) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
    user.current_account_id = chosen.perm_accounts_id
    return toSessionState(store, user)
  }),

  route(endpoints.applyAccount, ({ input, session, store }) => {
    const { user } = requireSession(session)
    if (input.type === AccountType.Custodial && !input.encrypted_private_key)
      throw new MockFailure(apiErrorCodes.badRequest, 'encrypted_private_key: required for a custodial account', 400)
    if (
      store.applications.some((application) => application.user_id === user.user_id && application.state === 'pending')
    ) {
      throw new MockFailure(apiErrorCodes.conflict, '已有待审核的申请')
    }
    if (
      input.apply_type === 'create_account' &&
      (store.accounts.some((account) => account.account === input.account) ||
        store.applications.some(
          (application) => application.account === input.account && application.state !== 'rejected',
        ))
    ) {
      throw new MockFailure(apiErrorCodes.conflict, '链上已存在该账户')
    }
    if (
      input.apply_type === 'reset_key' &&
      !store.accounts.some((account) => account.account === input.account && account.user_id === user.user_id)
    ) {
      throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
    }
    checkMockApplicationProof(store, requireSession(session), input)
    const application: ApplicationRecord = {
      apply_id: nextId(),
      apply_type: input.apply_type,
      user_id: user.user_id,
      user_name: user.user_name,
      account: input.account,
      type: input.type,
      public_key: input.public_key,
      chain_info_id: input.chain_info_id,
      bussiness_name: input.bussiness_name,
      remark: input.remark,
      state: 'pending',
      reason: '',
      create_time: nextTime(),
      review_time: null,
      reviewer: null,
      encrypted_private_key: input.encrypted_private_key ?? null,
    }
    store.applications.push(application)
    writeMockAudit(store, requireSession(session), {
      account: input.account,
      operation: input.apply_type === 'reset_key' ? 'apply_reset_key' : 'apply_account',
    })
    return { apply_id: application.apply_id }
  }),

  route(endpoints.getApprovalNow, ({ session, store }) => {
    const { user } = requireSession(session)
    const mine = store.applications.filter((application) => application.user_id === user.user_id)
    const latest = mine.reduce<ApplicationRecord | null>(
      (newest, application) => (!newest || application.create_time >= newest.create_time ? application : newest),
      null,
    )
    return latest ? publicApplication(latest) : null
  }),

  route(endpoints.resetForgetPassword, ({ input, session, store }) => {
    const { user } = requireSession(session)
    const application = store.applications.find(
      (candidate) => candidate.apply_id === input.apply_id && candidate.user_id === user.user_id,
    )
    if (!application || application.apply_type !== 'reset_key')
      throw new MockFailure(apiErrorCodes.notFound, '申请不存在')
    if (application.state !== 'approved') throw new MockFailure(apiErrorCodes.badRequest, '申请尚未审核通过')
    const account = store.accounts.find(
      (candidate) => candidate.account === application.account && candidate.user_id === user.user_id,
    )
    if (!account) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
    replaceMockKey(
      store,
      mockChange(user.user_id, 'reset_key'),
      account.perm_accounts_id,
      { value: input.private_key },
      input.public_key,
    )
    account.apply_id = application.apply_id
    return 1 as const
  }),
]
