import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/** A platform with more collectibles than a list counts at once (issue 12 item 8). */
const BULK = 10_050

let server: TestServer
let platform: string

beforeAll(async () => {
  server = await startTestServer()
  const { db } = server.app.context
  await seed(db)
  await sql`
    insert into collectibles (nft_id, erc_info_id, chain_info_id, business_type, supply, nft_uri, nft_memo, owner,
      create_time, state, approved, amount, tx_hash, platform)
    select (5000000000000 + g)::text, (900000 + g)::text, 1, 1, 1,
      'https://assets.example/' || case when g % 3 = 0 then 'art' else 'music' end || '/' || g || '.png',
      'bulk ' || g, 'useralpha111', timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second', 1, '', 1,
      md5(g::text) || md5((g + 1)::text), ${parties.platformAlpha.account}
    from generate_series(1, ${sql.lit(BULK)}) as g`.execute(db)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
})
afterAll(() => server.close())

function list(query: Record<string, string>) {
  return call<{ list: unknown[]; total: number; total_capped?: boolean }>(
    server,
    'GET',
    '/api/v1/nft721/getNft721List',
    { token: platform, query },
  )
}

describe('a managed list of a large platform', () => {
  it('counts 10,000 rows ahead and says the total is a lower bound beyond', async () => {
    const first = await list({ size: '10' })
    expect(first.body.data).toMatchObject({ total: 10_000, total_capped: true })
    expect(first.body.data.list).toHaveLength(10)
    // A page near the end counts to the end: the exact total.
    const deep = await list({ current: '1000', size: '10' })
    expect(deep.body.data.total).toBe(BULK + 1)
    expect(deep.body.data.total_capped).toBeUndefined()
    // A filter matching fewer rows than the limit is counted exactly.
    const art = await list({ nft_uri: 'art', size: '10' })
    expect(art.body.data).toMatchObject({ total: Math.floor(BULK / 3) })
    expect(art.body.data.total_capped).toBeUndefined()
  })

  it('gives 10,000 rows in one page and refuses more with a 400 naming the size', async () => {
    const page = await list({ size: '10000' })
    expect(page.body.data.list).toHaveLength(10_000)
    expect(page.body.data).toMatchObject({ total: 10_051 })
    const tooLarge = await list({ size: '10001' })
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body.message).toMatch(/^size: .*10000/)
  })
})
