import { useQuery } from '@tanstack/react-query'
import { publicChainEndpoints } from '@/api/endpoint-groups/system-public-chain'
import { callApi } from '@/lib/api-client'

/** While the deal's block is still reversible, the chain's state is asked again this often. */
export const CHAIN_STATUS_REFRESH_MS = 1000

/**
 * `GET /v1/chain/status` for a deal in `blockNumber`: asked again every second until that block is
 * irreversible, then no more (an irreversible block stays so).
 */
export function useBlockFinality(blockNumber: number | null) {
  return useQuery({
    queryKey: ['collection-search', 'chain-status'],
    queryFn: () => callApi(publicChainEndpoints.chainStatus, {}),
    enabled: blockNumber !== null,
    refetchInterval: (query) => {
      const status = query.state.data
      if (blockNumber === null) return false
      return status && status.last_irreversible_block_num >= blockNumber ? false : CHAIN_STATUS_REFRESH_MS
    },
  })
}
