import * as z from 'zod/mini'

/**
 * Scalars shared by every API schema. Responses are strict about shape (ids and amounts that can exceed
 * 2^53 are decimal strings, times are `YYYY-MM-DD HH:mm:ss`); query-string inputs accept the string form
 * a URL carries as well as the number a caller passes.
 */

export const dateTime = z
  .string()
  .check(z.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected a time as YYYY-MM-DD HH:mm:ss'))

/** The years a date in a request may name: wide enough for any record, narrow enough for every database. */
export const DATE_BOUNDS = { firstYear: 1970, lastYear: 2100 } as const

/** Whether `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss` names a real moment (no 02-30, no 24:00) within DATE_BOUNDS. */
export function isRealTime(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/.exec(text)
  if (!match) return false
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0))
  if (year === undefined || year < DATE_BOUNDS.firstYear || year > DATE_BOUNDS.lastYear) return false
  const date = new Date(Date.UTC(year, (month ?? 0) - 1, day, hour, minute, second))
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === (month ?? 0) - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  )
}

/**
 * A date bound in a request: a day (`YYYY-MM-DD`, spec §5: a start covers from 00:00:00, an end until 23:59:59)
 * or a time, a real one between 1970 and 2100.
 */
export const timeBound = z.optional(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'expected YYYY-MM-DD or YYYY-MM-DD HH:mm:ss'),
      z.refine(isRealTime, `expected a real date between ${DATE_BOUNDS.firstYear} and ${DATE_BOUNDS.lastYear}`),
    ),
)

/** Database and chain ids, block numbers: unsigned decimal strings. */
export const bigId = z.string().check(z.regex(/^\d+$/, 'expected an unsigned decimal integer string'))

/** Billing points, supplies and copy counts: unsigned decimal strings. */
export const amount = z.string().check(z.regex(/^\d+$/, 'expected an unsigned decimal amount string'))

/** A ledger change: signed decimal string (`+100`, `-5`). */
export const signedAmount = z.string().check(z.regex(/^[+-]\d+$/, 'expected a signed decimal amount string'))

/** 64 hex characters: transaction ids and block hashes. */
export const hash64 = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'expected 64 lowercase hex characters'))

/** Antelope account name (same rule as the chain account form, without a UI message). */
export const chainAccountName = z
  .string()
  .check(z.regex(/^[a-z1-5.]{1,12}[a-j1-5]?$/, 'expected an Antelope account name'))

/** Antelope public key in legacy (`EOS…`) or K1 (`PUB_K1_…`) text form. */
export const publicKey = z
  .string()
  .check(z.regex(/^(EOS[1-9A-HJ-NP-Za-km-z]{50}|PUB_K1_[1-9A-HJ-NP-Za-km-z]{50})$/, 'expected an Antelope public key'))

/** Ciphertext made in the browser (RSA-OAEP/AES-GCM payloads, key-vault secrets). Never plaintext. */
export const ciphertext = z.string().check(z.minLength(16, 'expected ciphertext'), z.maxLength(65_536))

/** A collectible's business type (docs/glossary.md): 1 = single-copy (721 style), 2 = multi-copy (1155 style). */
export const BusinessType = { SingleCopy: 1, MultiCopy: 2 } as const
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType]
export const businessType = z.union([z.literal(BusinessType.SingleCopy), z.literal(BusinessType.MultiCopy)])

/** A console role (docs/glossary.md): 1 = operator, 2 = platform party; any other value is no role (visitor rights). */
export const Role = { Operator: 1, Platform: 2 } as const
export type Role = (typeof Role)[keyof typeof Role]
/** The session's role as the server sends it: any non-negative integer; only 1 and 2 carry rights. */
export const role = z.int().check(z.gte(0))

/** The role a session value carries (a number or its text), or null for no role. */
export function roleOf(value: unknown): Role | null {
  const text = String(value ?? '')
  if (text === String(Role.Operator)) return Role.Operator
  if (text === String(Role.Platform)) return Role.Platform
  return null
}

