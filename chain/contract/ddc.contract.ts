// The collectibles (DDC) contract: accounts and roles, billing points, fee rules, function permissions,
// single-copy (type 1) and multi-copy (type 2) collectibles. Every action authorises its acting account
// with requireAuth only, so an eosio.msig proposal executed under that account's permission works too.
//
// This file declares the actions (their names and parameters are the ABI); each runs in the module of its
// family. The tables are in ddc.tables.ts and opened in ddc.state.ts; the rules actions share are in
// ddc.rules.ts, ddc.checks.ts, ddc.points.ts (fees and balances) and ddc.holdings.ts (collectibles).
import { Name, Contract } from 'proton-tsc'
import { DdcState } from './ddc.state'
import { selfRecharge, rechargePoints, settlePoints } from './ddc.points'
import { initPermissions, registerAccount, setAccountRole, setAccountState } from './ddc.accounts'
import {
  addFuncPerm,
  deleteFuncPerm,
  setCrossApproval,
  setPlatformOpen,
  setFee,
  deleteFee,
  deleteBusinessType,
} from './ddc.config'
import {
  mintNft,
  mintNftBatch,
  transferNft,
  transferNftBatch,
  freezeNft,
  unfreezeNft,
  burnNft,
  burnNftBatch,
  setNftUri,
} from './ddc.collectibles'
import { approveNft, approveNftBatch, approveAll, deleteApproval } from './ddc.approvals'

@contract
export class DdcContract extends Contract {
  state: DdcState = new DdcState(this.receiver)

  // ------------------------------------------------------------------ accounts (ddc.accounts.ts)

  /** Seeds the default function permissions once (the devnet calls it at genesis). Contract account only. */
  @action('init')
  init(): void {
    initPermissions(this.state)
  }

  /** Registers a chain account under the sender: a manager without a role registers operators, an operator
   *  registers platforms, a platform registers consumers. */
  @action('operatoradd')
  operatoradd(sender: Name, account: Name, account_name: string, account_did: string, leader_did: string): void {
    registerAccount(this.state, sender, account, account_name, account_did, leader_did)
  }

  /** Sets a registered account's role and manager flag. Managers only. */
  @action('setaccrole')
  setaccrole(sender: Name, account: Name, role: u8, is_manager: bool): void {
    setAccountRole(this.state, sender, account, role, is_manager)
  }

  /** Freezes (2) or enables (1) an account. change_platform_state false sets the operator-level state
   *  (operators), true the platform-level state (operators, or the platform the account belongs to). */
  @action('updateaccsta')
  updateaccsta(sender: Name, account: Name, state: u8, change_platform_state: bool): void {
    setAccountState(this.state, sender, account, state, change_platform_state)
  }

  // ------------------------------------------------------------------ configuration (ddc.config.ts)

  @action('addfuncperm')
  addfuncperm(sender: Name, account_role: u8, business_type: u8, func_name: string): void {
    addFuncPerm(this.state, sender, account_role, business_type, func_name)
  }

  @action('delfuncperm')
  delfuncperm(sender: Name, account_role: u8, business_type: u8, func_name: string): void {
    deleteFuncPerm(this.state, sender, account_role, business_type, func_name)
  }

  /** Lets accounts of platform `from` send collectibles to accounts of platform `to` (or stops it). */
  @action('crossapprove')
  crossapprove(sender: Name, from: Name, to: Name, approved: bool): void {
    setCrossApproval(this.state, sender, from, to, approved)
  }

  @action('setplatform')
  setplatform(sender: Name, is_platform_open: bool): void {
    setPlatformOpen(this.state, sender, is_platform_open)
  }

  /** Sets the fee in points of one function (action name) of a business type. */
  @action('setfee')
  setfee(sender: Name, business_type: u8, func_name: string, value: u64): void {
    setFee(this.state, sender, business_type, func_name, value)
  }

  @action('deletefee')
  deletefee(sender: Name, business_type: u8, func_name: string): void {
    deleteFee(this.state, sender, business_type, func_name)
  }

  /** Deletes a business type's fee rules and function permissions. */
  @action('delbiztype')
  delbiztype(sender: Name, business_type: u8): void {
    deleteBusinessType(this.state, sender, business_type)
  }

