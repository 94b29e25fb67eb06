import { nftEndpoints } from '@/api/endpoint-groups/nft'
import { callApi } from '@/lib/api-client'
import type { SearchQuery } from '../search-params'
import { useAction } from './use-request'

/** One search request: what the URL keeps, plus the single-use captcha answer. */
export interface SearchSubmission {
  query: SearchQuery
  code: string
  captcha_id: string
}

/** `GET /v1/nft/getNftByNftIdOrOwner`: one page of collectibles by number or holder, with the captcha answer. */
export function fetchCollectibleSearch({ query, code, captcha_id }: SearchSubmission) {
  return callApi(nftEndpoints.getNftByNftIdOrOwner, { ...query, code, captcha_id })
}

/** A search is a user action that spends a captcha, never repeated by itself: a mutation, not a query. */
export function useCollectibleSearch() {
  return useAction(fetchCollectibleSearch)
}
