import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpointList, endpoints, type EndpointId } from '@/api/endpoints'
import { Role } from '@/api/primitives'
import { callEndpoint } from '../test/call-endpoint'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { sampleInputs } from '../test/samples'
import { parties, seed, type Seeded } from '../test/seed'

/**
 * Every endpoint called as a visitor, a user without a role, a user with a role-0 account, the operator and a
 * platform: the registry's `public` and `roles` decide allowed (anything but 401/403) or refused.
 */
type Caller = 'visitor' | 'newcomer' | 'holder' | 'operator' | 'platform'
const callerRole: Record<Caller, number | null> = {
  visitor: null,
  newcomer: 0,
  holder: 0,
  operator: Role.Operator,
  platform: Role.Platform,
}

let server: TestServer
let seeded: Seeded
const tokens = {} as Record<Caller, string | null>

beforeAll(async () => {
  server = await startTestServer()
  seeded = await seed(server.app.context.db)
  tokens.visitor = null
  tokens.newcomer = await login(server, parties.newcomer.user_name, parties.newcomer.password)
  tokens.holder = await login(server, parties.userAlpha.user_name, parties.userAlpha.password)
  tokens.operator = await login(server, parties.operator.user_name, parties.operator.password)
  tokens.platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
})
afterAll(() => server.close())

function expected(id: EndpointId, caller: Caller): 'allowed' | 401 | 403 {
  const endpoint = endpoints[id]
  if ('public' in endpoint && endpoint.public) return 'allowed'
  const role = callerRole[caller]
  if (role === null) return 401
  if ('roles' in endpoint && endpoint.roles)
    return (endpoint.roles as readonly number[]).includes(role) ? 'allowed' : 403
  return 'allowed'
}

const callers: readonly Caller[] = ['visitor', 'newcomer', 'holder', 'operator', 'platform']
const cases = endpointList.flatMap((endpoint) => callers.map((caller) => [endpoint.id as EndpointId, caller] as const))

describe('role matrix', () => {
  it.each(cases)('%s as %s', async (id, caller) => {
    const endpoint = endpoints[id]
    // Logout spends its token: it gets one of its own.
    const token =
      id === 'logout' && caller !== 'visitor'
        ? await login(
            server,
            ...(() => {
              const party = {
                newcomer: parties.newcomer,
                holder: parties.userAlpha,
                operator: parties.operator,
                platform: parties.platformAlpha,
              }[caller]
              return [party.user_name, party.password] as const
            })(),
          )
        : tokens[caller]
    const result = await callEndpoint(server, endpoint, sampleInputs(seeded)[id], token)
    const want = expected(id, caller)
    if (want === 'allowed') {
      // Allowed calls reach their handler, which answers without crashing.
      expect(result.status).toBeLessThan(500)
      expect([401, 403]).not.toContain(result.status)
      expect([401, 403]).not.toContain(result.body.error_code)
    } else {
      expect(result.status).toBe(want)
      expect(result.body.error_code).toBe(want)
    }
  })
})

