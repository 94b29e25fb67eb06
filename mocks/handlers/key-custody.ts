import { apiErrorCodes } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { stepUpPayload, type KeyVersion } from '@/api/key-custody'
import type { applyAccountRequest } from '@/api/system'
import { keyAmong, recoverBindSigner } from '@/lib/chain/key-proof'
import type * as z from 'zod/mini'
import { nextId, nextTime, storeRandom } from '../store/store'
import { passwordMatches } from '../store/passwords'
import type { ApplicationRecord, StoredSecret, Store } from '../store/types'
import { MockFailure, route, type MockSession } from '../http/define-route'
import { contains, paginate, requireSession } from '../http/views'
import { openPayload } from './auth'

/**
 * The server's key custody and binding rules (server/routes/key-custody.ts, account-binding.ts) over the store:
 * step-up for key material, kept versions an operator restores, and proofs before an account is bound. The
 * mock has no chain: its "chain" for a binding is the store's accounts (the key must be the one on record),
 * and the indexer's newaccount rows are `store.createdAccounts` (the demo has none; tests add them).
 */

const CHALLENGE_TTL_MS = 5 * 60 * 1000

export async function requireMockStepUp(session: MockSession, data: string): Promise<void> {
  const payload = await openPayload(data, stepUpPayload)
  if (!passwordMatches(payload.password, session.user.password_salt, session.user.password_hash))
    throw new MockFailure(apiErrorCodes.badRequest, '登录密码错误', 200)
}

interface Change {
  readonly userId: string
  readonly cause: string
  readonly at: string
}

export function keepCheck(store: Store, change: Change, previous: StoredSecret | null): void {
  store.keyVersions.push({
    version_id: nextId(),
    user_id: change.userId,
    perm_accounts_id: null,
    account: null,
    ciphertext: previous,
    public_key: null,
    cause: change.cause,
    replaced_at: change.at,
  })
}

/** Replaces an account's key ciphertext (and public key), keeping what it replaces. */
export function replaceMockKey(
  store: Store,
  change: Change,
  permAccountsId: string,
  ciphertext: StoredSecret | null,
  publicKey?: string,
): void {
  const account = store.accounts.find(
    (candidate) => candidate.perm_accounts_id === permAccountsId && candidate.user_id === change.userId,
  )
  if (!account) return
  store.keyVersions.push({
    version_id: nextId(),
    user_id: change.userId,
    perm_accounts_id: permAccountsId,
    account: account.account,
    ciphertext: account.encrypted_private_key,
    public_key: account.public_key,
    cause: change.cause,
    replaced_at: change.at,
  })
  account.encrypted_private_key = ciphertext
  if (publicKey) account.public_key = publicKey
}

export function mockChange(userId: string, cause: string): Change {
  return { userId, cause, at: nextTime() }
}

/** The binding proof of an application, as the server checks it (see the module comment for the mock's chain). */
export function checkMockApplicationProof(
  store: Store,
  session: MockSession,
  input: z.output<typeof applyAccountRequest>,
): void {
  if (input.apply_type === 'create_account' && store.createdAccounts.has(input.account))
    throw new MockFailure(apiErrorCodes.conflict, '链上已存在该账户')
  if (input.apply_type !== 'bind_account') return
  const onRecord = store.accounts.find((account) => account.account === input.account)
  if (onRecord?.user_id) throw new MockFailure(apiErrorCodes.conflict, '该链账户已被绑定')
  if (!input.challenge_id || !input.signature)
    throw new MockFailure(apiErrorCodes.badRequest, 'signature: 绑定已有链账户需要私钥签名', 400)
  const challenge = store.bindChallenges.get(input.challenge_id)
  if (!challenge || challenge.user_id !== session.user.user_id || challenge.expires_at < Date.now())
    throw new MockFailure(apiErrorCodes.badRequest, 'challenge_id: 挑战已失效，请重新获取', 400)
  store.bindChallenges.delete(input.challenge_id)
  const signer = recoverBindSigner(input.signature, input.account, challenge.challenge)
  if (signer === null || !keyAmong(signer, [input.public_key]))
    throw new MockFailure(apiErrorCodes.badRequest, 'signature: 签名与公钥不符', 400)
  if (!onRecord) throw new MockFailure(apiErrorCodes.badRequest, 'account: 链上不存在该账户', 400)
  if (!keyAmong(signer, [onRecord.public_key]))
    throw new MockFailure(apiErrorCodes.badRequest, 'signature: 签名的密钥不属于该链账户', 400)
}

/** An approval of a new name needs the approver's creation of it (the server's indexed newaccount). */
export function requireMockCreation(store: Store, application: ApplicationRecord, reviewer: string, txId?: string) {
  if (!txId) throw new MockFailure(apiErrorCodes.badRequest, 'tx_id: 通过申请需要创建链账户的交易', 400)
  const created = store.createdAccounts.get(application.account)
  if (!created) throw new MockFailure(apiErrorCodes.conflict, '交易尚未被索引，请稍后再次通过')
  if (
    created.tx_hash !== txId ||
    created.creator !== reviewer ||
    !keyAmong(application.public_key, [created.public_key])
  )
    throw new MockFailure(apiErrorCodes.conflict, '该交易未创建申请的链账户')
}

export const keyCustodyRoutes = [
  route(endpoints.keyVersions, ({ input, session, store }) => {
    requireSession(session)
    const users = new Map(store.users.map((user) => [user.user_id, user.user_name]))
    const rows = store.keyVersions
      .filter(
        (row) => contains(users.get(row.user_id) ?? '', input.user_name) && contains(row.account ?? '', input.account),
      )
      .sort((a, b) => Number(b.version_id) - Number(a.version_id))
    const page = paginate(rows, input)
    return {
      total: page.total,
      list: page.list.map((row): KeyVersion => ({
        version_id: row.version_id,
        user_name: users.get(row.user_id) ?? '',
        kind: row.perm_accounts_id === null ? 'passphrase_check' : 'private_key',
        account: row.account,
        stored: row.ciphertext !== null,
        cause: row.cause,
        replaced_at: row.replaced_at,
      })),
    }
  }),

  route(endpoints.restoreKeyVersion, ({ input, session, store }) => {
    requireSession(session)
    const version = store.keyVersions.find((row) => row.version_id === input.version_id)
    if (!version) throw new MockFailure(apiErrorCodes.notFound, '密钥版本不存在')
    const rows = store.keyVersions.filter(
      (row) => row.user_id === version.user_id && row.replaced_at === version.replaced_at,
    )
    const change = mockChange(version.user_id, 'restore')
    for (const row of rows) {
      if (row.perm_accounts_id === null) {
        const user = store.users.find((candidate) => candidate.user_id === row.user_id)
        if (!user) continue
        keepCheck(store, change, user.passphrase_check)
        user.passphrase_check = row.ciphertext
      } else replaceMockKey(store, change, row.perm_accounts_id, row.ciphertext, row.public_key ?? undefined)
    }
    return 1 as const
  }),
]

export const bindingRoutes = [
  route(endpoints.bindChallenge, ({ session, store }) => {
    const { user } = requireSession(session)
    const id = storeRandom().hex(32)
    const challenge = {
      user_id: user.user_id,
      challenge: storeRandom().hex(64),
      expires_at: Date.now() + CHALLENGE_TTL_MS,
    }
    store.bindChallenges.set(id, challenge)
    return { challenge_id: id, challenge: challenge.challenge, expire_time: nextTime() }
  }),
]
