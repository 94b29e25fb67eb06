// The collectibles (DDC) contract: accounts and roles, billing points, fee rules, function permissions,
// single-copy (type 1) and multi-copy (type 2) collectibles. Every action authorises its acting account
// with requireAuth only, so an eosio.msig proposal executed under that account's permission works too.
import {
  Name,
  Contract,
  check,
  requireAuth,
  isAccount,
  requireRecipient,
  TableStore,
  Singleton,
  EMPTY_NAME,
} from 'proton-tsc'
import {
  Account,
  Balance,
  UserApproval,
  FuncFee,
  FeeRule,
  Nft,
  NftBalance,
  FuncPerm,
  CrossApproval,
  Config,
  pairKey,
  funcPermKey,
} from './ddc.tables'
import {
  ROLE_NONE,
  ROLE_OPERATOR,
  ROLE_PLATFORM,
  ROLE_CONSUMER,
  STATE_ENABLED,
  STATE_FROZEN,
  BUSINESS_POINTS,
  BUSINESS_SINGLE_COPY,
  BUSINESS_MULTI_COPY,
  NFT_FUNCTIONS,
  POINTS_FUNCTIONS,
  PLATFORM_NFT_FUNCTIONS,
  PLATFORM_POINTS_FUNCTIONS,
  CONSUMER_NFT_FUNCTIONS,
  MAX_BATCH,
  MAX_URI_LENGTH,
  MAX_MEMO_LENGTH,
  MAX_TEXT_LENGTH,
} from './ddc.constants'
import {
  ERR_UNKNOWN_ACCOUNT,
  ERR_SENDER_NOT_ACTIVE,
  ERR_NO_PERMISSION,
  ERR_PLATFORM_CLOSED,
  ERR_UNKNOWN_RECIPIENT,
  ERR_RECIPIENT_NOT_ACTIVE,
  ERR_ACCOUNT_NOT_ON_CHAIN,
  ERR_ACCOUNT_REGISTERED,
  ERR_INVALID_ROLE,
  ERR_INVALID_STATE,
  ERR_FIELD_TOO_LONG,
  ERR_CROSS_PLATFORM,
  ERR_INVALID_PLATFORM,
  ERR_INSUFFICIENT_POINTS,
  ERR_POINTS_OVERFLOW,
  ERR_INVALID_VALUE,
  ERR_INVALID_BUSINESS_TYPE,
  ERR_BUSINESS_TYPE_MISMATCH,
  ERR_UNKNOWN_NFT,
  ERR_NFT_FROZEN,
  ERR_NFT_ALREADY_FROZEN,
  ERR_NFT_NOT_FROZEN,
  ERR_NOT_OWNER,
  ERR_NOT_APPROVED,
  ERR_NO_APPROVAL,
  ERR_INVALID_AMOUNT,
  ERR_SINGLE_COPY_AMOUNT,
  ERR_INSUFFICIENT_BALANCE,
  ERR_SUPPLY_OVERFLOW,
  ERR_SELF_TRANSFER,
  ERR_SELF_APPROVE,
  ERR_ALREADY_APPROVED,
  ERR_URI_TOO_LONG,
  ERR_MEMO_TOO_LONG,
  ERR_EMPTY_BATCH,
  ERR_BATCH_TOO_LARGE,
  ERR_BATCH_LENGTH_MISMATCH,
  ERR_INVALID_FUNC_NAME,
  ERR_UNKNOWN_FEE,
  ERR_PERMISSION_EXISTS,
  ERR_UNKNOWN_PERMISSION,
} from './errors'

// Secondary index numbers inside TableStore (0 = first secondary index = get_table_rows index_position 2)
const IDX_USERAPPR_BY_OWNER: u8 = 0
const IDX_NFTBALANCE_BY_NFT_OWNER: u8 = 2
const IDX_FUNCPERM_BY_KEY: u8 = 0
const IDX_CROSSAPPR_BY_PAIR: u8 = 0

/** The account acting in an action, resolved once: its row (absent for the contract account), role and rights. */
class Actor {
  constructor(
    public name: Name,
    public role: u8,
    public isManager: bool,
    public isContract: bool,
  ) {}

  /** Managers and operators may do everything their function permissions would otherwise restrict. */
  get isPrivileged(): bool {
    return this.isManager || this.role == ROLE_OPERATOR
  }
}

function isActive(row: Account): bool {
  return row.operator_state == STATE_ENABLED && row.platform_state == STATE_ENABLED
}

