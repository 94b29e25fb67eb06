import { Role } from '@/api/primitives'
import { apiErrorCodes, apiMessages } from '@/api/envelope'
import { endpoints } from '@/api/endpoints'
import type { ApprovalRecord } from '@/api/nft'
import { checkCaptcha } from '../store/captcha'
import type { CollectibleRecord, Store } from '../store/types'
import { MockFailure, route, type MockSession } from '../http/define-route'
import { contains, newestFirst, paginate, requireSession } from '../http/views'

/** Collectibles a session manages: role 1 all, role 2 those its platform minted, others those they hold. */
export function collectiblesInScope(store: Store, session: MockSession): CollectibleRecord[] {
  if (session.role === Role.Operator) return store.collectibles
  const platform = session.account?.platform
  if (session.role === Role.Platform && platform) return store.collectibles.filter((nft) => nft.platform === platform)
  const mine = new Set(
    store.accounts.filter((account) => account.user_id === session.user.user_id).map((account) => account.account),
  )
  return store.collectibles.filter((nft) => mine.has(nft.owner))
}

export function approvalsInScope(store: Store, session: MockSession): ApprovalRecord[] {
  const visible = new Set(collectiblesInScope(store, session).map((nft) => nft.nft_id))
  const mine = new Set(
    store.accounts.filter((account) => account.user_id === session.user.user_id).map((account) => account.account),
  )
  return store.approvals.filter(
    (approval) => visible.has(approval.nft_id) || mine.has(approval.owner) || mine.has(approval.to),
  )
}

export const nftRoutes = [
  route(endpoints.getNftByNftIdOrOwner, ({ input, store }) => {
    if (!checkCaptcha(input.captcha_id, input.code))
      throw new MockFailure(apiErrorCodes.verificationCode, apiMessages.verificationCode)
    const rows = store.collectibles.filter(
      (nft) =>
        nft.chain_info_id === input.chain_info_id && (nft.nft_id === input.parameter || nft.owner === input.parameter),
    )
    return paginate(newestFirst(rows), input)
  }),

  route(endpoints.getDetailNftById, ({ input, store }) =>
    store.collectibles.filter(
      (nft) =>
        nft.erc_info_id === input.erc_info_id && nft.business_type === input.business_type && nft.owner === input.owner,
    ),
  ),

  route(endpoints.getTransferNftById, ({ input, store }) => {
    const holding = store.collectibles.find(
      (nft) => nft.erc_info_id === input.erc_info_id && nft.business_type === input.business_type,
    )
    if (!holding) return { list: [], total: 0 }
    return paginate(newestFirst(store.transfers.filter((record) => record.nft_id === holding.nft_id)), input)
  }),

  route(endpoints.getTransferDetailById, ({ input, store }) => {
    const record = store.transfers.find(
      (candidate) => candidate.history_id === input.history_id && candidate.business_type === input.business_type,
    )
    if (!record) throw new MockFailure(apiErrorCodes.notFound, '交易记录不存在')
    return record
  }),

  route(endpoints.approvedHistory, ({ input, session, store }) => {
    const rows = approvalsInScope(store, requireSession(session)).filter(
      (approval) =>
        (input.business_type === undefined || approval.business_type === input.business_type) &&
        contains(approval.nft_id, input.nft_id) &&
        contains(approval.owner, input.owner),
    )
    return paginate(newestFirst(rows), input)
  }),
]
