import { describe, expect, it } from 'vitest'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints, type EndpointRequest } from '@/api/endpoints'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
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
  /**
   * The chain and indexer's part of an approval: `creator`'s newaccount of `account` with owner `publicKey`,
   * indexed (the server's indexed_new_accounts, the mock's createdAccounts). Answers its transaction id.
   */
  recordAccountCreation(account: string, creator: string, publicKey: string): Promise<string>
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
      // A new name is bound only once the approver's transaction created it on chain (issue 19 item 6).
      const noTransaction = await failure(
        operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true }),
      )
      expect(noTransaction).toMatchObject({ code: 400 })
      expect(noTransaction.message).toMatch(/^tx_id: /)
      const { account: reviewer } = await operator.api.callApi(endpoints.managerRights, {})
      const created = await settings.recordAccountCreation(
        account,
        reviewer ?? '',
        'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      )
      const reviewed = await operator.api.callApi(endpoints.reviewApplication, {
        apply_id,
        approved: true,
        tx_id: created,
      })
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

    it('managed collectible lists filter, sort and page on the backend', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const list721 = (input: EndpointRequest<typeof endpoints.getNft721List>) =>
        operator.api.callApi(endpoints.getNft721List, input)

      const all = await list721({ size: 100 })
      const sample = all.list[0]
      if (!sample) throw new Error('the backend has no single-copy collectible')
      expect(sample.platform).toMatch(/^[a-z1-5.]+$/)

      // Each filter keeps only matching rows, and the sample where it matches.
      const exact = await list721({ nft_id_exact: sample.nft_id })
      expect(exact.list.map((row) => row.nft_id)).toEqual([sample.nft_id])
      const uriText = sample.nft_uri.slice(-6)
      const byUri = await list721({ nft_uri: uriText, size: 100 })
      expect(byUri.list.every((row) => row.nft_uri.includes(uriText))).toBe(true)
      expect(byUri.list.map((row) => row.nft_id)).toContain(sample.nft_id)
      const byPlatform = await list721({ platform: sample.platform ?? '', size: 100 })
      expect(byPlatform.list.every((row) => row.platform === sample.platform)).toBe(true)
      expect(byPlatform.total).toBeGreaterThan(0)
      const frozen = await list721({ state: '2', size: 100 })
      expect(frozen.list.every((row) => row.state === 2)).toBe(true)

      // Spec §5: a date-only range covers the first day from 00:00:00 and the last until 23:59:59.
      const day = sample.create_time.slice(0, 10)
      const sameDay = await list721({ start_time: day, end_time: day, size: 100 })
      expect(sameDay.list.map((row) => row.nft_id)).toContain(sample.nft_id)
      expect(sameDay.list.every((row) => row.create_time.startsWith(day))).toBe(true)
      const before = await list721({ end_time: `${day} 00:00:00`, size: 100 })
      expect(before.list.every((row) => row.create_time <= `${day} 00:00:00`)).toBe(true)

      // Sorting: the number as a number, time in either direction; paging follows the order.
      const byNumber = await list721({ sort: 'nft_id', order: 'asc', size: 100 })
      const numbers = byNumber.list.map((row) => BigInt(row.nft_id))
      expect(numbers).toEqual([...numbers].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
      const oldest = await list721({ order: 'asc', size: 100 })
      const times = oldest.list.map((row) => row.create_time)
      expect(times).toEqual([...times].sort())
      if (all.total > 1) {
        const second = await list721({ current: 2, size: 1 })
        expect(second.list[0]?.nft_id).toBe(all.list[1]?.nft_id)
      }

      // A multi-copy collectible's holders: exactly its number.
      const multi = await operator.api.callApi(endpoints.getNft1155List, {})
      const held = multi.list[0]
      if (held) {
        const holders = await operator.api.callApi(endpoints.getNft1155List, { nft_id_exact: held.nft_id, size: 100 })
        expect(holders.list.every((row) => row.nft_id === held.nft_id)).toBe(true)
        expect(holders.list.map((row) => row.owner)).toContain(held.owner)
      }

      // Pages hold up to 10,000 rows (the screens' largest choice); more, or a malformed date, is refused naming
      // the field.
      await expect(list721({ size: 10_000 })).resolves.toMatchObject({ total: all.total })
      const rawList = (query: string) =>
        failure(
          fetch(`${settings.apiBase}/v1/nft721/getNft721List?${query}`, {
            headers: { Authorization: operator.token ?? '' },
          }).then(async (response) => {
            const answer = (await response.json()) as { error_code?: number; message?: string }
            if (answer.error_code === 0) return answer
            throw Object.assign(new Error(answer.message ?? ''), { code: answer.error_code })
          }),
        )
      const tooLarge = await rawList('size=10001')
      expect(tooLarge).toMatchObject({ code: 400 })
      expect(tooLarge.message).toMatch(/^size: .*10000/)
      const bad = await rawList('start_time=yesterday')
      expect(bad).toMatchObject({ code: 400 })
      expect(bad.message).toMatch(/^start_time: /)
    })

    it('statistics: the dashboard, a series per granularity, reconciliation for the operator only', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)

      const dashboard = await operator.api.callApi(endpoints.getDashboard, {})
      expect(BigInt(dashboard.month.operations)).toBeGreaterThanOrEqual(BigInt(dashboard.today.operations))
      expect(BigInt(dashboard.month.fees)).toBeGreaterThanOrEqual(BigInt(dashboard.today.fees))
      expect(dashboard.recent.length).toBeLessThanOrEqual(5)
      expect(dashboard.lowest_balances.length).toBeGreaterThan(0)
      const balances = dashboard.lowest_balances.map((row) => BigInt(row.balance))
      expect(balances).toEqual([...balances].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))

      for (const [granularity, periods] of [
        ['day', 30],
        ['week', 12],
        ['month', 12],
      ] as const) {
        const series = await operator.api.callApi(endpoints.getStatisticsSeries, { data_type: 'mints', granularity })
        expect(series.series).toHaveLength(periods)
        const keys = series.series.map((point) => point.period)
        expect(keys).toEqual([...keys].sort())
        expect(series.breakdown_by).toBe('platform')
      }
      const consumed = await operator.api.callApi(endpoints.getStatisticsSeries, { data_type: 'points-consumed' })
      expect(consumed).toMatchObject({ granularity: 'day', breakdown_by: 'function' })
      // A data type the console never sends, asked raw: a 400 naming the field.
      const unknownType = await fetch(`${settings.apiBase}/v1/statistics/series?data_type=nonsense`, {
        headers: { Authorization: operator.token ?? '' },
      })
      expect(unknownType.status).toBe(400)
      expect(((await unknownType.json()) as { message: string }).message).toMatch(/^data_type: /)

      // Reconciliation reads the chain: without a node the server says so; the role refusal holds either way.
      const user = client(settings)
      const userName = uniqueName('st_')
      await user.api.callApi(
        endpoints.register,
        await user.sealed({
          name: userName,
          password: 'Behave#2026',
          phone: '13712345679',
          code: settings.registerCode,
        }),
      )
      expect(await user.login(userName, 'Behave#2026')).toBe(true)
      expect(await failure(user.api.callApi(endpoints.getReconciliation, {}))).toMatchObject({ code: 403 })
      expect(await failure(user.api.callApi(endpoints.getDashboard, {}))).toMatchObject({ code: 403 })
    })

    it('multisig proposals: the operator lists them by status, others are refused, a bad status is a 400', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const all = await operator.api.callApi(endpoints.multisigProposals, {})
      expect(all.total).toBeGreaterThanOrEqual(all.list.length)
      const executed = await operator.api.callApi(endpoints.multisigProposals, { status: 'executed' })
      expect(executed.list.every((proposal) => proposal.status === 'executed' && proposal.closed_by !== null)).toBe(
        true,
      )
      const raw = await failure(
        fetch(`${settings.apiBase}/v1/permission/multisigProposals?status=archived`, {
          headers: { Authorization: operator.token ?? '' },
        }).then(async (response) => {
          const answer = (await response.json()) as { error_code?: number; message?: string }
          if (answer.error_code !== 0)
            throw Object.assign(new Error(answer.message ?? ''), { code: answer.error_code ?? response.status })
        }),
      )
      expect(raw.code).toBe(400)
      expect(raw.message).toMatch(/^status: /)
      const visitor = client(settings)
      expect(await failure(visitor.api.callApi(endpoints.multisigProposals, {}))).toMatchObject({ code: 401 })
    })

    it('multisig proposals: an invalidation stays in the history with its tx id and voids the approvals given before it', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const open = await operator.api.callApi(endpoints.multisigProposals, { status: 'open' })
      const voided = open.list.find((proposal) => proposal.history.some((event) => event.kind === 'invalidated'))
      const invalidation = voided?.history.find((event) => event.kind === 'invalidated')
      expect(invalidation?.tx_hash).toMatch(/^[0-9a-f]{64}$/)
      const approval = voided?.provided.find((provided) => provided.level.actor === invalidation?.actor)
      expect(approval).toMatchObject({ valid: false })
      expect((approval?.time ?? '') <= (invalidation?.create_time ?? '')).toBe(true)
      // The other approvals still count.
      const others = voided?.provided.filter((provided) => provided.level.actor !== invalidation?.actor) ?? []
      expect(others.length).toBeGreaterThan(0)
      expect(others.every((provided) => provided.valid)).toBe(true)
    })

    it('manager rights: the operator learns whether its current account manages the contract; others are refused', async () => {
      const settings = backend()
      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const info = await operator.api.callApi(endpoints.getAccountInfo, {})
      const rights = await operator.api.callApi(endpoints.managerRights, {})
      expect(rights.account).toBe(info.account)
      expect(typeof rights.is_manager).toBe('boolean')
      const user = client(settings)
      const userName = uniqueName('mr_')
      await user.api.callApi(
        endpoints.register,
        await user.sealed({
          name: userName,
          password: 'Behave#2026',
          phone: '13712345670',
          code: settings.registerCode,
        }),
      )
      expect(await user.login(userName, 'Behave#2026')).toBe(true)
      expect(await failure(user.api.callApi(endpoints.managerRights, {}))).toMatchObject({ code: 403 })
      expect(await failure(client(settings).api.callApi(endpoints.managerRights, {}))).toMatchObject({ code: 401 })
    })

    it('billing records: by kind, the ledger by type, date-only bounds cover whole days (spec §5)', async () => {
      const operator = client(backend())
      expect(await operator.login(backend().operator.user_name, backend().operator.password)).toBe(true)

      const all = await operator.api.callApi(endpoints.getOpertorRecharge, { size: 100 })
      const selfRecharges = await operator.api.callApi(endpoints.getOpertorRecharge, {
        kind: 'self_recharge',
        size: 100,
      })
      expect(selfRecharges.total).toBeGreaterThan(0)
      expect(all.total).toBeGreaterThan(selfRecharges.total)
      expect(new Set(selfRecharges.list.map((record) => record.kind))).toEqual(new Set(['self_recharge']))
      // Distributions have their own record.
      await expect(operator.api.callApi(endpoints.getOpertorRecharge, { kind: 'distribution' })).resolves.toMatchObject(
        { total: 0, list: [] },
      )

      // A date-only range covers its days from 00:00:00 to 23:59:59: the newest record's day holds it, the day
      // before does not.
      const newest = all.list[0]
      if (!newest) throw new Error('the backend has no recharge record')
      const day = newest.create_time.slice(0, 10)
      const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      const sameDay = await operator.api.callApi(endpoints.getOpertorRecharge, {
        start_time: day,
        end_time: day,
        size: 100,
      })
      expect(sameDay.list.map((record) => record.id)).toContain(newest.id)
      const before = await operator.api.callApi(endpoints.getOpertorRecharge, {
        start_time: dayBefore,
        end_time: dayBefore,
        size: 100,
      })
      expect(before.list.map((record) => record.id)).not.toContain(newest.id)

      const ledger = await operator.api.callApi(endpoints.getAccountFlow, { type: 'self_recharge', size: 100 })
      expect(ledger.total).toBeGreaterThan(0)
      expect(new Set(ledger.list.map((entry) => entry.type))).toEqual(new Set(['self_recharge']))
    })

    it('distribution records by type: to platform parties or to users, by the receiver role', async () => {
      const operator = client(backend())
      expect(await operator.login(backend().operator.user_name, backend().operator.password)).toBe(true)
      const all = await operator.api.callApi(endpoints.getManagerAssign, { size: 100 })
      const toUsers = await operator.api.callApi(endpoints.getManagerAssign, { to_role: '0', size: 100 })
      const toPlatforms = await operator.api.callApi(endpoints.getManagerAssign, { to_role: '2', size: 100 })
      // The fixtures hold platform parties' distributions to their users.
      expect(toUsers.total).toBeGreaterThan(0)
      expect(toUsers.total + toPlatforms.total).toBeLessThanOrEqual(all.total)
      const ids = (page: { list: readonly { id: string }[] }) => page.list.map((record) => record.id)
      expect(ids(all)).toEqual(expect.arrayContaining([...ids(toUsers), ...ids(toPlatforms)]))
      expect(ids(toPlatforms).filter((id) => ids(toUsers).includes(id))).toEqual([])
      // Only the roles a distribution can reach are types.
      const refused = await failure(rawPost(operator, `${backend().apiBase}/v1/fee/getManagerAssign?to_role=1`, {}))
      expect(refused.code).toBe(apiErrorCodes.badRequest)
      expect(refused.message).toMatch(/^to_role: /)
    })

    it('after repeated wrong passwords a login needs a captcha, even with the right password', async () => {
      const settings = backend()
      const visitor = client(settings)
      const userName = uniqueName('bc_')
      const password = 'Behave#2026'
      await visitor.api.callApi(
        endpoints.register,
        await visitor.sealed({ name: userName, password, phone: '13712345679', code: settings.registerCode }),
      )
      for (let attempt = 0; attempt < FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1)
        expect(await visitor.login(userName, 'Wrong#2026x')).toBe(false)
      const refused = { code: apiErrorCodes.verificationCode, message: apiMessages.verificationCode }
      expect(
        await failure(visitor.api.callApi(endpoints.login, await visitor.sealed({ account: userName, password }))),
      ).toMatchObject(refused)
      const captcha = await visitor.api.callApi(endpoints.getCode, {})
      expect(
        await failure(
          visitor.api.callApi(
            endpoints.login,
            await visitor.sealed({ account: userName, password, captcha_id: captcha.captcha_id, captcha_code: '!!!!' }),
          ),
        ),
      ).toMatchObject(refused)
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
          operation: 'create_account',
          account,
          error_code: 'accountExists',
        }),
      ).resolves.toMatchObject({ result: 'failed' })
      const failed = await operator.api.callApi(endpoints.auditLog, { account, result: 'failed' })
      expect(failed.list.map((row) => [row.operation, row.tx_id, row.detail])).toEqual([
        ['create_account', null, 'accountExists'],
      ])
      const bad = await failure(
        rawPost(operator, `${settings.apiBase}/v1/permission/auditRecord`, { operation: 'create_account', account }),
      )
      expect(bad).toMatchObject({ code: 400 })
      expect(bad.message).toMatch(/^tx_id: /)

      // A sent transaction the indexer does not have yet is "pending", in the answer and in the log.
      const unindexed = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(32)), (byte) =>
        byte.toString(16).padStart(2, '0'),
      ).join('')
      await expect(
        operator.api.callApi(endpoints.auditRecord, { operation: 'create_account', account, tx_id: unindexed }),
      ).resolves.toMatchObject({ result: 'pending' })
      const pending = await operator.api.callApi(endpoints.auditLog, { account, result: 'pending' })
      expect(pending.list.map((row) => [row.operation, row.tx_id, row.block_num, row.result])).toEqual([
        ['create_account', unindexed, null, 'pending'],
      ])
      expect((await operator.api.callApi(endpoints.auditLog, { account, result: 'success' })).total).toBe(2)

      // Only about an account the session holds or manages (a new name and a proposal's proposer aside),
      // and only with a chain account of one's own.
      expect(
        await failure(
          operator.api.callApi(endpoints.auditRecord, { operation: 'set_fee', account, error_code: 'network' }),
        ),
      ).toMatchObject({ code: 403 })
      expect(
        await failure(
          user.api.callApi(endpoints.auditRecord, { operation: 'create_account', account, error_code: 'network' }),
        ),
      ).toMatchObject({ code: 404, message: '当前用户没有链账户' })
      expect((await operator.api.callApi(endpoints.auditLog, { account })).total).toBe(4)

      // Only the operator and platforms read the log.
      expect(await failure(user.api.callApi(endpoints.auditLog, {}))).toMatchObject({ code: 403 })
    })

    it('key material: a change needs the login password again, and operators see what it replaced', async () => {
      const settings = backend()
      const visitor = client(settings)
      const userName = uniqueName('ku_')
      const password = 'Behave#2026'
      await visitor.api.callApi(
        endpoints.register,
        await visitor.sealed({ name: userName, password, phone: '13712345678', code: settings.registerCode }),
      )
      const user = client(settings)
      expect(await user.login(userName, password)).toBe(true)
      const check = `v2.${'c'.repeat(40)}`
      await user.api.callApi(endpoints.setPassphrase, { passphrase_check: check, keys: [] })
      const noStepUp = await failure(
        rawPost(user, `${settings.apiBase}/v1/permission/changePassword`, { passphrase_check: `${check}x`, keys: [] }),
      )
      expect(noStepUp).toMatchObject({ code: 400 })
      expect(noStepUp.message).toMatch(/^data: /)
      const wrong = await failure(
        user.api.callApi(endpoints.changePassphrase, {
          passphrase_check: `${check}x`,
          keys: [],
          ...(await user.sealed({ password: 'Not#the2026' })),
        }),
      )
      expect(wrong).toMatchObject({ code: 400, message: '登录密码错误' })
      await expect(
        user.api.callApi(endpoints.changePassphrase, {
          passphrase_check: `${check}x`,
          keys: [],
          ...(await user.sealed({ password })),
        }),
      ).resolves.toBe(1)

      const operator = client(settings)
      expect(await operator.login(settings.operator.user_name, settings.operator.password)).toBe(true)
      const versions = await operator.api.callApi(endpoints.keyVersions, { user_name: userName })
      expect(versions.list.map((row) => [row.kind, row.cause, row.stored])).toEqual([
        ['passphrase_check', 'change_passphrase', true],
      ])
      await expect(
        operator.api.callApi(endpoints.restoreKeyVersion, { version_id: versions.list[0]?.version_id ?? '0' }),
      ).resolves.toBe(1)
      expect(await failure(user.api.callApi(endpoints.keyVersions, {}))).toMatchObject({ code: 403 })
    })
  })
}
