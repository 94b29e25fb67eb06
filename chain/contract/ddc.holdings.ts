// Collectibles and who holds them: lookups, approvals for all, and minting, moving, burning and approving
// one collectible (the batch actions repeat these).
import { Name, check, EMPTY_NAME } from 'proton-tsc'
import { UserApproval, Nft, NftBalance, pairKey } from './ddc.tables'
import { BUSINESS_SINGLE_COPY, MAX_URI_LENGTH } from './ddc.constants'
import {
  ERR_BUSINESS_TYPE_MISMATCH,
  ERR_UNKNOWN_NFT,
  ERR_NFT_FROZEN,
  ERR_NOT_OWNER,
  ERR_NOT_APPROVED,
  ERR_INSUFFICIENT_BALANCE,
  ERR_SUPPLY_OVERFLOW,
  ERR_URI_TOO_LONG,
} from './errors'
import { DdcState, IDX_USERAPPR_BY_OWNER, IDX_NFTBALANCE_BY_NFT_OWNER } from './ddc.state'
import { checkMintAmount } from './ddc.checks'
import { Actor } from './ddc.rules'

export function requireNft(s: DdcState, nftId: u64, businessType: u8): Nft {
  const nft = s.nftsTable.get(nftId)
  check(nft != null, ERR_UNKNOWN_NFT)
  check(nft!.business_type == businessType, ERR_BUSINESS_TYPE_MISMATCH)
  return nft!
}

export function findHolding(s: DdcState, nftId: u64, owner: Name): NftBalance | null {
  return s.nftBalancesTable.getBySecondaryU128(pairKey(nftId, owner.N), IDX_NFTBALANCE_BY_NFT_OWNER)
}

export function addHolding(s: DdcState, nftId: u64, owner: Name, amount: u64): void {
  const holding = findHolding(s, nftId, owner)
  if (holding != null) {
    check(holding.amount <= U64.MAX_VALUE - amount, ERR_SUPPLY_OVERFLOW)
    holding.amount += amount
    s.nftBalancesTable.update(holding, s.contract)
  } else {
    const id = s.nftBalancesTable.availablePrimaryKey
    s.nftBalancesTable.store(new NftBalance(id, nftId, owner, amount, EMPTY_NAME), s.contract)
  }
}

export function findUserApproval(s: DdcState, owner: Name, to: Name, businessType: u8): UserApproval | null {
  let row = s.userApprovalsTable.getBySecondaryU64(owner.N, IDX_USERAPPR_BY_OWNER)
  while (row != null && row.owner == owner) {
    if (row.to == to && row.business_type == businessType) return row
    row = s.userApprovalsTable.nextBySecondaryU64(row, IDX_USERAPPR_BY_OWNER)
  }
  return null
}

export function isApprovedForAll(s: DdcState, owner: Name, operator: Name, businessType: u8): bool {
  const row = findUserApproval(s, owner, operator, businessType)
  return row != null && row.approved
}

export function mintOne(
  s: DdcState,
  creator: Name,
  to: Name,
  amount: u64,
  nftUri: string,
  businessType: u8,
  memo: string,
): u64 {
  checkMintAmount(businessType, amount)
  check(nftUri.length <= MAX_URI_LENGTH, ERR_URI_TOO_LONG)
  const config = s.configSingleton.get()
  const nftId = config.next_nft_id
  config.next_nft_id = nftId + 1
  s.configSingleton.set(config, s.contract)
  const single = businessType == BUSINESS_SINGLE_COPY
  const nft = new Nft(nftId, businessType, creator, single ? to : EMPTY_NAME, amount, nftUri, memo, false, EMPTY_NAME)
  s.nftsTable.store(nft, s.contract)
  if (!single) addHolding(s, nftId, to, amount)
  return nftId
}

/** Moves one collectible; `actor` must be the owner, approved for it, or approved for all of the owner's. */
export function transferOne(
  s: DdcState,
  actor: Actor,
  from: Name,
  to: Name,
  nftId: u64,
  amount: u64,
  businessType: u8,
): void {
  checkMintAmount(businessType, amount)
  const nft = requireNft(s, nftId, businessType)
  check(!nft.frozen, ERR_NFT_FROZEN)
  if (businessType == BUSINESS_SINGLE_COPY) {
    check(nft.owner == from, ERR_NOT_OWNER)
    check(
      actor.name == from || nft.approved == actor.name || isApprovedForAll(s, from, actor.name, businessType),
      ERR_NOT_APPROVED,
    )
    nft.owner = to
    nft.approved = EMPTY_NAME
    s.nftsTable.update(nft, s.contract)
  } else {
    const found = findHolding(s, nftId, from)
    check(found != null, ERR_NOT_OWNER)
    const holding = found!
    check(
      actor.name == from || holding.approved == actor.name || isApprovedForAll(s, from, actor.name, businessType),
      ERR_NOT_APPROVED,
    )
    check(holding.amount >= amount, ERR_INSUFFICIENT_BALANCE)
    holding.amount -= amount
    if (holding.amount == 0) {
      s.nftBalancesTable.remove(holding)
    } else {
      s.nftBalancesTable.update(holding, s.contract)
    }
    addHolding(s, nftId, to, amount)
  }
}

export function burnOne(s: DdcState, actor: Actor, owner: Name, nftId: u64, businessType: u8): void {
  const nft = requireNft(s, nftId, businessType)
  check(!nft.frozen, ERR_NFT_FROZEN)
  if (businessType == BUSINESS_SINGLE_COPY) {
    check(nft.owner == owner, ERR_NOT_OWNER)
    check(
      actor.name == owner || nft.approved == actor.name || isApprovedForAll(s, owner, actor.name, businessType),
      ERR_NOT_APPROVED,
    )
    s.nftsTable.remove(nft)
  } else {
    const found = findHolding(s, nftId, owner)
    check(found != null, ERR_NOT_OWNER)
    const holding = found!
    check(
      actor.name == owner || holding.approved == actor.name || isApprovedForAll(s, owner, actor.name, businessType),
      ERR_NOT_APPROVED,
    )
    s.nftBalancesTable.remove(holding)
    nft.supply -= holding.amount
    if (nft.supply == 0) {
      s.nftsTable.remove(nft)
    } else {
      s.nftsTable.update(nft, s.contract)
    }
  }
}

export function setApproval(s: DdcState, owner: Name, to: Name, nftId: u64, businessType: u8): void {
  const nft = requireNft(s, nftId, businessType)
  if (businessType == BUSINESS_SINGLE_COPY) {
    check(nft.owner == owner, ERR_NOT_OWNER)
    nft.approved = to
    s.nftsTable.update(nft, s.contract)
  } else {
    const holding = findHolding(s, nftId, owner)
    check(holding != null, ERR_NOT_OWNER)
    holding!.approved = to
    s.nftBalancesTable.update(holding!, s.contract)
  }
}
