import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { collectibleMove, collectibleMoveEvent, collectibleWatchPath, type CollectibleMove } from '@/api/nft'
import type { BusinessType } from '@/api/primitives'
import { API_BASE } from '@/lib/api-client'

export type WatchState = 'connecting' | 'live' | 'reconnecting' | 'unavailable'

export interface CollectibleMoves {
  state: WatchState
  /** The newest move seen since the page opened, or null. */
  latest: CollectibleMove | null
}

/**
 * Follows a collectible's moves as the indexer writes them (server-sent events): each move refreshes the
 * details and the provenance on screen, and is kept for the page to say what happened.
 */
export function useCollectibleMoves(
  watched: { erc_info_id: string; business_type: BusinessType } | null,
): CollectibleMoves {
  const queryClient = useQueryClient()
  const ercInfoId = watched?.erc_info_id ?? null
  const businessType = watched?.business_type ?? null
  const watchKey = `${ercInfoId}:${businessType}`
  // What the stream reported, for the collectible it was about: another collectible starts from 'connecting'.
  const [report, setReport] = useState<{ key: string; state: WatchState; latest: CollectibleMove | null }>({
    key: '',
    state: 'connecting',
    latest: null,
  })
  const supported = typeof EventSource !== 'undefined'

  useEffect(() => {
    if (ercInfoId === null || businessType === null || !supported) return
    const key = `${ercInfoId}:${businessType}`
    const setState = (state: WatchState) =>
      setReport((previous) => ({ key, state, latest: previous.key === key ? previous.latest : null }))
    const query = new URLSearchParams({ erc_info_id: ercInfoId, business_type: String(businessType) })
    const source = new EventSource(`${API_BASE}${collectibleWatchPath}?${query}`)
    source.onopen = () => setState('live')
    // EventSource reconnects by itself; a closed source (e.g. 404 for an unknown collectible) does not.
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'unavailable' : 'reconnecting')
    source.addEventListener(collectibleMoveEvent, (event) => {
      let data: unknown
      try {
        data = JSON.parse((event as MessageEvent<string>).data)
      } catch {
        return
      }
      const move = collectibleMove.safeParse(data)
      if (!move.success) return
      setReport({ key, state: 'live', latest: move.data })
      void queryClient.invalidateQueries({ queryKey: ['collection-search', 'detail'] })
      void queryClient.invalidateQueries({ queryKey: ['collection-search', 'provenance'] })
    })
    return () => source.close()
  }, [ercInfoId, businessType, supported, queryClient])

  if (!supported) return { state: 'unavailable', latest: null }
  return report.key === watchKey
    ? { state: report.state, latest: report.latest }
    : { state: 'connecting', latest: null }
}
