import { describe, expect, it } from 'vitest'
import { apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import { createApiClient, type ApiClient } from '@/lib/api-client'
import { encryptPayload } from '@/lib/crypto/payload'
import { withFreshness } from '@/lib/server-payload/freshness'

/**
 * One behavioural suite, two backends: the MSW mock (`mocks/api-behaviour.test.ts`) and the real server
 * (`server/test/api-behaviour.test.ts`) must answer the console the same way, so they cannot drift.
 * It speaks only through the console's own API client, as the console would.
 */
export interface BehaviourBackend {
  /** `/api` for the mock (MSW answers any origin); `http://127.0.0.1:<port>/api` for the server. */
  readonly apiBase: string
  /** Site root for files outside `/api` (`/config.json`); empty for the mock. */
  readonly origin: string
  readonly operator: { readonly user_name: string; readonly password: string }
  readonly registerCode: string
}

interface Client {
  readonly api: ApiClient
  token: string | null
  login(account: string, password: string): Promise<boolean>
  sealed(payload: object): Promise<{ data: string }>
}

function client(backend: BehaviourBackend): Client {
  const session: Client = {
    token: null,
    // Root files (`/config.json`) are fetched next to the console, i.e. from the backend's origin.
    api: createApiClient({ getToken: () => session.token, baseURL: backend.apiBase, rootURL: backend.origin }),
    async sealed(payload) {
      const { PUBLIC_KEY } = await session.api.callApi(endpoints.getConfig, {})
      return { data: await encryptPayload(PUBLIC_KEY, withFreshness(payload)) }
    },
    async login(account, password) {
      const result = await session.api.callApi(endpoints.login, await session.sealed({ account, password }))
      if (Array.isArray(result)) return false
      session.token = result.token
      return true
    },
  }
  return session
}

/** A body the console's own checks would never send, posted as is: rejects with the envelope's code and message. */
async function rawPost(client: Client, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client.token ? { Authorization: client.token } : {}) },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { error_code?: number; message?: string; data?: unknown }
  if (response.ok && answer.error_code === 0) return answer.data
  throw Object.assign(new Error(answer.message ?? 'service error'), { code: answer.error_code ?? response.status })
}

async function failure(promise: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  try {
    await promise
  } catch (error) {
    // ApiError carries the envelope's code (or the HTTP status without one) and the server's message.
    if (error instanceof Error) return { code: (error as Error & { code?: unknown }).code, message: error.message }
  }
  throw new Error('expected the call to fail')
}

function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const tail = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(6)), (byte) => letters[byte % 26]).join('')
  return `${prefix}${tail}`
}

