import type { BusinessType } from '@/api/primitives'
import { fetchProvenance } from '../api/provenance'
import { fetchTransferDetail } from '../api/transfer-detail'
import type { MintRecord } from './ownership-certificate'

/**
 * The collectible's mint: its oldest provenance row (the list is newest first, so the last page of size 1)
 * and that row's block. Null when the oldest row is not a mint (e.g. history before the indexer started).
 */
export async function findMintRecord(collectible: { erc_info_id: string; business_type: BusinessType }) {
  const base = { erc_info_id: collectible.erc_info_id, business_type: collectible.business_type, size: 1 }
  const first = await fetchProvenance({ ...base, current: 1 })
  if (first.total === 0) return null
  const oldest = first.total === 1 ? first : await fetchProvenance({ ...base, current: first.total })
  const row = oldest.list[0]
  if (!row || !row.action_name.startsWith('mint')) return null
  const deal = await fetchTransferDetail({ history_id: row.history_id, business_type: row.business_type })
  return { tx_hash: row.tx_hash, block_number: deal.block_number } satisfies MintRecord
}