function includes(list: string[], value: string): bool {
  for (let i = 0; i < list.length; i++) {
    if (list[i] == value) return true
  }
  return false
}

function checkBatchSize(length: i32): void {
  check(length > 0, ERR_EMPTY_BATCH)
  check(length <= MAX_BATCH, ERR_BATCH_TOO_LARGE)
}

function checkNftBusinessType(businessType: u8): void {
  check(businessType == BUSINESS_SINGLE_COPY || businessType == BUSINESS_MULTI_COPY, ERR_INVALID_BUSINESS_TYPE)
}

/** A function name is an action name, valid for collectible business types (1, 2) or the points business (0). */
function checkFunction(businessType: u8, funcName: string): void {
  if (includes(NFT_FUNCTIONS, funcName)) {
    checkNftBusinessType(businessType)
  } else {
    check(includes(POINTS_FUNCTIONS, funcName), ERR_INVALID_FUNC_NAME)
    check(businessType == BUSINESS_POINTS, ERR_INVALID_BUSINESS_TYPE)
  }
}

function checkMintAmount(businessType: u8, amount: u64): void {
  if (businessType == BUSINESS_SINGLE_COPY) {
    check(amount == 1, ERR_SINGLE_COPY_AMOUNT)
  } else {
    check(amount > 0, ERR_INVALID_AMOUNT)
  }
}

@contract
export class DdcContract extends Contract {
  contract: Name = this.receiver

  accountsTable: TableStore<Account> = new TableStore<Account>(this.receiver)
  balancesTable: TableStore<Balance> = new TableStore<Balance>(this.receiver)
  userApprovalsTable: TableStore<UserApproval> = new TableStore<UserApproval>(this.receiver)
  feeRulesTable: TableStore<FeeRule> = new TableStore<FeeRule>(this.receiver)
  nftsTable: TableStore<Nft> = new TableStore<Nft>(this.receiver)
  nftBalancesTable: TableStore<NftBalance> = new TableStore<NftBalance>(this.receiver)
  funcPermsTable: TableStore<FuncPerm> = new TableStore<FuncPerm>(this.receiver)
  crossApprovalsTable: TableStore<CrossApproval> = new TableStore<CrossApproval>(this.receiver)
  configSingleton: Singleton<Config> = new Singleton<Config>(this.receiver)

  // ------------------------------------------------------------------ setup

  /** Seeds the default function permissions once (the devnet calls it at genesis). Contract account only. */
  @action('init')
  init(): void {
    requireAuth(this.contract)
    const config = this.configSingleton.get()
    if (config.initialized) return
    this.grantAll(ROLE_PLATFORM, BUSINESS_SINGLE_COPY, PLATFORM_NFT_FUNCTIONS)
    this.grantAll(ROLE_PLATFORM, BUSINESS_MULTI_COPY, PLATFORM_NFT_FUNCTIONS)
    this.grantAll(ROLE_PLATFORM, BUSINESS_POINTS, PLATFORM_POINTS_FUNCTIONS)
    this.grantAll(ROLE_CONSUMER, BUSINESS_SINGLE_COPY, CONSUMER_NFT_FUNCTIONS)
    this.grantAll(ROLE_CONSUMER, BUSINESS_MULTI_COPY, CONSUMER_NFT_FUNCTIONS)
    config.initialized = true
    this.configSingleton.set(config, this.contract)
  }

  // ------------------------------------------------------------------ accounts

  /** Registers a chain account under the sender: a manager without a role registers operators, an operator
   *  registers platforms, a platform registers consumers. */
  @action('operatoradd')
  operatoradd(sender: Name, account: Name, account_name: string, account_did: string, leader_did: string): void {
    requireAuth(sender)
    const actor = this.loadSender(sender)
    let role: u8 = ROLE_CONSUMER
    if (actor.role == ROLE_NONE) {
      role = ROLE_OPERATOR
    } else if (actor.role == ROLE_OPERATOR) {
      role = ROLE_PLATFORM
    } else if (actor.role == ROLE_PLATFORM) {
      role = ROLE_CONSUMER
    } else {
      check(actor.isManager, ERR_NO_PERMISSION)
    }
    check(isAccount(account), ERR_ACCOUNT_NOT_ON_CHAIN)
    check(!this.accountsTable.exists(account.N), ERR_ACCOUNT_REGISTERED)
    check(account_name.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)
    check(account_did.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)
    check(leader_did.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)

    const leaderRow = this.accountsTable.get(sender.N)
    const operatorName =
      leaderRow != null && leaderRow.account_name.length > 0 ? leaderRow.account_name : sender.toString()
    const row = new Account(
      account,
      role,
      false,
      STATE_ENABLED,
      STATE_ENABLED,
      sender,
      account_did,
      leader_did,
      account_name,
      operatorName,
    )
    this.accountsTable.store(row, this.contract)
  }

