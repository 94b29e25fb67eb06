import type { Selectable } from 'kysely'
import type { ApprovalRecord, Collectible, ManagedCollectible, ProvenanceRecord, TransferRecord } from '@/api/nft'
import type { NftActionName } from '@/api/primitives'
import type { ApprovalsTable, CollectiblesTable, ProvenanceTable } from '../db/schema'
import { formatTime } from '../http/time'

/** Rows of the indexer's tables as the API shows them. */

/** The columns of a collectible's details, with its chain's type (null when the chain row is gone). */
export type CollectibleRow = Pick<
  Selectable<CollectiblesTable>,
  | 'nft_id'
  | 'erc_info_id'
  | 'chain_info_id'
  | 'business_type'
  | 'supply'
  | 'nft_uri'
  | 'nft_memo'
  | 'owner'
  | 'create_time'
> & { chain_type: string | null }

export function toCollectible(row: CollectibleRow): Collectible {
  return {
    nft_id: row.nft_id,
    erc_info_id: row.erc_info_id,
    chain_info_id: row.chain_info_id,
    chain_type: row.chain_type ?? '',
    business_type: row.business_type as 1 | 2,
    supply: row.supply,
    nft_uri: row.nft_uri,
    nft_memo: row.nft_memo,
    owner: row.owner,
    create_time: formatTime(row.create_time),
  }
}

export function toManagedCollectible(
  row: Selectable<CollectiblesTable> & { chain_type: string | null },
): ManagedCollectible {
  return {
    ...toCollectible(row),
    state: row.state as 1 | 2,
    approved: row.approved,
    amount: row.amount,
    tx_hash: row.tx_hash,
    platform: row.platform,
  }
}

/** The columns a provenance list shows (not the transaction's raw data and actions). */
export type ProvenanceRow = Pick<
  Selectable<ProvenanceTable>,
  | 'history_id'
  | 'business_type'
  | 'nft_id'
  | 'tx_hash'
  | 'create_time'
  | 'sender'
  | 'from_account'
  | 'to_account'
  | 'action_name'
  | 'amount'
>

export function toProvenance(row: ProvenanceRow): ProvenanceRecord {
  return {
    history_id: row.history_id,
    business_type: row.business_type as 1 | 2,
    nft_id: row.nft_id,
    tx_hash: row.tx_hash,
    create_time: formatTime(row.create_time),
    sender: row.sender,
    from: row.from_account,
    to: row.to_account,
    action_name: row.action_name as NftActionName,
    amount: row.amount,
  }
}

export function toTransfer(row: Selectable<ProvenanceTable>): TransferRecord {
  return {
    ...toProvenance(row),
    contract_name: row.contract_name,
    raw_data: row.raw_data,
    block_number: row.block_number,
    block_hash: row.block_hash,
    actions: JSON.parse(row.actions) as TransferRecord['actions'],
  }
}

export function toApproval(row: Selectable<ApprovalsTable>): ApprovalRecord {
  return {
    history_id: row.history_id,
    nft_id: row.nft_id,
    business_type: row.business_type as 1 | 2,
    owner: row.owner,
    to: row.to_account,
    approved: row.approved,
    tx_hash: row.tx_hash,
    create_time: formatTime(row.create_time),
  }
}
