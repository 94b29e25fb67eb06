import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query'
import { nftEndpoints } from '@/api/endpoint-groups/nft'
import type { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'

export interface ProvenancePage {
  erc_info_id: string
  business_type: BusinessType
  current: number
  size: number
}

/** `GET /v1/nft/getTransferNftById`: one page of a collectible's provenance. */
export function fetchProvenance(page: ProvenancePage) {
  return callApi(nftEndpoints.getTransferNftById, page)
}

/** The previous page stays on screen (the table shows it busy) while the next one loads. */
export function useProvenance(page: ProvenancePage | null) {
  return useQuery({
    queryKey: ['collection-search', 'provenance', page],
    queryFn: page ? () => fetchProvenance(page) : skipToken,
    placeholderData: keepPreviousData,
  })
}
