// Tables of the collectibles contract. Every table lives in the contract's own scope (scope = contract
// account), so a reader needs only code = scope = contract. Secondary indexes are listed with their
// get_table_rows index_position (2 = first secondary index).
import { Name, Table, EMPTY_NAME, U128 } from 'proton-tsc'

// Composite u128 keys: high 64 bits first, so a key orders by its first part.
export function pairKey(high: u64, low: u64): U128 {
  return new U128(low, high)
}

export function funcPermKey(accountRole: u8, businessType: u8, funcName: Name): U128 {
  return pairKey(((<u64>accountRole) << 8) | (<u64>businessType), funcName.N)
}

/** Registered accounts: role, states, and who they belong to. Primary key: account. */
@table('s21account')
export class Account extends Table {
  constructor(
    public account: Name = EMPTY_NAME,
    public role: u8 = 0, // 1 operator, 2 platform, 3 consumer
    public is_manager: bool = false, // contract administrator: may do everything
    public operator_state: u8 = 1, // 1 enabled, 2 frozen (set by operators)
    public platform_state: u8 = 1, // 1 enabled, 2 frozen (set by the account's platform)
    public leader: Name = EMPTY_NAME, // the operator or platform that registered the account
    public account_did: string = '',
    public leader_did: string = '',
    public account_name: string = '',
    public operator_name: string = '', // display name of the leader
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.account.N
  }

  /** index_position 2: accounts registered by a leader */
  @secondary
  get byleader(): u64 {
    return this.leader.N
  }

  set byleader(value: u64) {
    this.leader = Name.fromU64(value)
  }
}

/** Billing points per account. Primary key: account. */
@table('s21balance')
export class Balance extends Table {
  constructor(
    public account: Name = EMPTY_NAME,
    public points: u64 = 0,
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.account.N
  }
}

/** Approval for all: `to` may move every collectible of `owner` of one business type. */
@table('s21userappr')
export class UserApproval extends Table {
  constructor(
    public id: u64 = 0,
    public owner: Name = EMPTY_NAME,
    public to: Name = EMPTY_NAME,
    public business_type: u8 = 0,
    public approved: bool = false,
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.id
  }

  /** index_position 2: approvals given by an owner */
  @secondary
  get byowner(): u64 {
    return this.owner.N
  }

  set byowner(value: u64) {
    this.owner = Name.fromU64(value)
  }
}

/** One fee entry of a business type: the fee in points of the function (action) named by key. */
@packer
export class FuncFee extends Table {
  constructor(
    public key: string = '',
    public fee: u64 = 0,
  ) {
    super()
  }
}

/** Fee rules per business type. Primary key: business_type. */
@table('feerules')
export class FeeRule extends Table {
  constructor(
    public business_type: u8 = 0,
    public func_fee: FuncFee[] = [],
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return <u64>this.business_type
  }
}

/** Collectibles. Single-copy (type 1) rows carry the owner and the per-NFT approval; multi-copy (type 2)
 *  rows leave owner and approved empty and keep holdings in nftbalances. Primary key: nft_id. */
@table('nfts')
export class Nft extends Table {
  constructor(
    public nft_id: u64 = 0,
    public business_type: u8 = 0,
    public creator: Name = EMPTY_NAME,
    public owner: Name = EMPTY_NAME,
    public supply: u64 = 0,
    public nft_uri: string = '',
    public memo: string = '',
    public frozen: bool = false,
    public approved: Name = EMPTY_NAME,
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.nft_id
  }

  /** index_position 2: single-copy collectibles by owner */
  @secondary
  get byowner(): u64 {
    return this.owner.N
  }

  set byowner(value: u64) {
    this.owner = Name.fromU64(value)
  }

  /** index_position 3: collectibles by creator */
  @secondary
  get bycreator(): u64 {
    return this.creator.N
  }

  set bycreator(value: u64) {
    this.creator = Name.fromU64(value)
  }
}

/** Copies of a multi-copy collectible held by one owner, and the account that owner approved for them. */
@table('nftbalances')
export class NftBalance extends Table {
  constructor(
    public id: u64 = 0,
    public nft_id: u64 = 0,
    public owner: Name = EMPTY_NAME,
    public amount: u64 = 0,
    public approved: Name = EMPTY_NAME,
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.id
  }

  /** index_position 2: holdings of an owner */
  @secondary
  get byowner(): u64 {
    return this.owner.N
  }

  set byowner(value: u64) {
    this.owner = Name.fromU64(value)
  }

  /** index_position 3: holders of a collectible */
  @secondary
  get bynft(): u64 {
    return this.nft_id
  }

  set bynft(value: u64) {
    this.nft_id = value
  }

  /** index_position 4: exact (nft_id, owner) lookup, key = nft_id << 64 | owner */
  @secondary
  get bynftowner(): U128 {
    return pairKey(this.nft_id, this.owner.N)
  }

  set bynftowner(value: U128) {
    this.nft_id = value.hi
    this.owner = Name.fromU64(value.lo)
  }
}

/** Function permissions: accounts of account_role may call func_name for business_type. */
@table('funcperms')
export class FuncPerm extends Table {
  constructor(
    public id: u64 = 0,
    public account_role: u8 = 0,
    public business_type: u8 = 0,
    public func_name: string = '',
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.id
  }

  /** index_position 2: exact lookup, key = (account_role << 8 | business_type) << 64 | name(func_name) */
  @secondary
  get bykey(): U128 {
    return funcPermKey(this.account_role, this.business_type, Name.fromString(this.func_name))
  }

  set bykey(value: U128) {
    // Derived from the row's own fields; nothing to restore.
  }
}

/** Cross-platform approvals: accounts of platform `from` may send collectibles to accounts of platform `to`. */
@table('crossappr')
export class CrossApproval extends Table {
  constructor(
    public id: u64 = 0,
    public from: Name = EMPTY_NAME,
    public to: Name = EMPTY_NAME,
    public approved: bool = false,
  ) {
    super()
  }

  @primary
  get primary(): u64 {
    return this.id
  }

  /** index_position 2: exact lookup, key = from << 64 | to */
  @secondary
  get bypair(): U128 {
    return pairKey(this.from.N, this.to.N)
  }

  set bypair(value: U128) {
    this.from = Name.fromU64(value.hi)
    this.to = Name.fromU64(value.lo)
  }
}

/** Contract-wide settings and counters (singleton). */
@table('config', singleton)
export class Config extends Table {
  constructor(
    public is_platform_open: bool = true,
    public next_nft_id: u64 = 1,
    public initialized: bool = false,
  ) {
    super()
  }
}
