import { AccountType, ActiveState, Role } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { nextId, nextTime } from '../store/store'
import { resolveSecret } from '../store/secrets'
import type { ApplicationRecord, ChainAccountRecord, Store, UserRecord } from '../store/types'
import { MockFailure, route, type MockSession } from '../http/define-route'
import { writeMockAudit } from './audit'
import { keepCheck, mockChange, replaceMockKey, requireMockCreation, requireMockStepUp } from './key-custody'
import {
  contains,
  newestFirst,
  paginate,
  publicApplication,
  requireAccount,
  requireSession,
  toManagedAccount,
  visibleAccounts,
} from '../http/views'

/** Role 1 reviews every application; role 2 those made for its business. */
function applicationsInScope(store: Store, session: MockSession): ApplicationRecord[] {
  if (session.role === Role.Operator) return store.applications
  const business = session.account?.bussiness_name
  return store.applications.filter((application) => application.bussiness_name === business)
}

function custodialAccountsOf(store: Store, user: UserRecord): ChainAccountRecord[] {
  return store.accounts.filter((account) => account.user_id === user.user_id && account.type === AccountType.Custodial)
}

/** Checks every key belongs to one of the user's custodial accounts before anything is stored. */
function checkKeys(
  store: Store,
  user: UserRecord,
  keys: readonly { perm_accounts_id: string }[],
): ChainAccountRecord[] {
  const custodial = custodialAccountsOf(store, user)
  return keys.map((key) => {
    const account = custodial.find((candidate) => candidate.perm_accounts_id === key.perm_accounts_id)
    if (!account)
      throw new MockFailure(
        apiErrorCodes.badRequest,
        `keys: ${key.perm_accounts_id} is not a custodial account of this user`,
        400,
      )
    return account
  })
}

