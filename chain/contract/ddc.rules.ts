// The rules every action shares: who acts (Actor) and may act (gate, function permissions), which accounts
// may send and receive, and the cross-platform approvals.
import { Name, check, requireAuth, EMPTY_NAME } from 'proton-tsc'
import { Account, FuncPerm, pairKey, funcPermKey } from './ddc.tables'
import {
  ROLE_NONE,
  ROLE_OPERATOR,
  ROLE_PLATFORM,
  ROLE_CONSUMER,
  NFT_FUNCTIONS,
  POINTS_FUNCTIONS,
  MAX_MEMO_LENGTH,
} from './ddc.constants'
import {
  ERR_UNKNOWN_ACCOUNT,
  ERR_SENDER_NOT_ACTIVE,
  ERR_NO_PERMISSION,
  ERR_PLATFORM_CLOSED,
  ERR_UNKNOWN_RECIPIENT,
  ERR_RECIPIENT_NOT_ACTIVE,
  ERR_CROSS_PLATFORM,
  ERR_SELF_TRANSFER,
  ERR_MEMO_TOO_LONG,
} from './errors'
import { DdcState, IDX_FUNCPERM_BY_KEY, IDX_CROSSAPPR_BY_PAIR } from './ddc.state'
import { isActive, includes, checkFunction } from './ddc.checks'

/** The account acting in an action, resolved once: its row (absent for the contract account), role and rights. */
export class Actor {
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

/** The checks every business action starts with: authority, platform open, business type, an active
 *  sender, and the sender's function permission. */
export function gate(s: DdcState, sender: Name, businessType: u8, funcName: string): Actor {
  requireAuth(sender)
  requireOpen(s)
  checkFunction(businessType, funcName)
  const actor = loadSender(s, sender)
  if (!actor.isPrivileged) {
    check(findFuncPerm(s, actor.role, businessType, funcName) != null, ERR_NO_PERMISSION)
  }
  return actor
}

export function requireOpen(s: DdcState): void {
  check(s.configSingleton.get().is_platform_open, ERR_PLATFORM_CLOSED)
}

export function requirePrivileged(s: DdcState, sender: Name): Actor {
  requireAuth(sender)
  const actor = loadSender(s, sender)
  check(actor.isPrivileged, ERR_NO_PERMISSION)
  return actor
}

/** The contract account acts as the root manager without a registered row. */
export function loadSender(s: DdcState, sender: Name): Actor {
  if (sender == s.contract) {
    return new Actor(sender, ROLE_NONE, true, true)
  }
  const row = s.accountsTable.get(sender.N)
  check(row != null, ERR_UNKNOWN_ACCOUNT)
  check(isActive(row!), ERR_SENDER_NOT_ACTIVE)
  return new Actor(sender, row!.role, row!.is_manager, false)
}

/** A recipient must be registered and active; the contract account always may receive. */
export function requireActiveRecipient(s: DdcState, to: Name): Account | null {
  if (to == s.contract) return null
  const row = s.accountsTable.get(to.N)
  check(row != null, ERR_UNKNOWN_RECIPIENT)
  check(isActive(row!), ERR_RECIPIENT_NOT_ACTIVE)
  return row
}

/** Collectibles of a frozen account do not move, whoever acts for it. */
export function requireActiveOwner(s: DdcState, owner: Name): void {
  if (owner == s.contract) return
  const row = s.accountsTable.get(owner.N)
  check(row != null, ERR_UNKNOWN_ACCOUNT)
  check(isActive(row!), ERR_SENDER_NOT_ACTIVE)
}

export function checkTransferParties(s: DdcState, from: Name, to: Name, memo: string): void {
  check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
  check(from != to, ERR_SELF_TRANSFER)
  requireActiveOwner(s, from)
  requireActiveRecipient(s, to)
  checkCrossPlatform(s, from, to)
}

export function roleOf(s: DdcState, account: Name): u8 {
  const row = s.accountsTable.get(account.N)
  return row == null ? ROLE_NONE : row.role
}

/** The platform an account belongs to: itself for a platform, its leader for a platform's consumer. */
export function platformOf(s: DdcState, account: Name): Name {
  const row = s.accountsTable.get(account.N)
  if (row == null) return EMPTY_NAME
  if (row.role == ROLE_PLATFORM) return account
  if (row.role == ROLE_CONSUMER && roleOf(s, row.leader) == ROLE_PLATFORM) return row.leader
  return EMPTY_NAME
}

/** Collectibles cross from one platform's accounts to another's only with a cross-platform approval. */
export function checkCrossPlatform(s: DdcState, from: Name, to: Name): void {
  const fromPlatform = platformOf(s, from)
  const toPlatform = platformOf(s, to)
  if (fromPlatform == EMPTY_NAME || toPlatform == EMPTY_NAME || fromPlatform == toPlatform) return
  const approval = s.crossApprovalsTable.getBySecondaryU128(
    pairKey(fromPlatform.N, toPlatform.N),
    IDX_CROSSAPPR_BY_PAIR,
  )
  check(approval != null && approval.approved, ERR_CROSS_PLATFORM)
}

export function findFuncPerm(s: DdcState, accountRole: u8, businessType: u8, funcName: string): FuncPerm | null {
  if (!includes(NFT_FUNCTIONS, funcName) && !includes(POINTS_FUNCTIONS, funcName)) return null
  return s.funcPermsTable.getBySecondaryU128(
    funcPermKey(accountRole, businessType, Name.fromString(funcName)),
    IDX_FUNCPERM_BY_KEY,
  )
}

export function grant(s: DdcState, accountRole: u8, businessType: u8, funcName: string): void {
  const id = s.funcPermsTable.availablePrimaryKey
  s.funcPermsTable.store(new FuncPerm(id, accountRole, businessType, funcName), s.contract)
}

export function grantAll(s: DdcState, accountRole: u8, businessType: u8, funcNames: string[]): void {
  for (let i = 0; i < funcNames.length; i++) {
    if (findFuncPerm(s, accountRole, businessType, funcNames[i]) == null) {
      grant(s, accountRole, businessType, funcNames[i])
    }
  }
}
