// Billing points: the point actions (selfrecharge, recharge, settlement), balances and the fee every
// business action charges.
import { Name, check, requireAuth, requireRecipient } from 'proton-tsc'
import { Balance } from './ddc.tables'
import { BUSINESS_POINTS, MAX_MEMO_LENGTH } from './ddc.constants'
import {
  ERR_NO_PERMISSION,
  ERR_INSUFFICIENT_POINTS,
  ERR_POINTS_OVERFLOW,
  ERR_INVALID_VALUE,
  ERR_SELF_TRANSFER,
  ERR_MEMO_TOO_LONG,
} from './errors'
import { DdcState } from './ddc.state'
import { Actor, gate, requireOpen, loadSender, requireActiveRecipient } from './ddc.rules'

/** Operators and managers create points on their own balance. */
export function selfRecharge(s: DdcState, sender: Name, value: u64): void {
  requireAuth(sender)
  requireOpen(s)
  const actor = loadSender(s, sender)
  check(actor.isPrivileged, ERR_NO_PERMISSION)
  check(value > 0, ERR_INVALID_VALUE)
  addPoints(s, sender, value)
}

/** Moves points from `from` to `to`. Platforms recharge only accounts they registered. */
export function rechargePoints(s: DdcState, from: Name, to: Name, value: u64, memo: string): void {
  const actor = gate(s, from, BUSINESS_POINTS, 'recharge')
  check(value > 0, ERR_INVALID_VALUE)
  check(memo.length <= MAX_MEMO_LENGTH, ERR_MEMO_TOO_LONG)
  check(from != to, ERR_SELF_TRANSFER)
  const target = requireActiveRecipient(s, to)
  if (!actor.isPrivileged && target != null) {
    check(target.leader == from, ERR_NO_PERMISSION)
  }
  subtractPoints(s, from, value)
  addPoints(s, to, value)
  requireRecipient(to)
}

/** Settles (removes) points from the sender's balance. */
export function settlePoints(s: DdcState, sender: Name, value: u64): void {
  gate(s, sender, BUSINESS_POINTS, 'settlement')
  check(value > 0, ERR_INVALID_VALUE)
  subtractPoints(s, sender, value)
}

export function feeOf(s: DdcState, businessType: u8, funcName: string): u64 {
  const rule = s.feeRulesTable.get(<u64>businessType)
  if (rule == null) return 0
  for (let i = 0; i < rule.func_fee.length; i++) {
    if (rule.func_fee[i].key == funcName) return rule.func_fee[i].fee
  }
  return 0
}

/** Fees go from the acting account to the contract account's balance; the contract account pays none. */
export function chargeFee(s: DdcState, actor: Actor, businessType: u8, funcName: string, count: u64): void {
  if (actor.isContract) return
  const fee = feeOf(s, businessType, funcName)
  if (fee == 0) return
  check(fee <= U64.MAX_VALUE / count, ERR_POINTS_OVERFLOW)
  const total = fee * count
  subtractPoints(s, actor.name, total)
  addPoints(s, s.contract, total)
}

export function addPoints(s: DdcState, account: Name, value: u64): void {
  let balance = s.balancesTable.get(account.N)
  if (balance == null) {
    balance = new Balance(account, 0)
  }
  check(balance.points <= U64.MAX_VALUE - value, ERR_POINTS_OVERFLOW)
  balance.points += value
  s.balancesTable.set(balance, s.contract)
}

export function subtractPoints(s: DdcState, account: Name, value: u64): void {
  const balance = s.balancesTable.get(account.N)
  check(balance != null && balance.points >= value, ERR_INSUFFICIENT_POINTS)
  balance!.points -= value
  s.balancesTable.update(balance!, s.contract)
}