/** Chain account type (docs/glossary.md): 1 = non-custodial (the key stays with the holder), 2 = custodial. */
export const AccountType = { NonCustodial: 1, Custodial: 2 } as const
export type AccountType = (typeof AccountType)[keyof typeof AccountType]
export const accountType = z.union([z.literal(AccountType.NonCustodial), z.literal(AccountType.Custodial)])

/** Account and collectible state on the chain (docs/glossary.md): 1 = enabled, 2 = frozen. */
export const ActiveState = { Enabled: 1, Frozen: 2 } as const
export type ActiveState = (typeof ActiveState)[keyof typeof ActiveState]
export const activeState = z.union([z.literal(ActiveState.Enabled), z.literal(ActiveState.Frozen)])

/** Chain action names of the collectibles contract as they appear in provenance records (spec §4). */
export const NFT_ACTION_NAMES = [
  'mint',
  'mintbatch',
  'approve',
  'approvebatch',
  'transfer',
  'batchtrans',
  'freeze',
  'unfreeze',
  'burn',
  'burnbatch',
] as const
export const nftActionName = z.enum(NFT_ACTION_NAMES)
export type NftActionName = z.infer<typeof nftActionName>

/**
 * Contract functions that cost billing points (fee rules are keyed by business type + function name): every
 * collectible action the contract charges (chain/contract/ddc.constants.ts NFT_FUNCTIONS).
 */
export const chargeableFunction = z.enum([
  'mint',
  'mintbatch',
  'transfer',
  'batchtrans',
  'approve',
  'approvebatch',
  'approvalall',
  'delapproval',
  'freeze',
  'unfreeze',
  'burn',
  'burnbatch',
  'seturi',
])
export type ChargeableFunction = z.infer<typeof chargeableFunction>

/** A JSON document carried as text (raw action data). */
export const jsonText = z.string().check(
  z.refine((text: string) => {
    try {
      JSON.parse(text)
      return true
    } catch {
      return false
    }
  }, 'expected JSON text'),
)

// ---- request-side scalars: a query string carries text, a caller passes numbers ----

/** A role filter in a query string: a `Role` as text, or '0' for accounts without a role. */
export const queryRole = z.enum(['0', '1', '2'])

/** An account-state filter in a query string: an `ActiveState` as text. */
export const queryActiveState = z.enum(['1', '2'])

const integerText = z.string().check(z.regex(/^-?\d+$/, 'expected an integer'))

export const queryBusinessType = z.pipe(
  z.pipe(z.union([businessType, z.literal('1'), z.literal('2')]), z.transform(Number)),
  businessType,
)

/** Big ids in requests: the caller passes the string it received. */
export const idInput = bigId

/** An optional free-text filter; an empty string means "no filter". */
export const optionalFilter = z.optional(z.string().check(z.trim(), z.maxLength(100)))

/** `current`/`size` paging (spec §9: page 1, size 10). */
export const pageRequest = z.object({
  current: z._default(
    z.pipe(
      z.pipe(z.union([z.int(), integerText]), z.transform(Number)),
      z.int().check(z.gte(1, 'current starts at 1')),
    ),
    1,
  ),
  size: z._default(
    z.pipe(
      z.pipe(z.union([z.int(), integerText]), z.transform(Number)),
      z.int().check(z.gte(1), z.lte(100, 'size is at most 100')),
    ),
    10,
  ),
})
export type PageRequest = z.infer<typeof pageRequest>

/** Lists answer `{ list, total }`. */
export function pageOf<Item extends z.ZodMiniType>(item: Item) {
  return z.object({ list: z.array(item), total: z.int().check(z.gte(0)) })
}

/** Endpoints that take no input. */
export const noInput = z.strictObject({})

/** Several write endpoints answer the number 1 on success (spec §7: "success result 1"). */
export const successOne = z.literal(1)
