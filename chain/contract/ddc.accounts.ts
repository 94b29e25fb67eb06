// Account actions: the default function permissions (init), registering accounts, their roles and states.
import { Name, check, requireAuth, isAccount } from 'proton-tsc'
import { Account } from './ddc.tables'
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
  PLATFORM_NFT_FUNCTIONS,
  PLATFORM_POINTS_FUNCTIONS,
  CONSUMER_NFT_FUNCTIONS,
  MAX_TEXT_LENGTH,
} from './ddc.constants'
import {
  ERR_UNKNOWN_ACCOUNT,
  ERR_NO_PERMISSION,
  ERR_ACCOUNT_NOT_ON_CHAIN,
  ERR_ACCOUNT_REGISTERED,
  ERR_INVALID_ROLE,
  ERR_INVALID_STATE,
  ERR_FIELD_TOO_LONG,
} from './errors'
import { DdcState } from './ddc.state'
import { loadSender, grantAll } from './ddc.rules'

/** Seeds the default function permissions once (the devnet calls it at genesis). Contract account only. */
export function initPermissions(s: DdcState): void {
  requireAuth(s.contract)
  const config = s.configSingleton.get()
  if (config.initialized) return
  grantAll(s, ROLE_PLATFORM, BUSINESS_SINGLE_COPY, PLATFORM_NFT_FUNCTIONS)
  grantAll(s, ROLE_PLATFORM, BUSINESS_MULTI_COPY, PLATFORM_NFT_FUNCTIONS)
  grantAll(s, ROLE_PLATFORM, BUSINESS_POINTS, PLATFORM_POINTS_FUNCTIONS)
  grantAll(s, ROLE_CONSUMER, BUSINESS_SINGLE_COPY, CONSUMER_NFT_FUNCTIONS)
  grantAll(s, ROLE_CONSUMER, BUSINESS_MULTI_COPY, CONSUMER_NFT_FUNCTIONS)
  config.initialized = true
  s.configSingleton.set(config, s.contract)
}

/** Registers a chain account under the sender: a manager without a role registers operators, an operator
 *  registers platforms, a platform registers consumers. */
export function registerAccount(
  s: DdcState,
  sender: Name,
  account: Name,
  account_name: string,
  account_did: string,
  leader_did: string,
): void {
  requireAuth(sender)
  const actor = loadSender(s, sender)
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
  check(!s.accountsTable.exists(account.N), ERR_ACCOUNT_REGISTERED)
  check(account_name.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)
  check(account_did.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)
  check(leader_did.length <= MAX_TEXT_LENGTH, ERR_FIELD_TOO_LONG)

  const leaderRow = s.accountsTable.get(sender.N)
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
  s.accountsTable.store(row, s.contract)
}

/** Sets a registered account's role and manager flag. Managers only. */
export function setAccountRole(s: DdcState, sender: Name, account: Name, role: u8, is_manager: bool): void {
  requireAuth(sender)
  const actor = loadSender(s, sender)
  check(actor.isManager, ERR_NO_PERMISSION)
  check(role >= ROLE_OPERATOR && role <= ROLE_CONSUMER, ERR_INVALID_ROLE)
  const row = s.accountsTable.get(account.N)
  check(row != null, ERR_UNKNOWN_ACCOUNT)
  const target = row!
  target.role = role
  target.is_manager = is_manager
  s.accountsTable.update(target, s.contract)
}

/** Freezes (2) or enables (1) an account. change_platform_state false sets the operator-level state
 *  (operators), true the platform-level state (operators, or the platform the account belongs to). */
export function setAccountState(
  s: DdcState,
  sender: Name,
  account: Name,
  state: u8,
  change_platform_state: bool,
): void {
  requireAuth(sender)
  const actor = loadSender(s, sender)
  check(state == STATE_ENABLED || state == STATE_FROZEN, ERR_INVALID_STATE)
  const row = s.accountsTable.get(account.N)
  check(row != null, ERR_UNKNOWN_ACCOUNT)
  const target = row!
  if (!actor.isManager) {
    check(!target.is_manager, ERR_NO_PERMISSION)
    if (change_platform_state) {
      check(actor.role == ROLE_OPERATOR || (actor.role == ROLE_PLATFORM && target.leader == sender), ERR_NO_PERMISSION)
    } else {
      check(actor.role == ROLE_OPERATOR, ERR_NO_PERMISSION)
    }
  }
  if (change_platform_state) {
    target.platform_state = state
  } else {
    target.operator_state = state
  }
  s.accountsTable.update(target, s.contract)
}