  /** Sets a registered account's role and manager flag. Managers only. */
  @action('setaccrole')
  setaccrole(sender: Name, account: Name, role: u8, is_manager: bool): void {
    requireAuth(sender)
    const actor = this.loadSender(sender)
    check(actor.isManager, ERR_NO_PERMISSION)
    check(role >= ROLE_OPERATOR && role <= ROLE_CONSUMER, ERR_INVALID_ROLE)
    const row = this.accountsTable.get(account.N)
    check(row != null, ERR_UNKNOWN_ACCOUNT)
    const target = row!
    target.role = role
    target.is_manager = is_manager
    this.accountsTable.update(target, this.contract)
  }

  /** Freezes (2) or enables (1) an account. change_platform_state false sets the operator-level state
   *  (operators), true the platform-level state (operators, or the platform the account belongs to). */
  @action('updateaccsta')
  updateaccsta(sender: Name, account: Name, state: u8, change_platform_state: bool): void {
    requireAuth(sender)
    const actor = this.loadSender(sender)
    check(state == STATE_ENABLED || state == STATE_FROZEN, ERR_INVALID_STATE)
    const row = this.accountsTable.get(account.N)
    check(row != null, ERR_UNKNOWN_ACCOUNT)
    const target = row!
    if (!actor.isManager) {
      check(!target.is_manager, ERR_NO_PERMISSION)
      if (change_platform_state) {
        check(
          actor.role == ROLE_OPERATOR || (actor.role == ROLE_PLATFORM && target.leader == sender),
          ERR_NO_PERMISSION,
        )
      } else {
        check(actor.role == ROLE_OPERATOR, ERR_NO_PERMISSION)
      }
    }
    if (change_platform_state) {
      target.platform_state = state
    } else {
      target.operator_state = state
    }
    this.accountsTable.update(target, this.contract)
  }

  // ------------------------------------------------------------------ configuration

  @action('addfuncperm')
  addfuncperm(sender: Name, account_role: u8, business_type: u8, func_name: string): void {
    this.requirePrivileged(sender)
    check(account_role >= ROLE_OPERATOR && account_role <= ROLE_CONSUMER, ERR_INVALID_ROLE)
    checkFunction(business_type, func_name)
    check(this.findFuncPerm(account_role, business_type, func_name) == null, ERR_PERMISSION_EXISTS)
    this.grant(account_role, business_type, func_name)
  }

  @action('delfuncperm')
  delfuncperm(sender: Name, account_role: u8, business_type: u8, func_name: string): void {
    this.requirePrivileged(sender)
    checkFunction(business_type, func_name)
    const perm = this.findFuncPerm(account_role, business_type, func_name)
    check(perm != null, ERR_UNKNOWN_PERMISSION)
    this.funcPermsTable.remove(perm!)
  }

  /** Lets accounts of platform `from` send collectibles to accounts of platform `to` (or stops it). */
  @action('crossapprove')
  crossapprove(sender: Name, from: Name, to: Name, approved: bool): void {
    this.requirePrivileged(sender)
    check(from != to, ERR_INVALID_PLATFORM)
    check(this.roleOf(from) == ROLE_PLATFORM && this.roleOf(to) == ROLE_PLATFORM, ERR_INVALID_PLATFORM)
    const existing = this.crossApprovalsTable.getBySecondaryU128(pairKey(from.N, to.N), IDX_CROSSAPPR_BY_PAIR)
    if (existing != null) {
      existing.approved = approved
      this.crossApprovalsTable.update(existing, this.contract)
    } else {
      const id = this.crossApprovalsTable.availablePrimaryKey
      this.crossApprovalsTable.store(new CrossApproval(id, from, to, approved), this.contract)
    }
  }

  @action('setplatform')
  setplatform(sender: Name, is_platform_open: bool): void {
    this.requirePrivileged(sender)
    const config = this.configSingleton.get()
    config.is_platform_open = is_platform_open
    this.configSingleton.set(config, this.contract)
  }

