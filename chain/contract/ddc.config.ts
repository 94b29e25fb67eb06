// Configuration actions: function permissions, cross-platform approvals, the platform switch, fee rules.
import { Name, check } from 'proton-tsc'
import { FuncFee, FeeRule, CrossApproval, pairKey } from './ddc.tables'
import { ROLE_OPERATOR, ROLE_PLATFORM, ROLE_CONSUMER, BUSINESS_MULTI_COPY } from './ddc.constants'
import {
  ERR_INVALID_ROLE,
  ERR_INVALID_PLATFORM,
  ERR_INVALID_BUSINESS_TYPE,
  ERR_UNKNOWN_FEE,
  ERR_PERMISSION_EXISTS,
  ERR_UNKNOWN_PERMISSION,
} from './errors'
import { DdcState, IDX_CROSSAPPR_BY_PAIR } from './ddc.state'
import { checkFunction } from './ddc.checks'
import { requirePrivileged, roleOf, findFuncPerm, grant } from './ddc.rules'

export function addFuncPerm(s: DdcState, sender: Name, account_role: u8, business_type: u8, func_name: string): void {
  requirePrivileged(s, sender)
  check(account_role >= ROLE_OPERATOR && account_role <= ROLE_CONSUMER, ERR_INVALID_ROLE)
  checkFunction(business_type, func_name)
  check(findFuncPerm(s, account_role, business_type, func_name) == null, ERR_PERMISSION_EXISTS)
  grant(s, account_role, business_type, func_name)
}

export function deleteFuncPerm(
  s: DdcState,
  sender: Name,
  account_role: u8,
  business_type: u8,
  func_name: string,
): void {
  requirePrivileged(s, sender)
  checkFunction(business_type, func_name)
  const perm = findFuncPerm(s, account_role, business_type, func_name)
  check(perm != null, ERR_UNKNOWN_PERMISSION)
  s.funcPermsTable.remove(perm!)
}

/** Lets accounts of platform `from` send collectibles to accounts of platform `to` (or stops it). */
export function setCrossApproval(s: DdcState, sender: Name, from: Name, to: Name, approved: bool): void {
  requirePrivileged(s, sender)
  check(from != to, ERR_INVALID_PLATFORM)
  check(roleOf(s, from) == ROLE_PLATFORM && roleOf(s, to) == ROLE_PLATFORM, ERR_INVALID_PLATFORM)
  const existing = s.crossApprovalsTable.getBySecondaryU128(pairKey(from.N, to.N), IDX_CROSSAPPR_BY_PAIR)
  if (existing != null) {
    existing.approved = approved
    s.crossApprovalsTable.update(existing, s.contract)
  } else {
    const id = s.crossApprovalsTable.availablePrimaryKey
    s.crossApprovalsTable.store(new CrossApproval(id, from, to, approved), s.contract)
  }
}

export function setPlatformOpen(s: DdcState, sender: Name, is_platform_open: bool): void {
  requirePrivileged(s, sender)
  const config = s.configSingleton.get()
  config.is_platform_open = is_platform_open
  s.configSingleton.set(config, s.contract)
}

/** Sets the fee in points of one function (action name) of a business type. */
export function setFee(s: DdcState, sender: Name, business_type: u8, func_name: string, value: u64): void {
  requirePrivileged(s, sender)
  checkFunction(business_type, func_name)
  let rule = s.feeRulesTable.get(<u64>business_type)
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
  s.feeRulesTable.set(rule, s.contract)
}

export function deleteFee(s: DdcState, sender: Name, business_type: u8, func_name: string): void {
  requirePrivileged(s, sender)
  const rule = s.feeRulesTable.get(<u64>business_type)
  check(rule != null, ERR_UNKNOWN_FEE)
  const current = rule!
  const kept: FuncFee[] = []
  for (let i = 0; i < current.func_fee.length; i++) {
    if (current.func_fee[i].key != func_name) kept.push(current.func_fee[i])
  }
  check(kept.length < current.func_fee.length, ERR_UNKNOWN_FEE)
  if (kept.length == 0) {
    s.feeRulesTable.remove(current)
  } else {
    current.func_fee = kept
    s.feeRulesTable.update(current, s.contract)
  }
}

/** Deletes a business type's fee rules and function permissions. */
export function deleteBusinessType(s: DdcState, sender: Name, business_type: u8): void {
  requirePrivileged(s, sender)
  check(business_type <= BUSINESS_MULTI_COPY, ERR_INVALID_BUSINESS_TYPE)
  const rule = s.feeRulesTable.get(<u64>business_type)
  if (rule != null) s.feeRulesTable.remove(rule)
  let perm = s.funcPermsTable.first()
  while (perm != null) {
    const next = s.funcPermsTable.next(perm)
    if (perm.business_type == business_type) s.funcPermsTable.remove(perm)
    perm = next
  }
}
