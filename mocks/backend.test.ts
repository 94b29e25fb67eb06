import { describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { PASSPHRASE_CHECK_PLAINTEXT } from '@/api/permission'
import { readCryptoConfig } from '@/lib/crypto/config'
import { encryptPayload } from '@/lib/crypto/payload'
import { decryptSecret } from '@/lib/crypto/key-vault'
import { DEMO_LOGINS, DEMO_PASSPHRASE, getStore, peekCaptchaCode, scenarios } from './handlers'
import { server } from './node'
import { createTestSession } from './test-client'

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

async function balance(session: ReturnType<typeof createTestSession>, account?: string): Promise<number> {
  return Number((await session.api.callApi(endpoints.getSupply, account ? { account } : {})).balance)
}

describe('mock backend: accounts and sessions', () => {
  it('registers a user who can then log in, and refuses wrong credentials with an empty array', async () => {
    const visitor = createTestSession()
    const { PUBLIC_KEY } = await visitor.api.callApi(endpoints.getConfig, {})
    const payload = {
      name: 'alice_2026',
      password: 'Alice#2026x',
      phone: '+8613812345678',
      code: readCryptoConfig().registerCode,
    }
    await expect(
      visitor.api.callApi(endpoints.register, { data: await encryptPayload(PUBLIC_KEY, payload) }),
    ).resolves.toMatchObject({ user_name: 'alice_2026' })

    expect(await visitor.login('alice_2026', 'wrong-Password1!')).toBe(false)
    expect(await visitor.login('alice_2026', 'Alice#2026x')).toBe(true)
    const state = await visitor.api.callApi(endpoints.getInfo, {})
    expect(state).toMatchObject({ user: { user_name: 'alice_2026' }, account: null, chain: null, permissions: [] })
  })

  it('refuses a registration that breaks the form rules or reuses a name, and stores nothing', async () => {
    const visitor = createTestSession()
    const { PUBLIC_KEY } = await visitor.api.callApi(endpoints.getConfig, {})
    const code = readCryptoConfig().registerCode
    const weak = rejection(
      visitor.api.callApi(endpoints.register, {
        data: await encryptPayload(PUBLIC_KEY, { name: 'bob', password: 'weak', phone: '13812345678', code }),
      }),
    )
    await expect(weak).resolves.toMatchObject({
      message: '长度为8-20位，包含数字、英文大小写和特殊字符(!#$%)',
      code: 400,
    })
    const taken = rejection(
      visitor.api.callApi(endpoints.register, {
        data: await encryptPayload(PUBLIC_KEY, {
          name: DEMO_LOGINS.operator.user_name,
          password: 'Abcdef1!',
          phone: '13812345678',
          code,
        }),
      }),
    )
    await expect(taken).resolves.toMatchObject({ code: 409 })
    expect(await visitor.login('bob', 'weak')).toBe(false)
  })

  it('answers getInfo with the session user state of the operator', async () => {
    const operator = createTestSession()
    expect(await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)).toBe(true)
    const state = await operator.api.callApi(endpoints.getInfo, {})
    expect(state).toMatchObject({
      account: { account: 'ddcoperator1', role: 1, type: 2 },
      chain: { account: 'ddcoperator1' },
      permissions: ['1'],
    })
  })

  it('switches the current chain account', async () => {
    const platform = createTestSession()
    await platform.login(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password)
    const accounts = await platform.api.callApi(endpoints.getUserNft, {})
    const other = accounts.find((account) => !account.current)
    if (!other) throw new Error('the demo platform has two chain accounts')
    const state = await platform.api.callApi(endpoints.changeUserNft, { perm_accounts_id: other.perm_accounts_id })
    expect(state.account?.account).toBe(other.account)
    expect((await platform.api.callApi(endpoints.getUserNft, {})).find((account) => account.current)?.account).toBe(
      other.account,
    )
  })

  it('answers 401 without a session', async () => {
    const visitor = createTestSession()
    await expect(visitor.api.callApi(endpoints.getInfo, {})).rejects.toMatchObject({
      code: 401,
      message: '登录已失效或过期，请重新登录',
    })
  })
})

