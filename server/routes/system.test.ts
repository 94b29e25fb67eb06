import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, PUBLIC_KEY, seed, VAULT_CIPHERTEXT, type Seeded } from '../test/seed'

let server: TestServer
let seeded: Seeded
let holder: string
let operator: string

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
})
afterAll(() => server.close())

describe('system routes', () => {
  it('answers the personal centre with a masked phone and the current account', async () => {
    const result = await call(server, 'GET', '/api/v1/system/personalInformation', { token: holder })
    expect(result.body.data).toMatchObject({
      user_name: parties.userAlpha.user_name,
      phone: '138****0003',
      role: 0,
      account: 'useralpha111',
      chain_account_count: 1,
      passphrase_set: true,
    })
  })

  it('lists chains and answers a chain’s contract, or a clear not-found', async () => {
    const chains = await call<{ chain_info_id: string }[]>(server, 'GET', '/api/v1/system/getChainType')
    expect(chains.body.data).toHaveLength(1)
    const contract = await call(server, 'POST', '/api/v1/system/getChainContract', {
      token: holder,
      query: { chain_info_id: chains.body.data[0]?.chain_info_id ?? '' },
    })
    expect(contract.body.data).toMatchObject({ contract_account: 'ddccontract', chain_rpc: 'http://127.0.0.1:9' })
    const missing = await call(server, 'POST', '/api/v1/system/getChainContract', {
      token: holder,
      query: { chain_info_id: '99999999999999999999999' },
    })
    expect(missing.body).toMatchObject({ error_code: 404 })
  })

  it('answers the captcha as a PNG from a secure source: a new picture and answer each time', async () => {
    const first = await call<{ captcha_id: string; image: string }>(server, 'GET', '/api/v1/system/getCode')
    const second = await call<{ captcha_id: string; image: string }>(server, 'GET', '/api/v1/system/getCode')
    expect(first.body.data.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/)
    expect(first.body.data.image).not.toBe(second.body.data.image)
    const answer = server.captchas.get(first.body.data.captcha_id) as string
    expect(Buffer.from(first.body.data.image.split(',')[1] ?? '', 'base64').toString('latin1')).not.toContain(answer)
    expect(first.body.data.captcha_id).not.toBe(second.body.data.captcha_id)
    const stored = await server.app.context.db.selectFrom('captchas').select('code_hash').execute()
    expect(stored.map((row) => row.code_hash)).not.toContain(answer)
  })

  it('files one pending application at a time; a custodial one needs its key ciphertext', async () => {
    const newcomer = await login(server, parties.newcomer.user_name, parties.newcomer.password)
    const base = { account: 'fresh1111111', public_key: PUBLIC_KEY, chain_info_id: '1', bussiness_name: '星河数藏' }
    const keyless = await call(server, 'POST', '/api/v1/system/applyAccount', {
      token: newcomer,
      body: { ...base, type: 2 },
    })
    expect(keyless.body).toMatchObject({
      error_code: 400,
      message: 'encrypted_private_key: required for a custodial account',
    })
    const taken = await call(server, 'POST', '/api/v1/system/applyAccount', {
      token: newcomer,
      body: { ...base, account: 'ddcoperator1', type: 1 },
    })
    expect(taken.body).toMatchObject({ error_code: 409, message: '链上已存在该账户' })
    const filed = await call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
      token: newcomer,
      body: { ...base, type: 2, encrypted_private_key: VAULT_CIPHERTEXT },
    })
    expect(filed.body.error_code).toBe(0)
    const again = await call(server, 'POST', '/api/v1/system/applyAccount', {
      token: newcomer,
      body: { ...base, account: 'fresh2222222', type: 1 },
    })
    expect(again.body).toMatchObject({ error_code: 409, message: '已有待审核的申请' })
    const now = await call(server, 'GET', '/api/v1/system/getApprovalNow', { token: newcomer })
    expect(now.body.data).toMatchObject({ apply_id: filed.body.data.apply_id, state: 'pending', type: 2 })
    expect(JSON.stringify(now.body.data)).not.toContain(VAULT_CIPHERTEXT)
  })

  it('resets a forgotten chain key only after its reset application was approved', async () => {
    const applied = await call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
      token: holder,
      body: {
        apply_type: 'reset_key',
        account: 'useralpha111',
        type: 2,
        public_key: PUBLIC_KEY,
        chain_info_id: '1',
        bussiness_name: '星河数藏',
        encrypted_private_key: VAULT_CIPHERTEXT,
      },
    })
    const reset = {
      public_key: PUBLIC_KEY,
      private_key: `${VAULT_CIPHERTEXT}new`,
      apply_id: applied.body.data.apply_id,
    }
    const early = await call(server, 'POST', '/api/v1/system/resetForgetPassword', { token: holder, body: reset })
    expect(early.body).toMatchObject({ error_code: 400, message: '申请尚未审核通过' })
    const platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    const review = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: platform,
      body: { apply_id: applied.body.data.apply_id, approved: true },
    })
    expect(review.body.data).toMatchObject({ state: 'approved', reviewer: 'ddcplatforma' })
    const done = await call(server, 'POST', '/api/v1/system/resetForgetPassword', { token: holder, body: reset })
    expect(done.body.data).toBe(1)
    const account = await server.app.context.db
      .selectFrom('chain_accounts')
      .select(['encrypted_private_key', 'apply_id'])
      .where('account', '=', 'useralpha111')
      .executeTakeFirstOrThrow()
    expect(account).toEqual({ encrypted_private_key: `${VAULT_CIPHERTEXT}new`, apply_id: applied.body.data.apply_id })
  })

  it('switches the current chain account only among the user’s own', async () => {
    const own = await call(server, 'POST', '/api/v1/system/changeUserNft', {
      token: operator,
      body: { perm_accounts_id: seeded.accountIds.operator },
    })
    expect(own.body.data).toMatchObject({ account: { account: 'ddcoperator1', role: 1 }, permissions: ['1'] })
  })
})
