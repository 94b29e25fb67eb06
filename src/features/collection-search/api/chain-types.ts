import { useQuery } from '@tanstack/react-query'
import { publicChainEndpoints } from '@/api/endpoint-groups/system-public-chain'
import { callApi } from '@/lib/api-client'

/** `GET /v1/system/getChainType`: the target chains of the search form. */
export function fetchChainTypes() {
  return callApi(publicChainEndpoints.getChainType, {})
}

export function useChainTypes() {
  return useQuery({ queryKey: ['collection-search', 'chain-types'], queryFn: fetchChainTypes })
}
