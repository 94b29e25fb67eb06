import { useQuery } from '@tanstack/react-query'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { statisticsEndpoints } from '@/api/endpoint-groups/statistics'
import { callApi } from '@/lib/api-client'
import { serverErrorCode } from '@/lib/i18n/message-ref'

/** The server's code for "this account has no points record": asking again will not help (spec §8). */
export const NO_POINTS_ACCOUNT_CODE = 127
/** Spec §8/§9: a failed points query shows '积分查询失败，请重试' and is asked again after 3 s. */
export const POINTS_RETRY_DELAY_MS = 3000

/** The current chain account's billing points. */
export function usePointsBalance() {
  return useQuery({
    queryKey: ['home', 'points'],
    queryFn: () => callApi(feeEndpoints.getSupply, {}),
    // The failure is shown at once; the next attempt follows 3 s later, until it works.
    refetchInterval: (query) =>
      query.state.status === 'error' && serverErrorCode(query.state.error) !== NO_POINTS_ACCOUNT_CODE
        ? POINTS_RETRY_DELAY_MS
        : false,
  })
}

/** Collectible counts per business type in the user's scope. */
export function useCollectibleCounts() {
  return useQuery({ queryKey: ['home', 'collectibles'], queryFn: () => callApi(feeEndpoints.getNftSupply, {}) })
}

/** Today's and this month's figures, recent operations and (operator) the lowest platform balances. */
export function useDashboard() {
  return useQuery({ queryKey: ['home', 'dashboard'], queryFn: () => callApi(statisticsEndpoints.getDashboard, {}) })
}
