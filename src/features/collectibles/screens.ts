import { BusinessType } from '@/api/primitives'
import type { CollectiblesSide } from './operations'

/**
 * The eight screens: a list and a details page per business type and side (product-spec §2, decisions.md):
 * the platform's own collectibles, and the operator's view of every platform's and user's.
 */
export interface CollectibleScreen {
  businessType: BusinessType
  side: CollectiblesSide
  listPath: string
  detailsPath: string
}

const screens: readonly CollectibleScreen[] = [
  {
    businessType: BusinessType.SingleCopy,
    side: 'platform',
    listPath: '/digital-collection-721',
    detailsPath: '/details-721',
  },
  {
    businessType: BusinessType.MultiCopy,
    side: 'platform',
    listPath: '/digital-collection-1155',
    detailsPath: '/details-1155',
  },
  {
    businessType: BusinessType.SingleCopy,
    side: 'operator',
    listPath: '/user-collection-721',
    detailsPath: '/details-user721',
  },
  {
    businessType: BusinessType.MultiCopy,
    side: 'operator',
    listPath: '/user-collection-1155',
    detailsPath: '/details-user1155',
  },
]

export function screenOf(businessType: BusinessType, side: CollectiblesSide): CollectibleScreen {
  const screen = screens.find((candidate) => candidate.businessType === businessType && candidate.side === side)
  if (!screen) throw new Error(`no collectibles screen for ${businessType}/${side}`)
  return screen
}

/** `<details path>?nft_id=&owner=`: one holding of a collectible. */
export function detailsHref(screen: CollectibleScreen, holding: { nft_id: string; owner: string }): string {
  return `${screen.detailsPath}?${new URLSearchParams({ nft_id: holding.nft_id, owner: holding.owner }).toString()}`
}

/**
 * The visitor deal page of a provenance record (`/collection-search-deal`, served in the console too); the
 * path is the route registry's, written here so this feature needs nothing of the search feature.
 */
export function dealHref(record: { history_id: string; business_type: BusinessType }): string {
  const params = new URLSearchParams({ history_id: record.history_id, business_type: String(record.business_type) })
  return `/collection-search-deal?${params.toString()}`
}
