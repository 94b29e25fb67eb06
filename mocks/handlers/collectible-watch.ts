import { sse } from 'msw'
import { collectibleMoveEvent, collectibleWatchPath, type CollectibleMove } from '@/api/nft'

/**
 * The details page's live stream (`GET /api/v1/nft/watch`). The offline demo has no chain, so nothing moves:
 * the stream stays open and quiet. Stories pass the moves to send once the page is watching.
 */
export function collectibleWatchHandler(moves: readonly CollectibleMove[] = []) {
  return sse<{ [collectibleMoveEvent]: string }>(`*/api${collectibleWatchPath}`, ({ client }) => {
    for (const move of moves)
      client.send({ event: collectibleMoveEvent, id: move.history_id, data: JSON.stringify(move) })
  })
}
