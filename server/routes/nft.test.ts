import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

let server: TestServer
let platform: string
let operator: string

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
})
afterAll(() => server.close())

async function search(parameter: string, answer?: (code: string) => string) {
  const captcha = await call<{ captcha_id: string }>(server, 'GET', '/api/v1/system/getCode')
  const id = captcha.body.data.captcha_id
  const code = server.captchas.get(id) as string
  const query = { chain_info_id: '1', parameter, code: answer ? answer(code) : code, captcha_id: id }
  return {
    id,
    query,
    result: await call<{ list: { nft_id: string; owner: string }[]; total: number }>(
      server,
      'GET',
      '/api/v1/nft/getNftByNftIdOrOwner',
      { query },
    ),
  }
}

describe('visitor search and provenance', () => {
  it('finds by number and by owner, newest first, with a solved captcha', async () => {
    const byNumber = await search('1001')
    expect(byNumber.result.body.data).toEqual({
      total: 1,
      list: [expect.objectContaining({ nft_id: '1001', owner: 'useralpha111', chain_type: 'Antelope 开发链' })],
    })
    const byOwner = await search('userbeta1111')
    expect(byOwner.result.body.data.list.map((row) => row.nft_id)).toEqual(['2002', '2001'])
    expect(byOwner.result.body.data.total).toBe(2)
  })

  it('spends the captcha on the first check, right or wrong, and refuses a wrong one', async () => {
    const wrong = await search('1001', () => 'ZZZZ')
    expect(wrong.result.body).toMatchObject({ error_code: 1001, message: 'verification code error' })
    const first = await search('1001')
    const reused = await call(server, 'GET', '/api/v1/nft/getNftByNftIdOrOwner', { query: first.query })
    expect(reused.body).toMatchObject({ error_code: 1001 })
  })

  it('answers details, the provenance page and one transaction', async () => {
    const details = await call<{ nft_id: string }[]>(server, 'GET', '/api/v1/nft/getDetailNftById', {
      query: { erc_info_id: '500', business_type: '1', owner: 'useralpha111' },
    })
    expect(details.body.data).toEqual([expect.objectContaining({ nft_id: '1001', supply: '1' })])
    const history = await call<{ list: { history_id: string; action_name: string }[]; total: number }>(
      server,
      'GET',
      '/api/v1/nft/getTransferNftById',
      { query: { erc_info_id: '500', business_type: '1' } },
    )
    expect(history.body.data.total).toBe(1)
    const record = history.body.data.list[0]
    expect(record?.action_name).toBe('mint')
    const deal = await call(server, 'GET', '/api/v1/nft/getTransferDetailById', {
      query: { history_id: record?.history_id ?? '', business_type: '1' },
    })
    expect(deal.body.data).toMatchObject({ nft_id: '1001', block_number: '100', actions: [{ action_name: 'mint' }] })
    const none = await call(server, 'GET', '/api/v1/nft/getTransferDetailById', {
      query: { history_id: '987654', business_type: '1' },
    })
    expect(none.body).toMatchObject({ error_code: 404, message: '交易记录不存在' })
  })
})

describe('managed collectibles (721 / 1155) and statistics', () => {
  it('the operator sees every platform’s, a platform its own', async () => {
    const all = await call<{ list: { nft_id: string }[] }>(server, 'GET', '/api/v1/nft721/getNft721List', {
      token: operator,
    })
    expect(all.body.data.list.map((row) => row.nft_id)).toEqual(['2001', '1001'])
    const own = await call<{ list: { nft_id: string; amount: string }[] }>(
      server,
      'GET',
      '/api/v1/nft1155/getNft1155List',
      { token: platform },
    )
    expect(own.body.data.list).toEqual([expect.objectContaining({ nft_id: '1002', amount: '50', state: 1 })])
    const filtered = await call<{ total: number }>(server, 'GET', '/api/v1/nft721/getNft721List', {
      token: operator,
      query: { owner: 'BETA', current: '1', size: '1' },
    })
    expect(filtered.body.data.total).toBe(1)
    const stats = await call(server, 'GET', '/api/v1/fee/getNftSupply', { token: platform })
    expect(stats.body.data).toEqual([
      { business_type: 1, collectibles: '1', copies: '1', holders: '1' },
      { business_type: 2, collectibles: '1', copies: '50', holders: '1' },
    ])
  })

  it('answers a managed collectible’s history and approvals within scope', async () => {
    const history = await call<{ total: number }>(server, 'GET', '/api/v1/nft1155/getTransferNft1155', {
      token: platform,
      query: { nft_id: '1002' },
    })
    expect(history.body.data.total).toBe(1)
    const approvals = await call<{ list: { nft_id: string; to: string }[] }>(
      server,
      'GET',
      '/api/v1/nft721/approved721',
      { token: operator },
    )
    expect(approvals.body.data.list.map((row) => row.nft_id).sort()).toEqual(['1001', '2001'])
  })
})
