import type { BusinessType } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import type { endpoints } from '@/api/endpoints'
import { MockFailure, route, type MockRoute } from '../http/define-route'
import { contains, newestFirst, paginate, requireSession } from '../http/views'
import { approvalsInScope, collectiblesInScope } from './nft'

type ManagedEndpoints =
  | {
      list: typeof endpoints.getNft721List
      detail: typeof endpoints.getDetailNft721
      history: typeof endpoints.getTransferNft721
      approved: typeof endpoints.approved721
    }
  | {
      list: typeof endpoints.getNft1155List
      detail: typeof endpoints.getDetailNft1155
      history: typeof endpoints.getTransferNft1155
      approved: typeof endpoints.approved1155
    }

/** The 721 and 1155 areas answer the same way, each for its business type. */
export function managedCollectibleRoutes(businessType: BusinessType, area: ManagedEndpoints): MockRoute[] {
  return [
    route(area.list, ({ input, session, store }) => {
      const rows = collectiblesInScope(store, requireSession(session)).filter(
        (nft) =>
          nft.business_type === businessType &&
          contains(nft.nft_id, input.nft_id) &&
          contains(nft.owner, input.owner) &&
          (input.state === undefined || String(nft.state) === input.state),
      )
      return paginate(newestFirst(rows), input)
    }),
    route(area.detail, ({ input, session, store }) => {
      const found = collectiblesInScope(store, requireSession(session)).find(
        (nft) =>
          nft.business_type === businessType &&
          nft.nft_id === input.nft_id &&
          (input.owner === undefined || nft.owner === input.owner),
      )
      if (!found) throw new MockFailure(apiErrorCodes.notFound, '藏品不存在')
      return found
    }),
    route(area.history, ({ input, session, store }) => {
      const visible = collectiblesInScope(store, requireSession(session)).some(
        (nft) => nft.business_type === businessType && nft.nft_id === input.nft_id,
      )
      if (!visible) throw new MockFailure(apiErrorCodes.notFound, '藏品不存在')
      return paginate(newestFirst(store.transfers.filter((record) => record.nft_id === input.nft_id)), input)
    }),
    route(area.approved, ({ input, session, store }) => {
      const rows = approvalsInScope(store, requireSession(session)).filter(
        (approval) =>
          approval.business_type === businessType &&
          contains(approval.nft_id, input.nft_id) &&
          contains(approval.owner, input.owner),
      )
      return paginate(newestFirst(rows), input)
    }),
  ]
}