describe('mock backend: a new user end to end', () => {
  it('register → login → apply for a chain account → operator approves and recharges → the balance shows it', async () => {
    const newcomer = createTestSession()
    const { PUBLIC_KEY } = await newcomer.api.callApi(endpoints.getConfig, {})
    const registration = {
      name: 'carol_2026',
      password: 'Carol#2026x',
      phone: '13900001111',
      code: readCryptoConfig().registerCode,
    }
    await newcomer.api.callApi(endpoints.register, { data: await encryptPayload(PUBLIC_KEY, registration) })
    expect(await newcomer.login('carol_2026', 'Carol#2026x')).toBe(true)
    const { apply_id } = await newcomer.api.callApi(endpoints.applyAccount, {
      account: 'carolaccount',
      type: 1,
      public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      chain_info_id: '1',
      bussiness_name: '星河数藏',
    })
    await expect(newcomer.api.callApi(endpoints.getApprovalNow, {})).resolves.toMatchObject({
      apply_id,
      state: 'pending',
    })

    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
    // The operator's newaccount of the name, as the indexer would have it (the demo has no chain).
    const { account: creator } = await operator.api.callApi(endpoints.managerRights, {})
    getStore().createdAccounts.set('carolaccount', {
      creator: creator ?? '',
      public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      tx_hash: 'c'.repeat(64),
    })
    await operator.api.callApi(endpoints.reviewApplication, { apply_id, approved: true, tx_id: 'c'.repeat(64) })
    await expect(operator.api.callApi(endpoints.getSupply, { account: 'carolaccount' })).rejects.toMatchObject({
      code: 127,
    })
    await operator.api.callApi(endpoints.opertorRecharge, { to: 'carolaccount', value: 300 })
    expect(await balance(operator, 'carolaccount')).toBe(300)

    await expect(newcomer.api.callApi(endpoints.getInfo, {})).resolves.toMatchObject({
      account: { account: 'carolaccount', role: 0, type: 1 },
    })
    await expect(newcomer.api.callApi(endpoints.getApprovalNow, {})).resolves.toMatchObject({
      state: 'approved',
      reviewer: 'ddcoperator1',
    })
  })
})

