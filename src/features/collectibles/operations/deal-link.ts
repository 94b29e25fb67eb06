import type { BusinessType } from '@/api/primitives'

/**
 * The console's deal page (route `/collection-search-deal`, spec §2) of one provenance record. Built here
 * because features do not import each other; the parameters are the deal page's (`history_id`, `business_type`).
 */
export function dealPageHref(historyId: string, businessType: BusinessType): string {
  const params = new URLSearchParams({ history_id: historyId, business_type: String(businessType) })
  return `/collection-search-deal?${params.toString()}`
}
