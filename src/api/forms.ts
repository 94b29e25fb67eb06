import * as z from 'zod/mini'
import { zhCNValidationMessages, type ValidationMessages } from './messages'
import { MAX_MEMO_LENGTH } from './operation-rules'

/**
 * Form schemas for every validation rule of spec §5. Each is a factory taking the locale's validation
 * messages (default zh-CN, the spec's exact text), so the console, the mocks and the server share one rule.
 */

/** 8-20 characters, at least one digit, lower-case, upper-case letter and one of !#$%, nothing else. */
export const LOGIN_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!#$%])[\da-zA-Z!#$%]{8,20}$/
/** Mainland China mobile number, optionally prefixed +86 or 0086. */
export const MAINLAND_MOBILE_PATTERN = /^(?:\+86|0086)?1[3-9]\d{9}$/
/** At most 12 of a-z, 1-5 and '.', then optionally a 13th character from 1-5 or a-j. */
export const CHAIN_ACCOUNT_NAME_PATTERN = /^[a-z1-5.]{1,12}[a-j1-5]?$/

/** Required text; an empty value reports only "required", not the format rule after it. */
/** The 11-digit national number of a valid mainland mobile (prefix +86 / 0086 removed). */
export function nationalMobile(phone: string): string {
  return phone.trim().replace(/^(\+86|0086)/, '')
}

export function required(message: string) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message, abort: true }))
}

export function createLoginForm(messages: ValidationMessages = zhCNValidationMessages) {
  return z.object({
    account: required(messages.accountRequired),
    password: z.string({ error: messages.passwordRequired }).check(z.minLength(1, messages.passwordRequired)),
  })
}
export const loginForm = createLoginForm()
export type LoginForm = z.infer<typeof loginForm>

export function createSearchForm(messages: ValidationMessages = zhCNValidationMessages) {
  return z.object({
    chain_info_id: required(messages.chainRequired),
    parameter: required(messages.searchParameterRequired),
    code: required(messages.captchaRequired),
  })
}
export const searchForm = createSearchForm()
export type SearchForm = z.infer<typeof searchForm>

export function createChainAccountNameField(messages: ValidationMessages = zhCNValidationMessages) {
  return z
    .string({ error: messages.chainAccountName })
    .check(z.regex(CHAIN_ACCOUNT_NAME_PATTERN, messages.chainAccountName))
}
export const chainAccountNameField = createChainAccountNameField()

/** Chain account creation (apply for an account): the new account's name. */
export function createChainAccountForm(messages: ValidationMessages = zhCNValidationMessages) {
  return z.object({ account: createChainAccountNameField(messages) })
}

// ---------- transfers: the recipient may not be the current chain account ----------

export interface TransferFormOptions {
  /** The session's current chain account: transfers to it are refused. */
  currentAccount: string
  messages?: ValidationMessages
}

const memo = z._default(z.string().check(z.maxLength(MAX_MEMO_LENGTH)), '')
const nftId = z.string().check(z.trim(), z.regex(/^\d+$/))
const copies = z.pipe(
  z.pipe(z.union([z.int(), z.string().check(z.regex(/^\d+$/))]), z.transform(Number)),
  z.int().check(z.gte(1)),
)

function recipient(options: TransferFormOptions) {
  const messages = options.messages ?? zhCNValidationMessages
  return createChainAccountNameField(messages).check(
    z.refine((to: string) => to !== options.currentAccount, messages.sameRecipient),
  )
}

/** transfer721: from, to, ddc_id, memo. */
export function createTransfer721Form(options: TransferFormOptions) {
  return z.object({ from: z.string().check(z.minLength(1)), to: recipient(options), ddc_id: nftId, memo })
}
/** Batch 721: from, to, ddc_ids, memo. */
export function createBatchTransfer721Form(options: TransferFormOptions) {
  return z.object({
    from: z.string().check(z.minLength(1)),
    to: recipient(options),
    ddc_ids: z.array(nftId).check(z.minLength(1)),
    memo,
  })
}
/** transfer1155: from, to, ddc_id, amount, memo. */
export function createTransfer1155Form(options: TransferFormOptions) {
  return z.object({
    from: z.string().check(z.minLength(1)),
    to: recipient(options),
    ddc_id: nftId,
    amount: copies,
    memo,
  })
}
/** Batch 1155: from, to, ddc_ids, amounts (one per id), memo. */
export function createBatchTransfer1155Form(options: TransferFormOptions) {
  return z
    .object({
      from: z.string().check(z.minLength(1)),
      to: recipient(options),
      ddc_ids: z.array(nftId).check(z.minLength(1)),
      amounts: z.array(copies).check(z.minLength(1)),
      memo,
    })
    .check(
      z.refine((value: { ddc_ids: string[]; amounts: number[] }) => value.ddc_ids.length === value.amounts.length, {
        message: 'one amount per collectible',
        path: ['amounts'],
      }),
    )
}