  /** Sets the fee in points of one function (action name) of a business type. */
  @action('setfee')
  setfee(sender: Name, business_type: u8, func_name: string, value: u64): void {
    this.requirePrivileged(sender)
    checkFunction(business_type, func_name)
    let rule = this.feeRulesTable.get(<u64>business_type)
    if (rule == null) {
      rule = new FeeRule(business_type, [])
    }
    let found = false
    for (let i = 0; i < rule.func_fee.length; i++) {
      if (rule.func_fee[i].key == func_name) {
        rule.func_fee[i].fee = value
        found = true
      }
    }
    if (!found) {
      rule.func_fee.push(new FuncFee(func_name, value))
    }
    this.feeRulesTable.set(rule, this.contract)
  }

  @action('deletefee')
  deletefee(sender: Name, business_type: u8, func_name: string): void {
    this.requirePrivileged(sender)
    const rule = this.feeRulesTable.get(<u64>business_type)
    check(rule != null, ERR_UNKNOWN_FEE)
    const current = rule!
    const kept: FuncFee[] = []
    for (let i = 0; i < current.func_fee.length; i++) {
      if (current.func_fee[i].key != func_name) kept.push(current.func_fee[i])
    }
    check(kept.length < current.func_fee.length, ERR_UNKNOWN_FEE)
    if (kept.length == 0) {
      this.feeRulesTable.remove(current)
    } else {
      current.func_fee = kept
      this.feeRulesTable.update(current, this.contract)
    }
  }

  /** Deletes a business type's fee rules and function permissions. */
  @action('delbiztype')
  delbiztype(sender: Name, business_type: u8): void {
    this.requirePrivileged(sender)
    check(business_type <= BUSINESS_MULTI_COPY, ERR_INVALID_BUSINESS_TYPE)
    const rule = this.feeRulesTable.get(<u64>business_type)
    if (rule != null) this.feeRulesTable.remove(rule)
    let perm = this.funcPermsTable.first()
    while (perm != null) {
      const next = this.funcPermsTable.next(perm)
      if (perm.business_type == business_type) this.funcPermsTable.remove(perm)
      perm = next
    }
  }

  // ------------------------------------------------------------------ points

  /** Operators and managers create points on their own balance. */
  @action('selfrecharge')
  selfrecharge(sender: Name, value: u64): void {
    requireAuth(sender)
    this.requireOpen()
    const actor = this.loadSender(sender)
    check(actor.isPrivileged, ERR_NO_PERMISSION)
    check(value > 0, ERR_INVALID_VALUE)
    this.addPoints(sender, value)
  }

  /** Moves points from `from` to `to`. Platforms recharge only accounts they registered. */
  @action('recharge')
  recharge(from: Name, to: Name, value: u64, memo: string): void {
    const actor = this.gate(from, BUSINESS_POINTS, 'recharge')
    check(value > 0, ERR_INVALID_VALUE)
    check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
    check(from != to, ERR_SELF_TRANSFER)
    const target = this.requireActiveRecipient(to)
    if (!actor.isPrivileged && target != null) {
      check(target.leader == from, ERR_NO_PERMISSION)
    }
    this.subtractPoints(from, value)
    this.addPoints(to, value)
    requireRecipient(to)
  }

  /** Settles (removes) points from the sender's balance. */
  @action('settlement')
  settlement(sender: Name, value: u64): void {
    this.gate(sender, BUSINESS_POINTS, 'settlement')
    check(value > 0, ERR_INVALID_VALUE)
    this.subtractPoints(sender, value)
  }

  // ------------------------------------------------------------------ collectibles

  /** Mints a collectible to `to` and returns its nft_id. */
  @action('mint')
  mint(sender: Name, to: Name, amount: u64, nft_uri: string, business_type: u8, memo: string): u64 {
    const actor = this.gate(sender, business_type, 'mint')
    check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
    this.requireActiveRecipient(to)
    this.checkCrossPlatform(sender, to)
    const nftId = this.mintOne(sender, to, amount, nft_uri, business_type, memo)
    this.chargeFee(actor, business_type, 'mint', 1)
    requireRecipient(to)
    return nftId
  }

  /** Mints one collectible per (amounts[i], nft_uris[i]) to `to`. Their nft_ids are consecutive; the action
   *  returns the first one. */
  @action('mintbatch')
  mintbatch(sender: Name, to: Name, amounts: u64[], nft_uris: string[], business_type: u8, memo: string): u64 {
    const actor = this.gate(sender, business_type, 'mintbatch')
    checkBatchSize(amounts.length)
    check(amounts.length == nft_uris.length, ERR_BATCH_LENGTH_MISMATCH)
    check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
    this.requireActiveRecipient(to)
    this.checkCrossPlatform(sender, to)
    const firstId = this.configSingleton.get().next_nft_id
    for (let i = 0; i < amounts.length; i++) {
      this.mintOne(sender, to, amounts[i], nft_uris[i], business_type, memo)
    }
    this.chargeFee(actor, business_type, 'mintbatch', <u64>amounts.length)
    requireRecipient(to)
    return firstId
  }

