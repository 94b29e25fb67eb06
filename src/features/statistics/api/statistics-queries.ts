import { useQuery } from '@tanstack/react-query'
import { statisticsEndpoints } from '@/api/endpoint-groups/statistics'
import type { Granularity, StatisticsDataType } from '@/api/statistics'
import { callApi } from '@/lib/api-client'

/** One data type's series over day / week / month periods, with its breakdown. */
export function useStatisticsSeries(dataType: StatisticsDataType | null, granularity: Granularity) {
  return useQuery({
    queryKey: ['statistics', 'series', dataType, granularity],
    queryFn: () => callApi(statisticsEndpoints.getStatisticsSeries, { data_type: dataType ?? 'mints', granularity }),
    enabled: dataType !== null,
  })
}

/** The ledger against the chain's s21balance (operator only). */
export function useReconciliation() {
  return useQuery({
    queryKey: ['statistics', 'reconciliation'],
    queryFn: () => callApi(statisticsEndpoints.getReconciliation, {}),
  })
}