describe('object-level rules: another party’s ids', () => {
  it('a platform reads only its own and its users’ accounts, collectibles, points and ledgers', async () => {
    const beta = await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    const refused = [
      await call(server, 'GET', '/api/v1/permission/getAccountInfo', {
        token: beta,
        query: { account: 'useralpha111' },
      }),
      await call(server, 'GET', '/api/v1/nft721/getDetailNft721', { token: beta, query: { nft_id: '1001' } }),
      await call(server, 'GET', '/api/v1/nft721/getTransferNft721', { token: beta, query: { nft_id: '1001' } }),
      await call(server, 'GET', '/api/v1/nft1155/getDetailNft1155', { token: beta, query: { nft_id: '1002' } }),
      await call(server, 'GET', '/api/v1/fee/getSupply', { token: beta, query: { account: 'ddcplatforma' } }),
      await call(server, 'GET', '/api/v1/fee/getAccountFlow', { token: beta, query: { account: 'useralpha111' } }),
      await call(server, 'POST', '/api/v1/fee/recharge', {
        token: beta,
        body: { to: 'useralpha111', value: '1', tx_hash: 'a'.repeat(64) },
      }),
    ]
    for (const result of refused) expect(result.body).toMatchObject({ error_code: 404, data: null })

    const list = await call<{ list: { nft_id: string }[] }>(server, 'GET', '/api/v1/nft721/getNft721List', {
      token: beta,
    })
    expect(list.body.data.list.map((row) => row.nft_id)).toEqual(['2001'])
    // Asking for another platform's collectibles by filter finds none: the filter narrows the scope, never widens it.
    const foreign = await call<{ list: unknown[]; total: number }>(server, 'GET', '/api/v1/nft721/getNft721List', {
      token: beta,
      query: { platform: 'ddcplatforma', nft_id_exact: '1001' },
    })
    expect(foreign.body.data).toEqual({ list: [], total: 0 })
    const foreignHolders = await call<{ list: unknown[] }>(server, 'GET', '/api/v1/nft1155/getNft1155List', {
      token: beta,
      query: { nft_id_exact: '1002' },
    })
    expect(foreignHolders.body.data.list).toEqual([])
    const accounts = await call<{ list: { account: string }[] }>(server, 'GET', '/api/v1/permission/accountList', {
      token: beta,
    })
    expect(accounts.body.data.list.map((row) => row.account).sort()).toEqual(['ddcplatformb', 'userbeta1111'])
    const charges = await call<{ list: { account: string }[] }>(server, 'GET', '/api/v1/fee/getChargeDetailsManager', {
      token: beta,
    })
    expect(charges.body.data.list.map((row) => row.account)).toEqual(['userbeta1111'])
    const approvals = await call<{ list: { nft_id: string }[] }>(server, 'GET', '/api/v1/nft/approvedHistory', {
      token: beta,
    })
    expect(approvals.body.data.list.map((row) => row.nft_id).sort()).toEqual(['2001', '2002'])
  })

  it('a user reaches only their own chain accounts, keys and applications', async () => {
    const beta = await login(server, parties.userBeta.user_name, parties.userBeta.password)
    const switched = await call(server, 'POST', '/api/v1/system/changeUserNft', {
      token: beta,
      body: { perm_accounts_id: seeded.accountIds.userAlpha },
    })
    expect(switched.body).toMatchObject({ error_code: 404 })
    const stolenKey = await call(server, 'POST', '/api/v1/permission/verify', {
      token: tokens.operator,
      body: { perm_accounts_id: seeded.accountIds.userAlpha },
    })
    expect(stolenKey.body).toMatchObject({ error_code: 404, data: null })
    const foreignKeys = await call(server, 'POST', '/api/v1/permission/setPassword', {
      token: beta,
      body: {
        passphrase_check: 'c'.repeat(40),
        keys: [{ perm_accounts_id: seeded.accountIds.userAlpha, encrypted_private_key: 'k'.repeat(40) }],
      },
    })
    expect(foreignKeys.status).toBe(400)
    const own = await call<{ account: string }[]>(server, 'GET', '/api/v1/system/getUserNft', { token: beta })
    expect(own.body.data.map((row) => row.account)).toEqual(['userbeta1111'])
  })

  it('a platform reviews only applications for its own business', async () => {
    const newcomer = tokens.newcomer
    const applied = await call<{ apply_id: string }>(server, 'POST', '/api/v1/system/applyAccount', {
      token: newcomer,
      body: {
        account: 'betaapplicnt',
        type: 1,
        public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
        chain_info_id: '1',
        bussiness_name: '云端藏馆',
      },
    })
    // The matrix may already have filed one for this user: then its pending one is reused.
    const pending = await call<{ apply_id: string; bussiness_name: string } | null>(
      server,
      'GET',
      '/api/v1/system/getApprovalNow',
      { token: newcomer },
    )
    const applyId = applied.body.error_code === 0 ? applied.body.data.apply_id : pending.body.data?.apply_id
    const business = applied.body.error_code === 0 ? '云端藏馆' : pending.body.data?.bussiness_name
    const outsider =
      business === '云端藏馆'
        ? tokens.platform
        : await login(server, parties.platformBeta.user_name, parties.platformBeta.password)
    const review = await call(server, 'POST', '/api/1.0/app/user_apply/review', {
      token: outsider,
      body: { apply_id: applyId, approved: true },
    })
    expect(review.body).toMatchObject({ error_code: 404 })
  })
})
