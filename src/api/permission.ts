import * as z from 'zod/mini'
import { accountApplication } from './system'
import {
  accountType,
  activeState,
  bigId,
  ciphertext,
  chainAccountName,
  dateTime,
  hash64,
  noInput,
  optionalFilter,
  pageOf,
  pageRequest,
  queryRole,
  queryActiveState,
  publicKey,
  role,
  successOne,
} from './primitives'

// ---------- chain accounts (account management) ----------

/** A chain account as operators and platforms manage it (/account-manage). */
export const managedAccount = z.object({
  perm_accounts_id: bigId,
  account: chainAccountName,
  user_name: z.string(),
  type: accountType,
  role,
  operator_state: activeState,
  platform_state: activeState,
  public_key: publicKey,
  bussiness_name: z.string(),
  chain_type: z.string(),
  balance: z.string().check(z.regex(/^\d+$/)),
  /** Collectibles the account holds (single-copy and multi-copy holdings). */
  collectible_count: z.int().check(z.gte(0)),
  create_time: dateTime,
})
export type ManagedAccount = z.infer<typeof managedAccount>

export const accountListRequest = z.extend(pageRequest, {
  account: optionalFilter,
  role: z.optional(queryRole),
  state: z.optional(queryActiveState),
})
export const accountListResponse = pageOf(managedAccount)

export const getAccountInfoRequest = z.object({ account: z.optional(chainAccountName) })
/** One chain account in detail (defaults to the session's current one). */
export const getAccountInfoResponse = z.extend(managedAccount, {
  apply_id: z.nullable(bigId),
  custodial_key_stored: z.boolean(),
})

// The contract manager's rights (issue 14 item 3): ./manager-rights.ts, asked for by every operator's screen.

// ---------- applications review ----------

export const needApprovedRequest = z.extend(pageRequest, { account: optionalFilter })
export const needApprovedResponse = pageOf(accountApplication)
export const approvedRequest = z.extend(pageRequest, {
  account: optionalFilter,
  state: z.optional(z.enum(['approved', 'rejected'])),
})
export const approvedResponse = pageOf(accountApplication)

/** `POST /1.0/app/user_apply/review`: approve or reject a pending application. */
export const reviewRequest = z
  .object({
    apply_id: bigId,
    approved: z.boolean(),
    reason: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
    /** An approval's chain transaction (the account created, or the key reset), for the audit log. */
    tx_id: z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), hash64)),
  })
  .check(
    z.refine((value: { approved: boolean; reason: string }) => value.approved || value.reason.length > 0, {
      message: 'a rejection needs a reason',
      path: ['reason'],
    }),
  )
export const reviewResponse = accountApplication

// ---------- token login ----------

/** `GET /v1/permission/auth_check_token`: the token travels in the Authorization header only. */
export const authCheckTokenRequest = noInput
export const authCheckTokenResponse = z.object({ user_id: bigId, user_name: z.string(), expire_time: dateTime })

// ---------- chain passphrase (custodial key vault) ----------

/**
 * The passphrase never reaches the server. The browser encrypts each custodial private key with it
 * (key vault format) and a fixed check value (`passphrase_check`) so a passphrase can be verified even
 * before any key exists. The server stores only those ciphertexts.
 */
/** The plaintext of `passphrase_check`: decrypting it proves the passphrase (not a secret). */
export const PASSPHRASE_CHECK_PLAINTEXT = 'ddc-passphrase-check'

export const setOrChangeRequest = noInput
export const setOrChangeResponse = z.object({ passphrase_set: z.boolean() })

export const encryptedKey = z.object({ perm_accounts_id: bigId, encrypted_private_key: ciphertext })
export const setPasswordRequest = z.object({
  passphrase_check: ciphertext,
  keys: z.array(encryptedKey).check(z.maxLength(100)),
})
export const setPasswordResponse = successOne
/**
 * Re-encrypted with the new passphrase: the check value and every custodial key of the user, with `data` the
 * step-up payload (`stepUpPayload`: the login password, encrypted for the server). The replaced values are kept.
 */
export const changePasswordRequest = z.extend(setPasswordRequest, { data: ciphertext })
export const changePasswordResponse = successOne

/** Defaults to the session's current chain account. */
export const verifyRequest = z.object({ perm_accounts_id: z.optional(bigId) })
/** The ciphertexts the browser decrypts to check the passphrase and unlock the key. */
export const verifyResponse = z.object({
  passphrase_check: ciphertext,
  account: chainAccountName,
  /** Null for non-custodial accounts and custodial ones whose key is not stored yet. */
  encrypted_private_key: z.nullable(ciphertext),
})
