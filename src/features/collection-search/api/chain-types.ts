import { publicChainEndpoints } from '@/api/endpoint-groups/system-public-chain'
import { callApi } from '@/lib/api-client'
import { useRequest } from './use-request'

/** `GET /v1/system/getChainType`: the target chains of the search form. */
export function fetchChainTypes() {
  return callApi(publicChainEndpoints.getChainType, {})
}

export function useChainTypes() {
  return useRequest(fetchChainTypes)
}
