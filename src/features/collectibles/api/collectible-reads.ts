import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query'
import { nft1155Endpoints } from '@/api/endpoint-groups/nft1155'
import { nft721Endpoints } from '@/api/endpoint-groups/nft721'
import type { ManagedListRequest } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import { collectiblesQueryRoot } from '../query-keys'

/**
 * The reads behind the collectibles screens, for either business type (the 721 and 1155 areas answer alike).
 * Every key starts with `collectiblesQueryRoot`: an indexed chain operation refreshes them all at once.
 */

/** One page of a managed list with its filters and order (the server filters, sorts and pages). */
export function fetchCollectibleList(businessType: BusinessType, request: ManagedListRequest) {
  return businessType === BusinessType.SingleCopy
    ? callApi(nft721Endpoints.getNft721List, request)
    : callApi(nft1155Endpoints.getNft1155List, request)
}

/** The previous page stays on screen (the table shows it busy) while the next one loads. */
export function useCollectibleList(businessType: BusinessType, request: ManagedListRequest) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'list', businessType, request],
    queryFn: () => fetchCollectibleList(businessType, request),
    placeholderData: keepPreviousData,
  })
}

export interface CollectibleRef {
  nft_id: string
  /** The holding (a multi-copy collectible has one per holder); absent: the first one found. */
  owner?: string
}

export function useCollectibleDetail(businessType: BusinessType, ref: CollectibleRef | null) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'detail', businessType, ref],
    queryFn: ref
      ? () =>
          businessType === BusinessType.SingleCopy
            ? callApi(nft721Endpoints.getDetailNft721, ref)
            : callApi(nft1155Endpoints.getDetailNft1155, ref)
      : skipToken,
  })
}

/**
 * The holding after this page sent a transfer or burn of it: found through the list (exactly its number, and
 * its owner when the link names one), so a holding that left the account's scope reads as null instead of
 * the details' 404 and its error toast.
 */
export function useHoldingAfterLeaving(businessType: BusinessType, ref: CollectibleRef | null, enabled: boolean) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'holding-after-leaving', businessType, ref],
    queryFn:
      ref && enabled
        ? async () => {
            const page = await fetchCollectibleList(businessType, {
              nft_id_exact: ref.nft_id,
              ...(ref.owner ? { owner: ref.owner } : {}),
              current: 1,
              size: 10,
            })
            return (
              page.list.find(
                (row) => row.nft_id === ref.nft_id && (ref.owner === undefined || row.owner === ref.owner),
              ) ?? null
            )
          }
        : skipToken,
  })
}

export interface PageOf {
  current: number
  size: number
}

/** Everyone holding copies of a multi-copy collectible: the list asked for exactly its number. */
export function useHolders(nftId: string | null, page: PageOf) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'holders', nftId, page],
    queryFn:
      nftId !== null
        ? () =>
            callApi(nft1155Endpoints.getNft1155List, {
              nft_id_exact: nftId,
              sort: 'create_time',
              order: 'asc',
              ...page,
            })
        : skipToken,
    placeholderData: keepPreviousData,
  })
}

export function useCollectibleHistory(businessType: BusinessType, nftId: string | null, page: PageOf) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'history', businessType, nftId, page],
    queryFn:
      nftId !== null
        ? () =>
            businessType === BusinessType.SingleCopy
              ? callApi(nft721Endpoints.getTransferNft721, { nft_id: nftId, ...page })
              : callApi(nft1155Endpoints.getTransferNft1155, { nft_id: nftId, ...page })
        : skipToken,
    placeholderData: keepPreviousData,
  })
}

export function useApprovals(businessType: BusinessType, nftId: string | null, page: PageOf) {
  return useQuery({
    queryKey: [...collectiblesQueryRoot, 'approvals', businessType, nftId, page],
    queryFn:
      nftId !== null
        ? () =>
            businessType === BusinessType.SingleCopy
              ? callApi(nft721Endpoints.approved721, { nft_id_exact: nftId, ...page })
              : callApi(nft1155Endpoints.approved1155, { nft_id_exact: nftId, ...page })
        : skipToken,
    placeholderData: keepPreviousData,
  })
}
