import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed, txHash } from '../test/seed'

let server: TestServer
let operator: string
let platform: string
let holder: string

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
})
afterAll(() => server.close())

describe('points come from the chain, never from a request body', () => {
  it('confirms a recharge the indexer recorded, and credits nothing by itself', async () => {
    const before = await server.app.context.db.selectFrom('points_balances').selectAll().orderBy('account').execute()
    const confirmed = await call(server, 'POST', '/api/v1/fee/opertorRecharge', {
      token: operator,
      body: { to: 'ddcplatforma', value: '5000', tx_hash: txHash('recharge 1') },
    })
    expect(confirmed.body.data).toMatchObject({
      kind: 'recharge',
      from: 'ddcoperator1',
      to: 'ddcplatforma',
      value: '5000',
    })
    const inflated = await call(server, 'POST', '/api/v1/fee/opertorRecharge', {
      token: operator,
      body: { to: 'ddcplatforma', value: '999999', tx_hash: txHash('recharge 1') },
    })
    expect(inflated.body).toMatchObject({ error_code: 400, message: 'tx_hash: 链上交易与请求不符' })
    const unsent = await call(server, 'POST', '/api/v1/fee/opertorSelfRecharge', {
      token: operator,
      body: { value: 10 },
    })
    expect(unsent.body.error_code).toBe(400)
    expect(unsent.body.message).toMatch(/^tx_hash: /)
    const notIndexed = await call(server, 'POST', '/api/v1/fee/recharge', {
      token: platform,
      body: { to: 'useralpha111', value: '1', tx_hash: 'f'.repeat(64) },
    })
    expect(notIndexed.body).toMatchObject({ error_code: 404, message: '交易尚未被索引，请稍后刷新' })
    const after = await server.app.context.db.selectFrom('points_balances').selectAll().orderBy('account').execute()
    expect(after).toEqual(before)
  })

  it('answers balances, the ledger and whether an action is affordable', async () => {
    const mine = await call(server, 'GET', '/api/v1/fee/getSupply', { token: platform })
    expect(mine.body.data).toMatchObject({ account: 'ddcplatforma', balance: '5000' })
    const flow = await call<{ list: { type: string; change: string }[] }>(server, 'GET', '/api/v1/fee/getAccountFlow', {
      token: platform,
      query: { account: 'useralpha111' },
    })
    expect(flow.body.data.list).toEqual([expect.objectContaining({ type: 'distribution_in', change: '+100' })])
    expect(
      (
        await call(server, 'GET', '/api/v1/fee/isAction', {
          token: holder,
          query: { method: 'mint', business_type: '1' },
        })
      ).body.data,
    ).toBe(1)
    const poor = await login(server, parties.userBeta.user_name, parties.userBeta.password)
    expect(
      (
        await call(server, 'GET', '/api/v1/fee/isAction', {
          token: poor,
          query: { method: 'mint', business_type: '1' },
        })
      ).body.data,
    ).toBe(0)
    const list = await call<{ list: { account: string }[] }>(server, 'GET', '/api/v1/fee/getSupplyList', {
      token: operator,
    })
    expect(list.body.data.list.map((row) => row.account)).toEqual([
      'ddcoperator1',
      'ddcplatforma',
      'ddcplatformb',
      'useralpha111',
      'userbeta1111',
    ])
  })

  it('answers 127 for an account without a points record', async () => {
    await server.app.context.db.deleteFrom('points_balances').where('account', '=', 'userbeta1111').execute()
    const beta = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    const missing = await call(server, 'GET', '/api/v1/fee/getSupply', {
      token: beta,
      query: { account: 'userbeta1111' },
    })
    expect(missing.body).toMatchObject({ error_code: 127, message: '积分账户不存在' })
  })

  it('lists recharges, distributions and fee charges by time range', async () => {
    const recharges = await call<{ total: number }>(server, 'GET', '/api/v1/fee/getOpertorRecharge', {
      token: operator,
      query: { start_time: '2026-01-16', end_time: '2026-01-17' },
    })
    expect(recharges.body.data.total).toBe(2)
    const personal = await call<{ list: { to: string }[] }>(server, 'POST', '/api/v1/fee/getPersonalAssign', {
      token: platform,
    })
    expect(personal.body.data.list.map((row) => row.to)).toEqual(['useralpha111'])
    const manager = await call<{ total: number }>(server, 'POST', '/api/v1/fee/getManagerAssign', { token: operator })
    expect(manager.body.data.total).toBe(2)
    const fees = await call<{ total: number }>(server, 'GET', '/api/v1/fee/getChargeDetailsOpertor', {
      token: operator,
      query: { business_type: '1' },
    })
    expect(fees.body.data.total).toBe(2)
    const picks = await call<{ account: string }[]>(server, 'GET', '/api/v1/fee/getAccount', {
      token: operator,
      query: { type: '1' },
    })
    expect(picks.body.data.map((row) => row.account)).toEqual(['ddcplatforma', 'ddcplatformb'])
  })
})
