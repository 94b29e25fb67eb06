import { skipToken, useQuery } from '@tanstack/react-query'
import { nftEndpoints } from '@/api/endpoint-groups/nft'
import { callApi } from '@/lib/api-client'
import type { DetailsLink } from '../search-params'

/** `GET /v1/nft/getDetailNftById`: the first item of the answer is the collectible (spec §7); null when none. */
export async function fetchCollectibleDetail(link: DetailsLink) {
  const items = await callApi(nftEndpoints.getDetailNftById, link)
  return items[0] ?? null
}

/** Nothing is asked while the link is unusable (null). */
export function useCollectibleDetail(link: DetailsLink | null) {
  return useQuery({
    queryKey: ['collection-search', 'detail', link],
    queryFn: link ? () => fetchCollectibleDetail(link) : skipToken,
  })
}
