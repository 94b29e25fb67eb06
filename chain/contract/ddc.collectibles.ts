// Collectible actions: mint, transfer, freeze, burn (and their batches), seturi.
import { Name, check, requireRecipient } from 'proton-tsc'
import { MAX_URI_LENGTH, MAX_MEMO_LENGTH } from './ddc.constants'
import {
  ERR_NO_PERMISSION,
  ERR_NFT_FROZEN,
  ERR_NFT_ALREADY_FROZEN,
  ERR_NFT_NOT_FROZEN,
  ERR_URI_TOO_LONG,
  ERR_MEMO_TOO_LONG,
  ERR_BATCH_LENGTH_MISMATCH,
} from './errors'
import { DdcState } from './ddc.state'
import { checkBatchSize } from './ddc.checks'
import { gate, requireActiveRecipient, requireActiveOwner, checkTransferParties, checkCrossPlatform } from './ddc.rules'
import { chargeFee } from './ddc.points'
import { requireNft, mintOne, transferOne, burnOne } from './ddc.holdings'

/** Mints a collectible to `to` and returns its nft_id. */
export function mintNft(
  s: DdcState,
  sender: Name,
  to: Name,
  amount: u64,
  nft_uri: string,
  business_type: u8,
  memo: string,
): u64 {
  const actor = gate(s, sender, business_type, 'mint')
  check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
  requireActiveRecipient(s, to)
  checkCrossPlatform(s, sender, to)
  const nftId = mintOne(s, sender, to, amount, nft_uri, business_type, memo)
  chargeFee(s, actor, business_type, 'mint', 1)
  requireRecipient(to)
  return nftId
}

/** Mints one collectible per (amounts[i], nft_uris[i]) to `to`. Their nft_ids are consecutive; the action
 *  returns the first one. */
export function mintNftBatch(
  s: DdcState,
  sender: Name,
  to: Name,
  amounts: u64[],
  nft_uris: string[],
  business_type: u8,
  memo: string,
): u64 {
  const actor = gate(s, sender, business_type, 'mintbatch')
  checkBatchSize(amounts.length)
  check(amounts.length == nft_uris.length, ERR_BATCH_LENGTH_MISMATCH)
  check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
  requireActiveRecipient(s, to)
  checkCrossPlatform(s, sender, to)
  const firstId = s.configSingleton.get().next_nft_id
  for (let i = 0; i < amounts.length; i++) {
    mintOne(s, sender, to, amounts[i], nft_uris[i], business_type, memo)
  }
  chargeFee(s, actor, business_type, 'mintbatch', <u64>amounts.length)
  requireRecipient(to)
  return firstId
}

export function transferNft(
  s: DdcState,
  sender: Name,
  from: Name,
  to: Name,
  nft_id: u64,
  amount: u64,
  memo: string,
  business_type: u8,
): void {
  const actor = gate(s, sender, business_type, 'transfer')
  checkTransferParties(s, from, to, memo)
  transferOne(s, actor, from, to, nft_id, amount, business_type)
  chargeFee(s, actor, business_type, 'transfer', 1)
  requireRecipient(from)
  requireRecipient(to)
}

export function transferNftBatch(
  s: DdcState,
  sender: Name,
  from: Name,
  to: Name,
  nft_ids: u64[],
  amounts: u64[],
  memo: string,
  business_type: u8,
): void {
  const actor = gate(s, sender, business_type, 'batchtrans')
  checkBatchSize(nft_ids.length)
  check(nft_ids.length == amounts.length, ERR_BATCH_LENGTH_MISMATCH)
  checkTransferParties(s, from, to, memo)
  for (let i = 0; i < nft_ids.length; i++) {
    transferOne(s, actor, from, to, nft_ids[i], amounts[i], business_type)
  }
  chargeFee(s, actor, business_type, 'batchtrans', <u64>nft_ids.length)
  requireRecipient(from)
  requireRecipient(to)
}

/** Operators and managers freeze any collectible; others (with the permission) only those they created. */
export function freezeNft(s: DdcState, sender: Name, nft_id: u64, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'freeze')
  const nft = requireNft(s, nft_id, business_type)
  check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
  check(!nft.frozen, ERR_NFT_ALREADY_FROZEN)
  nft.frozen = true
  s.nftsTable.update(nft, s.contract)
  chargeFee(s, actor, business_type, 'freeze', 1)
}

export function unfreezeNft(s: DdcState, sender: Name, nft_id: u64, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'unfreeze')
  const nft = requireNft(s, nft_id, business_type)
  check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
  check(nft.frozen, ERR_NFT_NOT_FROZEN)
  nft.frozen = false
  s.nftsTable.update(nft, s.contract)
  chargeFee(s, actor, business_type, 'unfreeze', 1)
}

/** Burns `owner`'s collectible: a single-copy NFT, or all of owner's copies of a multi-copy NFT. */
export function burnNft(s: DdcState, sender: Name, owner: Name, nft_id: u64, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'burn')
  requireActiveOwner(s, owner)
  burnOne(s, actor, owner, nft_id, business_type)
  chargeFee(s, actor, business_type, 'burn', 1)
}

export function burnNftBatch(s: DdcState, sender: Name, owner: Name, nft_ids: u64[], business_type: u8): void {
  const actor = gate(s, sender, business_type, 'burnbatch')
  checkBatchSize(nft_ids.length)
  requireActiveOwner(s, owner)
  for (let i = 0; i < nft_ids.length; i++) {
    burnOne(s, actor, owner, nft_ids[i], business_type)
  }
  chargeFee(s, actor, business_type, 'burnbatch', <u64>nft_ids.length)
}

/** The creator (or an operator or manager) changes a collectible's resource identifier. */
export function setNftUri(s: DdcState, sender: Name, nft_id: u64, nft_uri: string, business_type: u8): void {
  const actor = gate(s, sender, business_type, 'seturi')
  check(nft_uri.length <= MAX_URI_LENGTH, ERR_URI_TOO_LONG)
  const nft = requireNft(s, nft_id, business_type)
  check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
  check(!nft.frozen, ERR_NFT_FROZEN)
  nft.nft_uri = nft_uri
  s.nftsTable.update(nft, s.contract)
  chargeFee(s, actor, business_type, 'seturi', 1)
}
