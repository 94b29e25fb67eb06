// Approval actions: approve one or a batch of collectibles, approve all of an owner's, withdraw an approval.
import { Name, check, EMPTY_NAME } from 'proton-tsc'
import { UserApproval } from './ddc.tables'
import { BUSINESS_SINGLE_COPY } from './ddc.constants'
import { ERR_NOT_OWNER, ERR_NO_APPROVAL, ERR_SELF_APPROVE, ERR_ALREADY_APPROVED } from './errors'
import { DdcState } from './ddc.state'
import { checkBatchSize } from './ddc.checks'
import { gate, requireActiveRecipient } from './ddc.rules'
import { chargeFee } from './ddc.points'
import { requireNft, findHolding, findUserApproval, setApproval } from './ddc.holdings'

/** The owner lets `to` move or burn this collectible (for multi-copy: the owner's copies of it). */
export function approveNft(s: DdcState, sender: Name, to: Name, nft_id: u64, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'approve')
  check(to != sender, ERR_SELF_APPROVE)
  requireActiveRecipient(s, to)
  setApproval(s, sender, to, nft_id, business_type)
  chargeFee(s, actor, business_type, 'approve', 1)
}

export function approveNftBatch(s: DdcState, sender: Name, to: Name, nft_ids: u64[], business_type: u8): void {
  const actor = gate(s, sender, business_type, 'approvebatch')
  checkBatchSize(nft_ids.length)
  check(to != sender, ERR_SELF_APPROVE)
  requireActiveRecipient(s, to)
  for (let i = 0; i < nft_ids.length; i++) {
    setApproval(s, sender, to, nft_ids[i], business_type)
  }
  chargeFee(s, actor, business_type, 'approvebatch', <u64>nft_ids.length)
}

/** The owner lets `to` move every collectible of the owner of this business type (or stops it). */
export function approveAll(s: DdcState, sender: Name, to: Name, approved: bool, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'approvalall')
  check(to != sender, ERR_SELF_APPROVE)
  const existing = findUserApproval(s, sender, to, business_type)
  if (approved) {
    requireActiveRecipient(s, to)
    check(existing == null || !existing.approved, ERR_ALREADY_APPROVED)
  } else {
    check(existing != null && existing.approved, ERR_NO_APPROVAL)
  }
  if (existing != null) {
    existing.approved = approved
    s.userApprovalsTable.update(existing, s.contract)
  } else {
    const id = s.userApprovalsTable.availablePrimaryKey
    s.userApprovalsTable.store(new UserApproval(id, sender, to, business_type, approved), s.contract)
  }
  chargeFee(s, actor, business_type, 'approvalall', 1)
}

/** The owner withdraws the approval given with approve. */
export function deleteApproval(s: DdcState, sender: Name, nft_id: u64, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'delapproval')
  const nft = requireNft(s, nft_id, business_type)
  if (business_type == BUSINESS_SINGLE_COPY) {
    check(nft.owner == sender, ERR_NOT_OWNER)
    check(nft.approved != EMPTY_NAME, ERR_NO_APPROVAL)
    nft.approved = EMPTY_NAME
    s.nftsTable.update(nft, s.contract)
  } else {
    const holding = findHolding(s, nft_id, sender)
    check(holding != null, ERR_NOT_OWNER)
    check(holding!.approved != EMPTY_NAME, ERR_NO_APPROVAL)
    holding!.approved = EMPTY_NAME
    s.nftBalancesTable.update(holding!, s.contract)
  }
  chargeFee(s, actor, business_type, 'delapproval', 1)
}
