import { describe, expect, it } from 'vitest'
import { endpoints, type AnyEndpoint } from '@/api/endpoints'
import { ApiError } from '@/lib/api-client'
import { DEMO_LOGINS, getStore } from './handlers'
import { createTestSession } from './test-client'

/** Every read endpoint with a valid request; answers are checked against the response schema by both sides. */
function readCalls(): [AnyEndpoint, Record<string, unknown>][] {
  const store = getStore()
  const nft721 = store.collectibles.find((nft) => nft.business_type === 1 && nft.platform === 'ddcplatform1')
  const nft1155 = store.collectibles.find((nft) => nft.business_type === 2 && nft.platform === 'ddcplatform1')
  const history = store.transfers[0]
  if (!nft721 || !nft1155 || !history) throw new Error('fixtures lack collectibles')
  return [
    [endpoints.getInfo, {}],
    [endpoints.authCheckToken, {}],
    [endpoints.personalInformation, {}],
    [endpoints.getChainType, {}],
    [endpoints.getChainContract, { chain_info_id: '1' }],
    [endpoints.getUserNft, {}],
    [endpoints.getApprovalNow, {}],
    [endpoints.accountList, { current: 1, size: 10, state: '2' }],
    [endpoints.getAccountInfo, {}],
    [endpoints.getNeedApproved, {}],
    [endpoints.approvedApplications, { state: 'rejected' }],
    [endpoints.passphraseState, {}],
    [endpoints.getDetailNftById, { erc_info_id: nft721.erc_info_id, business_type: 1, owner: nft721.owner }],
    [endpoints.getTransferNftById, { erc_info_id: nft1155.erc_info_id, business_type: 2 }],
    [endpoints.getTransferDetailById, { history_id: history.history_id, business_type: history.business_type }],
    [endpoints.approvedHistory, { business_type: 1 }],
    [endpoints.getNft721List, { state: '1' }],
    [endpoints.getDetailNft721, { nft_id: nft721.nft_id }],
    [endpoints.getTransferNft721, { nft_id: nft721.nft_id }],
    [endpoints.approved721, {}],
    [endpoints.getNft1155List, { owner: nft1155.owner }],
    [endpoints.getDetailNft1155, { nft_id: nft1155.nft_id, owner: nft1155.owner }],
    [endpoints.getTransferNft1155, { nft_id: nft1155.nft_id }],
    [endpoints.approved1155, {}],
    [endpoints.getFee, { business_type: 2 }],
    [endpoints.getOpertorRecharge, { start_time: '2026-01-01', end_time: '2026-12-31' }],
    [endpoints.getSupply, {}],
    [endpoints.getNftSupply, {}],
    [endpoints.getPersonalAssign, {}],
    [endpoints.getManagerAssign, {}],
    [endpoints.getChargeDetailsOpertor, { business_type: 1 }],
    [endpoints.getChargeDetailsManager, {}],
    [endpoints.getSupplyList, { role: '2' }],
    [endpoints.getAccountFlow, {}],
    [endpoints.getAccount, { type: '1' }],
    [endpoints.isAction, { method: 'transfer', business_type: 2 }],
  ]
}

describe('mock read endpoints', () => {
  it.each([
    ['operator', DEMO_LOGINS.operator],
    ['platform', DEMO_LOGINS.platform],
    ['user without role', DEMO_LOGINS.user],
  ] as const)('answer the %s within their schemas, or refuse the role with 403', async (_who, login) => {
    const session = createTestSession()
    await session.login(login.user_name, login.password)
    const role = (await session.api.callApi(endpoints.getInfo, {})).account?.role ?? 0
    for (const [endpoint, request] of readCalls()) {
      const allowed = !endpoint.roles || (endpoint.roles as readonly number[]).includes(role)
      const outcome = await session.api.callApi(endpoint, request).then(
        () => 'ok',
        (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
      )
      // Not found is a fair answer for another platform's collectible; anything else is a mock bug.
      expect([endpoint.id, outcome]).toEqual([endpoint.id, allowed ? (outcome === 404 ? 404 : 'ok') : 403])
    }
  })
})
