import { endpoints } from '@/api/endpoints'
import { route } from '../http/define-route'
import { requireSession } from '../http/views'

/**
 * The offline demo has no chain: every transaction the console sent counts as indexed at once, so the
 * chain-operation progress goes straight from "sent" to "indexed".
 */
export const chainRoutes = [
  route(endpoints.checkTransaction, ({ input, session, store }) => {
    requireSession(session)
    const history = store.transfers.find((record) => record.tx_hash === input.id)
    return {
      id: input.id,
      indexed: true,
      block_num: '1',
      block_id: input.id,
      irreversible: true,
      history_id: history?.history_id ?? null,
    }
  }),
  // Every block the demo's deals are in is irreversible: the head is two blocks past the newest.
  route(endpoints.chainStatus, ({ store }) => {
    const newest = store.transfers.reduce((highest, record) => Math.max(highest, Number(record.block_number)), 0)
    return { head_block_num: newest + 2, last_irreversible_block_num: newest + 1 }
  }),
]
