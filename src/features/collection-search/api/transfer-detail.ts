import { skipToken, useQuery } from '@tanstack/react-query'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'
import type { DealLink } from '../search-params'

/** `GET /v1/nft/getTransferDetailById`: one transaction with its block and operations. */
export function fetchTransferDetail(link: DealLink) {
  return callApi(endpoints.getTransferDetailById, link)
}

export function useTransferDetail(link: DealLink | null) {
  return useQuery({
    queryKey: ['collection-search', 'deal', link],
    queryFn: link ? () => fetchTransferDetail(link) : skipToken,
  })
}
