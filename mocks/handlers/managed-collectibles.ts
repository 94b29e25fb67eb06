import type { BusinessType } from '@/api/primitives'
import { apiErrorCodes } from '@/api/envelope'
import { managedListTotal } from '@/api/nft'
import type { endpoints } from '@/api/endpoints'
import { MockFailure, route, type MockRoute } from '../http/define-route'
import { contains, inRange, newestFirst, paginate, requireSession } from '../http/views'
import type { CollectibleRecord } from '../store/types'
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

/** As the server orders them: by time or by number (as a number), ties by position in the store, one direction. */
function sortCollectibles(
  rows: readonly CollectibleRecord[],
  sort: 'create_time' | 'nft_id',
  order: 'asc' | 'desc',
): CollectibleRecord[] {
  const sign = order === 'asc' ? 1 : -1
  const position = new Map(rows.map((row, index) => [row, index]))
  const byKey = (a: CollectibleRecord, b: CollectibleRecord): number => {
    if (sort === 'nft_id') {
      const difference = BigInt(a.nft_id) - BigInt(b.nft_id)
      return difference === 0n ? 0 : difference > 0n ? 1 : -1
    }
    return a.create_time < b.create_time ? -1 : a.create_time > b.create_time ? 1 : 0
  }
  return [...rows].sort((a, b) => sign * (byKey(a, b) || (position.get(a) ?? 0) - (position.get(b) ?? 0)))
}

/** The 721 and 1155 areas answer the same way, each for its business type. */
export function managedCollectibleRoutes(businessType: BusinessType, area: ManagedEndpoints): MockRoute[] {
  return [
    route(area.list, ({ input, session, store }) => {
      const rows = collectiblesInScope(store, requireSession(session)).filter(
        (nft) =>
          nft.business_type === businessType &&
          contains(nft.nft_id, input.nft_id) &&
          (!input.nft_id_exact || nft.nft_id === input.nft_id_exact) &&
          contains(nft.owner, input.owner) &&
          contains(nft.nft_uri, input.nft_uri) &&
          (input.state === undefined || String(nft.state) === input.state) &&
          (!input.platform || nft.platform === input.platform) &&
          inRange(nft.create_time, input.start_time, input.end_time),
      )
      const { list } = paginate(sortCollectibles(rows, input.sort ?? 'create_time', input.order ?? 'desc'), input)
      // Counted as the server counts: exactly up to a stretch past the page, a lower bound beyond.
      return { list, ...managedListTotal(rows.length, input) }
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
          (!input.nft_id_exact || approval.nft_id === input.nft_id_exact) &&
          contains(approval.owner, input.owner),
      )
      return paginate(newestFirst(rows), input)
    }),
  ]
}
