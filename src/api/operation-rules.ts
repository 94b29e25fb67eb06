/**
 * The field rules of the collectible operations, one set per action (`operationRules`): the operation
 * dialogs and the CSV batch check a value with the same rule and word the answer with the same message
 * (`collectibleRules` in the collectibles catalogue); the server's schemas take their limits from here; the
 * limits are the contract's (chain/contract/ddc.constants.ts, compared by operation-rules.test.ts).
 * No zod here: the console's operation chunks import this without the schema library.
 */
import { BusinessType } from './primitives'

/** Rows in one batch action (`mintbatch`, `batchtrans`, `burnbatch`, `approvebatch`). */
export const MAX_BATCH = 50
export const MAX_URI_LENGTH = 512
/** Memos of collectible actions and of points recharges (contract `recharge`). */
export const MAX_MEMO_LENGTH = 256

const ACCOUNT_NAME = /^[a-z1-5.]{1,12}[a-j1-5]?$/
const U64_MAX = 0xffff_ffff_ffff_ffffn
/** A scheme (ipfs:, https:, ar:, …) and no spaces or control characters. */
const URI = /^[a-z][a-z0-9+.-]*:[^\s\p{Cc}]+$/iu

/** Why a value is refused; `max` fills the message. */
export type RuleProblem =
  | { key: 'required' }
  | { key: 'accountName' }
  | { key: 'selfRecipient' }
  | { key: 'amount' }
  | { key: 'singleCopyAmount' }
  | { key: 'number' }
  | { key: 'uri' }
  | { key: 'uriTooLong'; max: number }
  | { key: 'memoTooLong'; max: number }
export type RuleKey = RuleProblem['key']

/** An unsigned 64-bit decimal, as the chain takes ids and amounts. */
export function isU64(text: string): boolean {
  return /^\d{1,20}$/.test(text) && BigInt(text) <= U64_MAX
}

/** `self`: the signing account when it may not receive (transfers, approvals); null when it may (mints). */
export function recipientRule(to: string, self: string | null): RuleProblem | null {
  if (to === '') return { key: 'required' }
  if (!ACCOUNT_NAME.test(to)) return { key: 'accountName' }
  return to === self ? { key: 'selfRecipient' } : null
}

export function amountRule(amount: string, businessType: BusinessType): RuleProblem | null {
  if (amount === '') return { key: 'required' }
  if (!isU64(amount) || BigInt(amount) === 0n) return { key: 'amount' }
  return businessType === BusinessType.SingleCopy && amount !== '1' ? { key: 'singleCopyAmount' } : null
}

/** A collectible's number (its chain id). */
export function numberRule(number: string): RuleProblem | null {
  if (number === '') return { key: 'required' }
  return isU64(number) ? null : { key: 'number' }
}

export function uriRule(uri: string): RuleProblem | null {
  if (uri === '') return { key: 'required' }
  if (uri.length > MAX_URI_LENGTH) return { key: 'uriTooLong', max: MAX_URI_LENGTH }
  return URI.test(uri) ? null : { key: 'uri' }
}

export function memoRule(memo: string): RuleProblem | null {
  return memo.length > MAX_MEMO_LENGTH ? { key: 'memoTooLong', max: MAX_MEMO_LENGTH } : null
}

/** The fields each action takes from the user, and the rule of each. */
export const operationRules = {
  mint: { to: recipientRule, uri: uriRule, amount: amountRule, memo: memoRule },
  transfer: { to: recipientRule, number: numberRule, amount: amountRule, memo: memoRule },
  setUri: { uri: uriRule },
} as const