  // ------------------------------------------------------------------ points (ddc.points.ts)

  /** Operators and managers create points on their own balance. */
  @action('selfrecharge')
  selfrecharge(sender: Name, value: u64): void {
    selfRecharge(this.state, sender, value)
  }

  /** Moves points from `from` to `to`. Platforms recharge only accounts they registered. */
  @action('recharge')
  recharge(from: Name, to: Name, value: u64, memo: string): void {
    rechargePoints(this.state, from, to, value, memo)
  }

  /** Settles (removes) points from the sender's balance. */
  @action('settlement')
  settlement(sender: Name, value: u64): void {
    settlePoints(this.state, sender, value)
  }

  // ------------------------------------------------------------------ collectibles (ddc.collectibles.ts)

  /** Mints a collectible to `to` and returns its nft_id. */
  @action('mint')
  mint(sender: Name, to: Name, amount: u64, nft_uri: string, business_type: u8, memo: string): u64 {
    return mintNft(this.state, sender, to, amount, nft_uri, business_type, memo)
  }

  /** Mints one collectible per (amounts[i], nft_uris[i]) to `to`. Their nft_ids are consecutive; the action
   *  returns the first one. */
  @action('mintbatch')
  mintbatch(sender: Name, to: Name, amounts: u64[], nft_uris: string[], business_type: u8, memo: string): u64 {
    return mintNftBatch(this.state, sender, to, amounts, nft_uris, business_type, memo)
  }

  @action('transfer')
  transfer(sender: Name, from: Name, to: Name, nft_id: u64, amount: u64, memo: string, business_type: u8): void {
    transferNft(this.state, sender, from, to, nft_id, amount, memo, business_type)
  }

  @action('batchtrans')
  batchtrans(
    sender: Name,
    from: Name,
    to: Name,
    nft_ids: u64[],
    amounts: u64[],
    memo: string,
    business_type: u8,
  ): void {
    transferNftBatch(this.state, sender, from, to, nft_ids, amounts, memo, business_type)
  }

  /** Operators and managers freeze any collectible; others (with the permission) only those they created. */
  @action('freeze')
  freeze(sender: Name, nft_id: u64, business_type: u8): void {
    freezeNft(this.state, sender, nft_id, business_type)
  }

  @action('unfreeze')
  unfreeze(sender: Name, nft_id: u64, business_type: u8): void {
    unfreezeNft(this.state, sender, nft_id, business_type)
  }

  /** Burns `owner`'s collectible: a single-copy NFT, or all of owner's copies of a multi-copy NFT. */
  @action('burn')
  burn(sender: Name, owner: Name, nft_id: u64, business_type: u8): void {
    burnNft(this.state, sender, owner, nft_id, business_type)
  }

  @action('burnbatch')
  burnbatch(sender: Name, owner: Name, nft_ids: u64[], business_type: u8): void {
    burnNftBatch(this.state, sender, owner, nft_ids, business_type)
  }

  /** The creator (or an operator or manager) changes a collectible's resource identifier. */
  @action('seturi')
  seturi(sender: Name, nft_id: u64, nft_uri: string, business_type: u8): void {
    setNftUri(this.state, sender, nft_id, nft_uri, business_type)
  }

  // ------------------------------------------------------------------ approvals (ddc.approvals.ts)

  /** The owner lets `to` move or burn this collectible (for multi-copy: the owner's copies of it). */
  @action('approve')
  approve(sender: Name, to: Name, nft_id: u64, business_type: u8): void {
    approveNft(this.state, sender, to, nft_id, business_type)
  }

  @action('approvebatch')
  approvebatch(sender: Name, to: Name, nft_ids: u64[], business_type: u8): void {
    approveNftBatch(this.state, sender, to, nft_ids, business_type)
  }

  /** The owner lets `to` move every collectible of the owner of this business type (or stops it). */
  @action('approvalall')
  approvalall(sender: Name, to: Name, approved: bool, business_type: u8): void {
    approveAll(this.state, sender, to, approved, business_type)
  }

  /** The owner withdraws the approval given with approve. */
  @action('delapproval')
  delapproval(sender: Name, nft_id: u64, business_type: u8): void {
    deleteApproval(this.state, sender, nft_id, business_type)
  }
}