export const permissionRoutes = [
  route(endpoints.accountList, ({ input, session, store }) => {
    const live = requireSession(session)
    const rows = visibleAccounts(store, live).filter(
      (account) =>
        contains(account.account, input.account) &&
        (input.role === undefined || String(account.role) === input.role) &&
        (input.state === undefined ||
          (input.state === String(ActiveState.Frozen)) ===
            (account.operator_state === ActiveState.Frozen || account.platform_state === ActiveState.Frozen)),
    )
    const page = paginate(newestFirst(rows), input)
    return { total: page.total, list: page.list.map((account) => toManagedAccount(store, account)) }
  }),

  route(endpoints.managerRights, ({ session, store }) => {
    const account = requireSession(session).account
    if (!account) return { account: null, is_manager: false }
    const contracts = store.contracts.filter((contract) => contract.chain_info_id === account.chain_info_id)
    const isContract = contracts.some((contract) => contract.contract_account === account.account)
    return { account: account.account, is_manager: isContract || store.managers.has(account.account) }
  }),

  route(endpoints.getAccountInfo, ({ input, session, store }) => {
    const live = requireSession(session)
    const account = input.account
      ? visibleAccounts(store, live).find((candidate) => candidate.account === input.account)
      : requireAccount(live)
    if (!account) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
    return {
      ...toManagedAccount(store, account),
      apply_id: account.apply_id,
      custodial_key_stored: account.encrypted_private_key !== null,
    }
  }),

  route(endpoints.getNeedApproved, ({ input, session, store }) => {
    const rows = applicationsInScope(store, requireSession(session)).filter(
      (application) => application.state === 'pending' && contains(application.account, input.account),
    )
    const page = paginate(newestFirst(rows), input)
    return { total: page.total, list: page.list.map(publicApplication) }
  }),

  route(endpoints.approvedApplications, ({ input, session, store }) => {
    const rows = applicationsInScope(store, requireSession(session)).filter(
      (application) =>
        application.state !== 'pending' &&
        (input.state === undefined || application.state === input.state) &&
        contains(application.account, input.account),
    )
    const page = paginate(newestFirst(rows), input)
    return { total: page.total, list: page.list.map(publicApplication) }
  }),

  route(endpoints.reviewApplication, ({ input, session, store }) => {
    const live = requireSession(session)
    const reviewer = requireAccount(live)
    const application = applicationsInScope(store, live).find((candidate) => candidate.apply_id === input.apply_id)
    if (!application) throw new MockFailure(apiErrorCodes.notFound, '申请不存在')
    if (application.state !== 'pending') throw new MockFailure(apiErrorCodes.conflict, '该申请已审核')
    if (input.approved && application.apply_type === 'create_account')
      requireMockCreation(store, application, reviewer.account, input.tx_id)
    if (input.approved && application.apply_type !== 'reset_key') {
      const existing = store.accounts.find((account) => account.account === application.account)
      if (existing?.user_id) throw new MockFailure(apiErrorCodes.conflict, '该链账户已被绑定')
      const platform = store.accounts.find(
        (account) => account.role === Role.Platform && account.bussiness_name === application.bussiness_name,
      )
      const created: ChainAccountRecord = {
        perm_accounts_id: existing?.perm_accounts_id ?? nextId(),
        account: application.account,
        user_id: application.user_id,
        type: application.type,
        role: existing?.role ?? 0,
        operator_state: existing?.operator_state ?? ActiveState.Enabled,
        platform_state: existing?.platform_state ?? ActiveState.Enabled,
        public_key: application.public_key,
        chain_info_id: application.chain_info_id,
        bussiness_name: existing?.bussiness_name ?? application.bussiness_name,
        apply_id: application.apply_id,
        platform: existing?.platform ?? platform?.platform ?? null,
        create_time: existing?.create_time ?? nextTime(),
        encrypted_private_key: application.encrypted_private_key ? { value: application.encrypted_private_key } : null,
      }
      if (existing) Object.assign(existing, created)
      else store.accounts.push(created)
      const applicant = store.users.find((user) => user.user_id === application.user_id)
      if (applicant) applicant.current_account_id ??= created.perm_accounts_id
    }
    if (input.approved && application.apply_type === 'reset_key') {
      // The reviewer moved the account's permissions to the applied key: keep it and its ciphertext.
      const account = store.accounts.find(
        (candidate) => candidate.account === application.account && candidate.user_id === application.user_id,
      )
      if (account) {
        const secret = application.encrypted_private_key ? { value: application.encrypted_private_key } : null
        replaceMockKey(
          store,
          mockChange(application.user_id, 'reset_key'),
          account.perm_accounts_id,
          secret,
          application.public_key,
        )
        account.apply_id = application.apply_id
      }
    }
    writeMockAudit(store, live, {
      account: application.account,
      operation: input.approved ? 'approve_application' : 'reject_application',
      txId: input.approved ? (input.tx_id ?? null) : null,
      detail: input.approved ? application.apply_type : input.reason,
    })
    application.state = input.approved ? 'approved' : 'rejected'
    application.reason = input.approved ? '' : input.reason
    application.review_time = nextTime()
    application.reviewer = reviewer.account
    return publicApplication(application)
  }),

  route(endpoints.passphraseState, ({ session }) => ({
    passphrase_set: requireSession(session).user.passphrase_check !== null,
  })),

  route(endpoints.setPassphrase, ({ input, session, store }) => {
    const { user } = requireSession(session)
    if (user.passphrase_check !== null)
      throw new MockFailure(apiErrorCodes.passphraseAlreadySet, '口令密码已设置，请使用修改口令密码')
    const accounts = checkKeys(store, user, input.keys)
    user.passphrase_check = { value: input.passphrase_check }
    const change = mockChange(user.user_id, 'set_passphrase')
    accounts.forEach((account, index) => {
      const key = input.keys[index]
      if (key) replaceMockKey(store, change, account.perm_accounts_id, { value: key.encrypted_private_key })
    })
    return 1 as const
  }),

  route(endpoints.changePassphrase, async ({ input, session, store }) => {
    const live = requireSession(session)
    const { user } = live
    if (user.passphrase_check === null) throw new MockFailure(apiErrorCodes.passphraseNotSet, '尚未设置口令密码')
    await requireMockStepUp(live, input.data)
    const accounts = checkKeys(store, user, input.keys)
    // A key left encrypted with the old passphrase could never be opened again: all or nothing.
    const missing = custodialAccountsOf(store, user).filter(
      (account) => account.encrypted_private_key !== null && !accounts.includes(account),
    )
    if (missing.length > 0)
      throw new MockFailure(
        apiErrorCodes.badRequest,
        `keys: every stored key must be re-encrypted (missing ${missing.map((account) => account.account).join(', ')})`,
        400,
      )
    const change = mockChange(user.user_id, 'change_passphrase')
    keepCheck(store, change, user.passphrase_check)
    user.passphrase_check = { value: input.passphrase_check }
    accounts.forEach((account, index) => {
      const key = input.keys[index]
      if (key) replaceMockKey(store, change, account.perm_accounts_id, { value: key.encrypted_private_key })
    })
    return 1 as const
  }),

  route(endpoints.verifyPassphrase, async ({ input, session, store }) => {
    const live = requireSession(session)
    if (live.user.passphrase_check === null) throw new MockFailure(apiErrorCodes.passphraseNotSet, '尚未设置口令密码')
    const account = input.perm_accounts_id
      ? store.accounts.find(
          (candidate) =>
            candidate.perm_accounts_id === input.perm_accounts_id && candidate.user_id === live.user.user_id,
        )
      : requireAccount(live)
    if (!account) throw new MockFailure(apiErrorCodes.notFound, '链账户不存在')
    return {
      passphrase_check: await resolveSecret(live.user.passphrase_check),
      account: account.account,
      encrypted_private_key:
        account.type === AccountType.Custodial && account.encrypted_private_key
          ? await resolveSecret(account.encrypted_private_key)
          : null,
    }
  }),
]