export function describeApiBehaviour(name: string, backend: () => BehaviourBackend): void {
  describe(`API behaviour: ${name}`, () => {
    it('register → login → read → write → role refusals → bad input → logout', async () => {
      const settings = backend()
      const visitor = client(settings)

      // Register, then log in (a wrong password answers an empty array, not an error).
      const userName = uniqueName('bh_')
      const password = 'Behave#2026'
      const registered = await visitor.api.callApi(
        endpoints.register,
        await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
      )
      expect(registered.user_name).toBe(userName)
      expect(await visitor.login(userName, 'Wrong#2026x')).toBe(false)
      const user = client(settings)
      expect(await user.login(userName, password)).toBe(true)

      // Read.
      await expect(user.api.callApi(endpoints.getInfo, {})).resolves.toMatchObject({
        user: { user_name: userName },
        account: null,
        chain: null,
        permissions: [],
      })
      const chains = await visitor.api.callApi(endpoints.getChainType, {})
      expect(chains.length).toBeGreaterThan(0)
      await expect(user.api.callApi(endpoints.personalInformation, {})).resolves.toMatchObject({
        phone: '137****5678',
        chain_account_count: 0,
        passphrase_set: false,
      })
      await expect(user.api.callApi(endpoints.getApprovalNow, {})).resolves.toBeNull()

      // Write: apply for a chain account; the operator approves it; the user now holds it.
      const account = uniqueName('bh')
      const { apply_id } = await user.api.callApi(endpoints.applyAccount, {
        account,
        type: 1,
        public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
        chain_info_id: chains[0]?.chain_info_id ?? '1',
        bussiness_name: '行为测试',
      })
      await expect(user.api.callApi(endpoints.getApprovalNow, {})).resolves.toMatchObject({
        apply_id,
        state: 'pending',
      })
      expect(
        await failure(
          user.api.callApi(endpoints.applyAccount, {
            account: uniqueName('bh'),
            type: 1,
            public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
            chain_info_id: chains[0]?.chain_info_id ?? '1',
            bussiness_name: '行为测试',
          }),
        ),
      ).toMatchObject({ code: 409 })
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const reviewed = await operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true })
      expect(reviewed).toMatchObject({ apply_id, state: 'approved' })
      await expect(user.api.callApi(endpoints.getInfo, {})).resolves.toMatchObject({
        account: { account, role: 0, type: 1 },
        permissions: [],
      })
      const mine = await user.api.callApi(endpoints.getUserNft, {})
      expect(mine.map((row) => [row.account, row.current])).toEqual([[account, true]])

      // Role refusals: the server decides, not the menu.
      expect(await failure(user.api.callApi(endpoints.accountList, {}))).toMatchObject({
        code: 403,
        message: apiMessages.noPermission,
      })
      expect(await failure(operator.api.callApi(endpoints.getChargeDetailsManager, {}))).toMatchObject({ code: 403 })
      expect(await failure(visitor.api.callApi(endpoints.getInfo, {}))).toMatchObject({
        code: 401,
        message: apiMessages.loginExpired,
      })

      // Bad input that the console's own checks would stop, sent raw: a 400 naming the field.
      const raw = await failure(
        rawPost(user, `${settings.apiBase}/v1/system/applyAccount`, { account: 'NOT VALID', type: 3 }),
      )
      expect(raw.code).toBe(400)
      expect(raw.message).toMatch(/^account: /)
      const captcha = await visitor.api.callApi(endpoints.getCode, {})
      expect(
        await failure(
          visitor.api.callApi(endpoints.getNftByNftIdOrOwner, {
            chain_info_id: chains[0]?.chain_info_id ?? '1',
            parameter: 'anything',
            code: 'WRONG',
            captcha_id: captcha.captcha_id,
          }),
        ),
      ).toMatchObject({ code: 1001, message: apiMessages.verificationCode })

      // Logout ends the session on the backend.
      await expect(user.api.callApi(endpoints.logout, {})).resolves.toBe(1)
      expect(await failure(user.api.callApi(endpoints.getInfo, {}))).toMatchObject({ code: 401 })
    })

    it('audit log: applications and reviews written by the backend, reported chain operations, role scope', async () => {
      const settings = backend()
      const visitor = client(settings)
      const userName = uniqueName('au_')
      const password = 'Behave#2026'
      await visitor.api.callApi(
        endpoints.register,
        await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
      )
      const user = client(settings)
      expect(await user.login(userName, password)).toBe(true)
      const chains = await visitor.api.callApi(endpoints.getChainType, {})
      const account = uniqueName('au')
      const { apply_id } = await user.api.callApi(endpoints.applyAccount, {
        account,
        type: 1,
        public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
        chain_info_id: chains[0]?.chain_info_id ?? '1',
        bussiness_name: '行为测试',
      })
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const unexplained = await failure(
        rawPost(operator, `${settings.apiBase}/1.0/app/user_apply/review`, { apply_id, approved: false }),
      )
      expect(unexplained).toMatchObject({ code: 400 })
      expect(unexplained.message).toMatch(/^reason: /)
      await expect(
        operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: false, reason: '资料不完整' }),
      ).resolves.toMatchObject({ state: 'rejected', reason: '资料不完整' })

      const log = await operator.api.callApi(endpoints.auditLog, { account })
      expect(log.list.map((row) => [row.operation, row.user_name, row.result, row.detail])).toEqual([
        ['reject_application', settings.operator.user_name, 'success', '资料不完整'],
        ['apply_account', userName, 'success', ''],
      ])
      const rejected = await operator.api.callApi(endpoints.auditLog, { account, operation: 'reject_application' })
      expect(rejected.total).toBe(1)

      // A chain operation the console reports: a failure carries its error code, never a secret.
      await expect(
        operator.api.callApi(endpoints.auditRecord, {
          operation: 'freeze_account',
          account,
          error_code: 'accountFrozen',
        }),
      ).resolves.toMatchObject({ result: 'failed' })
      const failed = await operator.api.callApi(endpoints.auditLog, { account, result: 'failed' })
      expect(failed.list.map((row) => [row.operation, row.tx_id, row.detail])).toEqual([
        ['freeze_account', null, 'accountFrozen'],
      ])
      const bad = await failure(
        rawPost(operator, `${settings.apiBase}/v1/permission/auditRecord`, { operation: 'freeze_account', account }),
      )
      expect(bad).toMatchObject({ code: 400 })
      expect(bad.message).toMatch(/^tx_id: /)

      // Only the operator and platforms read the log.
      expect(await failure(user.api.callApi(endpoints.auditLog, {}))).toMatchObject({ code: 403 })
    })
  })
}
