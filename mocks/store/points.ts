import type { Store } from './types'

/** Adds `change` (negative to debit) to an account's points and answers the new balance. */
export function creditPoints(store: Store, account: string, change: number, time: string): number {
  const record = store.balances.get(account) ?? { account, balance: 0, update_time: time }
  record.balance += change
  record.update_time = time
  store.balances.set(account, record)
  return record.balance
}
