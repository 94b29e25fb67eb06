import { skipToken, useQuery } from '@tanstack/react-query'
import { nftEndpoints } from '@/api/endpoint-groups/nft'
import { callApi } from '@/lib/api-client'
import type { DealLink } from '../search-params'

/** `GET /v1/nft/getTransferDetailById`: one transaction with its block and operations. */
export function fetchTransferDetail(link: DealLink) {
  return callApi(nftEndpoints.getTransferDetailById, link)
}

export function useTransferDetail(link: DealLink | null) {
  return useQuery({
    queryKey: ['collection-search', 'deal', link],
    queryFn: link ? () => fetchTransferDetail(link) : skipToken,
  })
}