describe('mock backend: billing points', () => {
  it('self-recharge and recharge change the balances and write the ledger', async () => {
    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
    const start = await balance(operator)
    const platformStart = await balance(operator, 'ddcplatform1')

    await operator.api.callApi(endpoints.opertorSelfRecharge, { value: 500 })
    expect(await balance(operator)).toBe(start + 500)

    const record = await operator.api.callApi(endpoints.opertorRecharge, {
      to: 'ddcplatform1',
      value: '120',
      memo: '测试充值',
    })
    expect(record).toMatchObject({ kind: 'recharge', from: 'ddcoperator1', to: 'ddcplatform1', value: '120' })
    expect(await balance(operator)).toBe(start + 500 - 120)
    expect(await balance(operator, 'ddcplatform1')).toBe(platformStart + 120)

    const ledger = await operator.api.callApi(endpoints.getAccountFlow, {
      account: 'ddcplatform1',
      current: 1,
      size: 1,
    })
    expect(ledger.list[0]).toMatchObject({
      change: '+120',
      balance_after: String(platformStart + 120),
      counterparty: 'ddcoperator1',
    })
  })

  it('refuses wrong roles with an error envelope and changes nothing', async () => {
    const platform = createTestSession()
    await platform.login(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password)
    const before = await balance(platform)
    await expect(
      platform.api.callApi(endpoints.opertorRecharge, { to: 'ddcplatform1', value: 1 }),
    ).rejects.toMatchObject({
      code: 403,
      message: 'no permission',
      response: { status: 403, body: { error_code: 403, data: null } },
    })
    await expect(platform.api.callApi(endpoints.getSupplyList, {})).rejects.toMatchObject({ code: 403 })
    expect(await balance(platform)).toBe(before)

    const user = createTestSession()
    await user.login(DEMO_LOGINS.user.user_name, DEMO_LOGINS.user.password)
    await expect(user.api.callApi(endpoints.getNft721List, {})).rejects.toMatchObject({ code: 403 })
  })

  it('refuses bad input with a clear message and changes nothing', async () => {
    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
    const before = await balance(operator)
    // Straight to the mock, past the client's own request check.
    const response = await fetch(`${location.origin}/api/v1/fee/opertorRecharge`, {
      method: 'POST',
      headers: { Authorization: operator.token ?? '', 'Content-Type': 'application/json' },
      body: JSON.stringify({ to: 'ddcplatform1', value: -5 }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error_code: 400,
      data: null,
      message: expect.stringMatching(/^value: /) as unknown,
    })
    expect(await balance(operator)).toBe(before)
  })

  it('refuses a distribution beyond the balance', async () => {
    const platform = createTestSession()
    await platform.login(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password)
    const before = await balance(platform)
    await expect(
      platform.api.callApi(endpoints.recharge, { to: 'ddcuser11111', value: before + 1 }),
    ).rejects.toMatchObject({ code: 1002 })
    expect(await balance(platform)).toBe(before)
    await platform.api.callApi(endpoints.recharge, { to: 'ddcuser11111', value: 10 })
    expect(await balance(platform)).toBe(before - 10)
  })

  it('answers isAction with 1 when the points cover the fee rule', async () => {
    const platform = createTestSession()
    await platform.login(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password)
    await expect(platform.api.callApi(endpoints.isAction, { method: 'mint', business_type: 1 })).resolves.toBe(1)
  })
})

describe('mock backend: collectibles', () => {
  it('paginates the 721 list and scopes it by role', async () => {
    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
    const all = await operator.api.callApi(endpoints.getNft721List, { current: 2, size: 10 })
    expect(all.list).toHaveLength(10)
    expect(all.total).toBe(300)

    const platform = createTestSession()
    await platform.login(DEMO_LOGINS.platform.user_name, DEMO_LOGINS.platform.password)
    const own = await platform.api.callApi(endpoints.getNft721List, { size: 100 })
    expect(own.total).toBeGreaterThan(0)
    expect(own.total).toBeLessThan(300)
  })

  it('checks the captcha once: the right code finds collectibles, a reused or wrong one is a verification code error', async () => {
    const visitor = createTestSession()
    const { captcha_id, image } = await visitor.api.callApi(endpoints.getCode, {})
    expect(image).toMatch(/^data:image\/png;base64,/)
    const code = peekCaptchaCode(captcha_id) ?? ''
    const found = await visitor.api.callApi(endpoints.getNftByNftIdOrOwner, {
      chain_info_id: '1',
      parameter: 'ddcplatform1',
      code: code.toLowerCase(),
      captcha_id,
    })
    expect(found.total).toBeGreaterThan(0)
    const row = found.list[0]
    if (!row) throw new Error('expected a result')

    await expect(
      visitor.api.callApi(endpoints.getNftByNftIdOrOwner, {
        chain_info_id: '1',
        parameter: 'ddcplatform1',
        code,
        captcha_id,
      }),
    ).rejects.toMatchObject({ message: 'verification code error' })

    const [detail] = await visitor.api.callApi(endpoints.getDetailNftById, {
      erc_info_id: row.erc_info_id,
      business_type: row.business_type,
      owner: row.owner,
    })
    expect(detail?.nft_id).toBe(row.nft_id)
    const history = await visitor.api.callApi(endpoints.getTransferNftById, {
      erc_info_id: row.erc_info_id,
      business_type: row.business_type,
    })
    const mint = history.list.find((record) => record.action_name === 'mint')
    if (!mint) throw new Error('every collectible has a mint record')
    const deal = await visitor.api.callApi(endpoints.getTransferDetailById, {
      history_id: mint.history_id,
      business_type: mint.business_type,
    })
    expect(JSON.parse(deal.raw_data)).toMatchObject({ nft_uri: expect.any(String) as unknown })
  })
})

describe('mock backend: chain passphrase', () => {
  it('serves the ciphertexts the browser opens with the demo passphrase', { timeout: 30_000 }, async () => {
    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)
    await expect(operator.api.callApi(endpoints.passphraseState, {})).resolves.toEqual({ passphrase_set: true })
    const vault = await operator.api.callApi(endpoints.verifyPassphrase, {})
    expect((await decryptSecret(vault.passphrase_check, DEMO_PASSPHRASE)).plaintext).toBe(PASSPHRASE_CHECK_PLAINTEXT)
    expect(vault.encrypted_private_key).not.toBeNull()
  })

  it('stores a new passphrase once; a second set is refused', async () => {
    const user = createTestSession()
    await user.login(DEMO_LOGINS.user.user_name, DEMO_LOGINS.user.password)
    await expect(user.api.callApi(endpoints.passphraseState, {})).resolves.toEqual({ passphrase_set: false })
    await expect(user.api.callApi(endpoints.verifyPassphrase, {})).rejects.toMatchObject({ code: 1003 })
    const check = 'v2.pbkdf2-sha256.600000.test-only-check-ciphertext'
    await user.api.callApi(endpoints.setPassphrase, { passphrase_check: check, keys: [] })
    await expect(user.api.callApi(endpoints.verifyPassphrase, {})).resolves.toMatchObject({
      passphrase_check: check,
      account: 'ddcuser11111',
      encrypted_private_key: null,
    })
    await expect(
      user.api.callApi(endpoints.setPassphrase, { passphrase_check: check, keys: [] }),
    ).rejects.toMatchObject({ code: 1004 })
  })
})

describe('mock scenarios', () => {
  it('empty, error and expired session override one group or all', async () => {
    const operator = createTestSession()
    await operator.login(DEMO_LOGINS.operator.user_name, DEMO_LOGINS.operator.password)

    server.use(...scenarios.empty('nft721'))
    await expect(operator.api.callApi(endpoints.getNft721List, {})).resolves.toEqual({ list: [], total: 0 })
    expect((await operator.api.callApi(endpoints.getNft1155List, {})).total).toBeGreaterThan(0)

    server.use(...scenarios.error('fee', '积分服务维护中'))
    await expect(operator.api.callApi(endpoints.getSupply, {})).rejects.toMatchObject({
      message: '积分服务维护中',
      code: 500,
    })

    server.use(...Object.values(scenarios.expiredSession()).flat())
    await expect(operator.api.callApi(endpoints.getInfo, {})).rejects.toMatchObject({ code: 401 })
    await expect(operator.api.callApi(endpoints.getChainType, {})).resolves.not.toHaveLength(0)
  })
})