  @action('transfer')
  transfer(sender: Name, from: Name, to: Name, nft_id: u64, amount: u64, memo: string, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'transfer')
    this.checkTransferParties(from, to, memo)
    this.transferOne(actor, from, to, nft_id, amount, business_type)
    this.chargeFee(actor, business_type, 'transfer', 1)
    requireRecipient(from)
    requireRecipient(to)
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
    const actor = this.gate(sender, business_type, 'batchtrans')
    checkBatchSize(nft_ids.length)
    check(nft_ids.length == amounts.length, ERR_BATCH_LENGTH_MISMATCH)
    this.checkTransferParties(from, to, memo)
    for (let i = 0; i < nft_ids.length; i++) {
      this.transferOne(actor, from, to, nft_ids[i], amounts[i], business_type)
    }
    this.chargeFee(actor, business_type, 'batchtrans', <u64>nft_ids.length)
    requireRecipient(from)
    requireRecipient(to)
  }

  /** Operators and managers freeze any collectible; others (with the permission) only those they created. */
  @action('freeze')
  freeze(sender: Name, nft_id: u64, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'freeze')
    const nft = this.requireNft(nft_id, business_type)
    check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
    check(!nft.frozen, ERR_NFT_ALREADY_FROZEN)
    nft.frozen = true
    this.nftsTable.update(nft, this.contract)
    this.chargeFee(actor, business_type, 'freeze', 1)
  }

  @action('unfreeze')
  unfreeze(sender: Name, nft_id: u64, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'unfreeze')
    const nft = this.requireNft(nft_id, business_type)
    check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
    check(nft.frozen, ERR_NFT_NOT_FROZEN)
    nft.frozen = false
    this.nftsTable.update(nft, this.contract)
    this.chargeFee(actor, business_type, 'unfreeze', 1)
  }

  /** Burns `owner`'s collectible: a single-copy NFT, or all of owner's copies of a multi-copy NFT. */
  @action('burn')
  burn(sender: Name, owner: Name, nft_id: u64, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'burn')
    this.requireActiveOwner(owner)
    this.burnOne(actor, owner, nft_id, business_type)
    this.chargeFee(actor, business_type, 'burn', 1)
  }

  @action('burnbatch')
  burnbatch(sender: Name, owner: Name, nft_ids: u64[], business_type: u8): void {
    const actor = this.gate(sender, business_type, 'burnbatch')
    checkBatchSize(nft_ids.length)
    this.requireActiveOwner(owner)
    for (let i = 0; i < nft_ids.length; i++) {
      this.burnOne(actor, owner, nft_ids[i], business_type)
    }
    this.chargeFee(actor, business_type, 'burnbatch', <u64>nft_ids.length)
  }

  /** The owner lets `to` move or burn this collectible (for multi-copy: the owner's copies of it). */
  @action('approve')
  approve(sender: Name, to: Name, nft_id: u64, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'approve')
    check(to != sender, ERR_SELF_APPROVE)
    this.requireActiveRecipient(to)
    this.setApproval(sender, to, nft_id, business_type)
    this.chargeFee(actor, business_type, 'approve', 1)
  }

  @action('approvebatch')
  approvebatch(sender: Name, to: Name, nft_ids: u64[], business_type: u8): void {
    const actor = this.gate(sender, business_type, 'approvebatch')
    checkBatchSize(nft_ids.length)
    check(to != sender, ERR_SELF_APPROVE)
    this.requireActiveRecipient(to)
    for (let i = 0; i < nft_ids.length; i++) {
      this.setApproval(sender, to, nft_ids[i], business_type)
    }
    this.chargeFee(actor, business_type, 'approvebatch', <u64>nft_ids.length)
  }

  /** The owner lets `to` move every collectible of the owner of this business type (or stops it). */
  @action('approvalall')
  approvalall(sender: Name, to: Name, approved: bool, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'approvalall')
    check(to != sender, ERR_SELF_APPROVE)
    const existing = this.findUserApproval(sender, to, business_type)
    if (approved) {
      this.requireActiveRecipient(to)
      check(existing == null || !existing.approved, ERR_ALREADY_APPROVED)
    } else {
      check(existing != null && existing.approved, ERR_NO_APPROVAL)
    }
    if (existing != null) {
      existing.approved = approved
      this.userApprovalsTable.update(existing, this.contract)
    } else {
      const id = this.userApprovalsTable.availablePrimaryKey
      this.userApprovalsTable.store(new UserApproval(id, sender, to, business_type, approved), this.contract)
    }
    this.chargeFee(actor, business_type, 'approvalall', 1)
  }

  /** The creator (or an operator or manager) changes a collectible's resource identifier. */
  @action('seturi')
  seturi(sender: Name, nft_id: u64, nft_uri: string, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'seturi')
    check(nft_uri.length <= MAX_URI_LENGTH, ERR_URI_TOO_LONG)
    const nft = this.requireNft(nft_id, business_type)
    check(actor.isPrivileged || nft.creator == sender, ERR_NO_PERMISSION)
    check(!nft.frozen, ERR_NFT_FROZEN)
    nft.nft_uri = nft_uri
    this.nftsTable.update(nft, this.contract)
    this.chargeFee(actor, business_type, 'seturi', 1)
  }

  /** The owner withdraws the approval given with approve. */
  @action('delapproval')
  delapproval(sender: Name, nft_id: u64, business_type: u8): void {
    const actor = this.gate(sender, business_type, 'delapproval')
    const nft = this.requireNft(nft_id, business_type)
    if (business_type == BUSINESS_SINGLE_COPY) {
      check(nft.owner == sender, ERR_NOT_OWNER)
      check(nft.approved != EMPTY_NAME, ERR_NO_APPROVAL)
      nft.approved = EMPTY_NAME
      this.nftsTable.update(nft, this.contract)
    } else {
      const holding = this.findHolding(nft_id, sender)
      check(holding != null, ERR_NOT_OWNER)
      check(holding!.approved != EMPTY_NAME, ERR_NO_APPROVAL)
      holding!.approved = EMPTY_NAME
      this.nftBalancesTable.update(holding!, this.contract)
    }
    this.chargeFee(actor, business_type, 'delapproval', 1)
  }

  // ------------------------------------------------------------------ rules shared by actions

  /** The checks every business action starts with: authority, platform open, business type, an active
   *  sender, and the sender's function permission. */
  gate(sender: Name, businessType: u8, funcName: string): Actor {
    requireAuth(sender)
    this.requireOpen()
    checkFunction(businessType, funcName)
    const actor = this.loadSender(sender)
    if (!actor.isPrivileged) {
      check(this.findFuncPerm(actor.role, businessType, funcName) != null, ERR_NO_PERMISSION)
    }
    return actor
  }

  requireOpen(): void {
    check(this.configSingleton.get().is_platform_open, ERR_PLATFORM_CLOSED)
  }

  requirePrivileged(sender: Name): Actor {
    requireAuth(sender)
    const actor = this.loadSender(sender)
    check(actor.isPrivileged, ERR_NO_PERMISSION)
    return actor
  }

  /** The contract account acts as the root manager without a registered row. */
  loadSender(sender: Name): Actor {
    if (sender == this.contract) {
      return new Actor(sender, ROLE_NONE, true, true)
    }
    const row = this.accountsTable.get(sender.N)
    check(row != null, ERR_UNKNOWN_ACCOUNT)
    check(isActive(row!), ERR_SENDER_NOT_ACTIVE)
    return new Actor(sender, row!.role, row!.is_manager, false)
  }

  /** A recipient must be registered and active; the contract account always may receive. */
  requireActiveRecipient(to: Name): Account | null {
    if (to == this.contract) return null
    const row = this.accountsTable.get(to.N)
    check(row != null, ERR_UNKNOWN_RECIPIENT)
    check(isActive(row!), ERR_RECIPIENT_NOT_ACTIVE)
    return row
  }

  /** Collectibles of a frozen account do not move, whoever acts for it. */
  requireActiveOwner(owner: Name): void {
    if (owner == this.contract) return
    const row = this.accountsTable.get(owner.N)
    check(row != null, ERR_UNKNOWN_ACCOUNT)
    check(isActive(row!), ERR_SENDER_NOT_ACTIVE)
  }

  checkTransferParties(from: Name, to: Name, memo: string): void {
    check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
    check(from != to, ERR_SELF_TRANSFER)
    this.requireActiveOwner(from)
    this.requireActiveRecipient(to)
    this.checkCrossPlatform(from, to)
  }

  roleOf(account: Name): u8 {
    const row = this.accountsTable.get(account.N)
    return row == null ? ROLE_NONE : row.role
  }

  /** The platform an account belongs to: itself for a platform, its leader for a platform's consumer. */
  platformOf(account: Name): Name {
    const row = this.accountsTable.get(account.N)
    if (row == null) return EMPTY_NAME
    if (row.role == ROLE_PLATFORM) return account
    if (row.role == ROLE_CONSUMER && this.roleOf(row.leader) == ROLE_PLATFORM) return row.leader
    return EMPTY_NAME
  }

  /** Collectibles cross from one platform's accounts to another's only with a cross-platform approval. */
  checkCrossPlatform(from: Name, to: Name): void {
    const fromPlatform = this.platformOf(from)
    const toPlatform = this.platformOf(to)
    if (fromPlatform == EMPTY_NAME || toPlatform == EMPTY_NAME || fromPlatform == toPlatform) return
    const approval = this.crossApprovalsTable.getBySecondaryU128(
      pairKey(fromPlatform.N, toPlatform.N),
      IDX_CROSSAPPR_BY_PAIR,
    )
    check(approval != null && approval.approved, ERR_CROSS_PLATFORM)
  }

  // ------------------------------------------------------------------ points helpers

  feeOf(businessType: u8, funcName: string): u64 {
    const rule = this.feeRulesTable.get(<u64>businessType)
    if (rule == null) return 0
    for (let i = 0; i < rule.func_fee.length; i++) {
      if (rule.func_fee[i].key == funcName) return rule.func_fee[i].fee
    }
    return 0
  }

  /** Fees go from the acting account to the contract account's balance; the contract account pays none. */
  chargeFee(actor: Actor, businessType: u8, funcName: string, count: u64): void {
    if (actor.isContract) return
    const fee = this.feeOf(businessType, funcName)
    if (fee == 0) return
    check(fee <= U64.MAX_VALUE / count, ERR_POINTS_OVERFLOW)
    const total = fee * count
    this.subtractPoints(actor.name, total)
    this.addPoints(this.contract, total)
  }

  addPoints(account: Name, value: u64): void {
    let balance = this.balancesTable.get(account.N)
    if (balance == null) {
      balance = new Balance(account, 0)
    }
    check(balance.points <= U64.MAX_VALUE - value, ERR_POINTS_OVERFLOW)
    balance.points += value
    this.balancesTable.set(balance, this.contract)
  }

  subtractPoints(account: Name, value: u64): void {
    const balance = this.balancesTable.get(account.N)
    check(balance != null && balance.points >= value, ERR_INSUFFICIENT_POINTS)
    balance!.points -= value
    this.balancesTable.update(balance!, this.contract)
  }

  // ------------------------------------------------------------------ collectible helpers

  requireNft(nftId: u64, businessType: u8): Nft {
    const nft = this.nftsTable.get(nftId)
    check(nft != null, ERR_UNKNOWN_NFT)
    check(nft!.business_type == businessType, ERR_BUSINESS_TYPE_MISMATCH)
    return nft!
  }

  findHolding(nftId: u64, owner: Name): NftBalance | null {
    return this.nftBalancesTable.getBySecondaryU128(pairKey(nftId, owner.N), IDX_NFTBALANCE_BY_NFT_OWNER)
  }

  addHolding(nftId: u64, owner: Name, amount: u64): void {
    const holding = this.findHolding(nftId, owner)
    if (holding != null) {
      check(holding.amount <= U64.MAX_VALUE - amount, ERR_SUPPLY_OVERFLOW)
      holding.amount += amount
      this.nftBalancesTable.update(holding, this.contract)
    } else {
      const id = this.nftBalancesTable.availablePrimaryKey
      this.nftBalancesTable.store(new NftBalance(id, nftId, owner, amount, EMPTY_NAME), this.contract)
    }
  }

  findUserApproval(owner: Name, to: Name, businessType: u8): UserApproval | null {
    let row = this.userApprovalsTable.getBySecondaryU64(owner.N, IDX_USERAPPR_BY_OWNER)
    while (row != null && row.owner == owner) {
      if (row.to == to && row.business_type == businessType) return row
      row = this.userApprovalsTable.nextBySecondaryU64(row, IDX_USERAPPR_BY_OWNER)
    }
    return null
  }

  isApprovedForAll(owner: Name, operator: Name, businessType: u8): bool {
    const row = this.findUserApproval(owner, operator, businessType)
    return row != null && row.approved
  }

  findFuncPerm(accountRole: u8, businessType: u8, funcName: string): FuncPerm | null {
    if (!includes(NFT_FUNCTIONS, funcName) && !includes(POINTS_FUNCTIONS, funcName)) return null
    return this.funcPermsTable.getBySecondaryU128(
      funcPermKey(accountRole, businessType, Name.fromString(funcName)),
      IDX_FUNCPERM_BY_KEY,
    )
  }

  grant(accountRole: u8, businessType: u8, funcName: string): void {
    const id = this.funcPermsTable.availablePrimaryKey
    this.funcPermsTable.store(new FuncPerm(id, accountRole, businessType, funcName), this.contract)
  }

  grantAll(accountRole: u8, businessType: u8, funcNames: string[]): void {
    for (let i = 0; i < funcNames.length; i++) {
      if (this.findFuncPerm(accountRole, businessType, funcNames[i]) == null) {
        this.grant(accountRole, businessType, funcNames[i])
      }
    }
  }

  mintOne(creator: Name, to: Name, amount: u64, nftUri: string, businessType: u8, memo: string): u64 {
    checkMintAmount(businessType, amount)
    check(nftUri.length <= MAX_URI_LENGTH, ERR_URI_TOO_LONG)
    const config = this.configSingleton.get()
    const nftId = config.next_nft_id
    config.next_nft_id = nftId + 1
    this.configSingleton.set(config, this.contract)
    const single = businessType == BUSINESS_SINGLE_COPY
    const nft = new Nft(nftId, businessType, creator, single ? to : EMPTY_NAME, amount, nftUri, memo, false, EMPTY_NAME)
    this.nftsTable.store(nft, this.contract)
    if (!single) this.addHolding(nftId, to, amount)
    return nftId
  }

  /** Moves one collectible; `actor` must be the owner, approved for it, or approved for all of the owner's. */
  transferOne(actor: Actor, from: Name, to: Name, nftId: u64, amount: u64, businessType: u8): void {
    checkMintAmount(businessType, amount)
    const nft = this.requireNft(nftId, businessType)
    check(!nft.frozen, ERR_NFT_FROZEN)
    if (businessType == BUSINESS_SINGLE_COPY) {
      check(nft.owner == from, ERR_NOT_OWNER)
      check(
        actor.name == from || nft.approved == actor.name || this.isApprovedForAll(from, actor.name, businessType),
        ERR_NOT_APPROVED,
      )
      nft.owner = to
      nft.approved = EMPTY_NAME
      this.nftsTable.update(nft, this.contract)
    } else {
      const found = this.findHolding(nftId, from)
      check(found != null, ERR_NOT_OWNER)
      const holding = found!
      check(
        actor.name == from || holding.approved == actor.name || this.isApprovedForAll(from, actor.name, businessType),
        ERR_NOT_APPROVED,
      )
      check(holding.amount >= amount, ERR_INSUFFICIENT_BALANCE)
      holding.amount -= amount
      if (holding.amount == 0) {
        this.nftBalancesTable.remove(holding)
      } else {
        this.nftBalancesTable.update(holding, this.contract)
      }
      this.addHolding(nftId, to, amount)
    }
  }

  burnOne(actor: Actor, owner: Name, nftId: u64, businessType: u8): void {
    const nft = this.requireNft(nftId, businessType)
    check(!nft.frozen, ERR_NFT_FROZEN)
    if (businessType == BUSINESS_SINGLE_COPY) {
      check(nft.owner == owner, ERR_NOT_OWNER)
      check(
        actor.name == owner || nft.approved == actor.name || this.isApprovedForAll(owner, actor.name, businessType),
        ERR_NOT_APPROVED,
      )
      this.nftsTable.remove(nft)
    } else {
      const found = this.findHolding(nftId, owner)
      check(found != null, ERR_NOT_OWNER)
      const holding = found!
      check(
        actor.name == owner || holding.approved == actor.name || this.isApprovedForAll(owner, actor.name, businessType),
        ERR_NOT_APPROVED,
      )
      this.nftBalancesTable.remove(holding)
      nft.supply -= holding.amount
      if (nft.supply == 0) {
        this.nftsTable.remove(nft)
      } else {
        this.nftsTable.update(nft, this.contract)
      }
    }
  }

  setApproval(owner: Name, to: Name, nftId: u64, businessType: u8): void {
    const nft = this.requireNft(nftId, businessType)
    if (businessType == BUSINESS_SINGLE_COPY) {
      check(nft.owner == owner, ERR_NOT_OWNER)
      nft.approved = to
      this.nftsTable.update(nft, this.contract)
    } else {
      const holding = this.findHolding(nftId, owner)
      check(holding != null, ERR_NOT_OWNER)
      holding!.approved = to
      this.nftBalancesTable.update(holding!, this.contract)
    }
  }
}
