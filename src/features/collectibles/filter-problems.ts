import { chainAccountName } from '@/api/primitives'
import { isApiDate } from '@/design-system'
import type { CollectibleFilters } from './list-query'

/**
 * What is wrong with the filters before anything is asked of the server, by field; empty when nothing. Apart from
 * list-query.ts, which the details pages load too: only the filter form checks, with the filter bar's date helpers.
 */
export function filterProblems(
  filters: CollectibleFilters,
): Partial<Record<'start_time' | 'end_time' | 'platform', 'badDate' | 'badRange' | 'badAccount'>> {
  const badDate = (value: string) => value !== '' && !isApiDate(value)
  return {
    ...(badDate(filters.start_time) ? { start_time: 'badDate' as const } : {}),
    ...(badDate(filters.end_time)
      ? { end_time: 'badDate' as const }
      : filters.start_time && filters.end_time && filters.start_time > filters.end_time
        ? { end_time: 'badRange' as const }
        : {}),
    ...(filters.platform && !chainAccountName.safeParse(filters.platform).success
      ? { platform: 'badAccount' as const }
      : {}),
  }
}
