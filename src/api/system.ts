import * as z from 'zod/mini'
import {
  accountType,
  activeState,
  bigId,
  ciphertext,
  chainAccountName,
  dateTime,
  noInput,
  publicKey,
  role,
  successOne,
} from './primitives'
import { createChosenNameField, nameLookup } from './names'
import { refusingControlCharacters } from './text-rules'

// ---------- chains ----------

export { chainOption, getChainTypeRequest, getChainTypeResponse, type ChainOption } from './chain-types'

export const getChainContractRequest = z.object({ chain_info_id: bigId })
/** The contract the console talks to on one chain (header: target chain and contract info). */
export const chainContract = z.object({
  chain_info_id: bigId,
  chain_type: z.string(),
  chain_rpc: z.string(),
  chain_id: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  contract_account: chainAccountName,
  contract_name: z.string(),
})
export const getChainContractResponse = chainContract

// ---------- session ----------

/** The current chain account as the session sees it (spec §3 "account"). */
export const sessionAccount = z.object({
  account: chainAccountName,
  role,
  /** 1 = non-custodial, 2 = custodial. */
  type: accountType,
  perm_accounts_id: bigId,
  /** The account's owner public key. */
  pk: publicKey,
})
export const sessionUser = z.object({ user_id: bigId, user_name: z.string() })
export const sessionChain = z.object({
  account: chainAccountName,
  chain_rpc: z.string(),
  chain_type: z.string(),
  /** Spelled as the service spells it. */
  bussiness_name: z.string(),
})
/** `POST /v1/system/getInfo`: the session user state (spec §3). No chain account yet → nulls. */
export const sessionState = z.object({
  account: z.nullable(sessionAccount),
  user: sessionUser,
  chain: z.nullable(sessionChain),
  /** Role as text, the values route permission lists use ('1', '2'); empty for visitors. */
  permissions: z.array(z.string()),
})
export type SessionState = z.infer<typeof sessionState>

export const getInfoRequest = noInput
export const getInfoResponse = sessionState

// ---------- login, register, passwords ----------

/** Login, register and password changes send one ciphertext made in the browser to `PUBLIC_KEY`. */
export const encryptedPayloadRequest = z.object({ data: ciphertext })

/** After this many wrong passwords in a row, the login payload must carry a solved captcha. */
export const FAILED_LOGINS_BEFORE_CAPTCHA = 3

/**
 * The decrypted login payload (checked by the server after decryption). The captcha is required after
 * `FAILED_LOGINS_BEFORE_CAPTCHA` failures: the server then answers `verificationCode` (1001) without it.
 */
export const loginPayload = refusingControlCharacters(
  z.object({
    account: nameLookup,
    password: z.string().check(z.minLength(1)),
    captcha_id: z.optional(z.string().check(z.maxLength(64))),
    captcha_code: z.optional(z.string().check(z.maxLength(8))),
  }),
)
export type LoginPayload = z.infer<typeof loginPayload>
/** The decrypted register payload (spec §3: name, password, phone, code). */
export const registerPayload = refusingControlCharacters(
  z.object({
    name: z.string().check(z.minLength(1)),
    password: z.string().check(z.minLength(1)),
    phone: z.string().check(z.minLength(1)),
    code: z.string().check(z.minLength(1)),
  }),
)
export type RegisterPayload = z.infer<typeof registerPayload>
/** The decrypted login-password change payload. */
export const changePasswordPayload = refusingControlCharacters(
  z.object({
    old_password: z.string().check(z.minLength(1)),
    new_password: z.string().check(z.minLength(1)),
  }),
)
/**
 * The decrypted forgotten-login-password payload: the name and phone on record identify the user, and the
 * one-time code sent to that phone (`sendResetCode`) proves the caller holds it. Name + phone alone never reset.
 */
export const resetPasswordPayload = refusingControlCharacters(
  z.object({
    name: nameLookup,
    phone: z.string().check(z.minLength(1)),
    sms_code: z.string().check(z.regex(/^\d{6}$/, 'expected the 6-digit code sent by SMS')),
    new_password: z.string().check(z.minLength(1)),
  }),
)
/** The decrypted request for a reset code: sent to the phone on record when name and phone match. */
export const sendResetCodePayload = refusingControlCharacters(
  z.object({
    name: nameLookup,
    phone: z.string().check(z.minLength(1)),
  }),
)

export const loginSuccess = z.object({ token: z.string().check(z.minLength(1)), user: sessionUser })
/** The spec keeps the legacy convention: an (empty) array instead of a token means wrong credentials. */
export const wrongCredentials = z.array(z.never()).check(z.maxLength(0))
export const loginResponse = z.union([loginSuccess, wrongCredentials])
export type LoginResponse = z.infer<typeof loginResponse>

export const registerResponse = z.object({ user_id: bigId, user_name: z.string() })
export const changePasswordResponse = successOne
export const resetPasswordResponse = successOne
/** Always 1, whether or not name and phone matched: the answer tells nothing about who is registered. */
export const sendResetCodeResponse = successOne
export const logoutRequest = noInput
export const logoutResponse = successOne

// ---------- captcha (src/api/captcha.ts: its own module, for the pages that load only it) ----------

export { captcha, getCodeRequest, getCodeResponse } from './captcha'

// ---------- personal centre and chain accounts ----------

/** A chain account of the logged-in user (spec §3 "Account"): the switchable list in the header. */
export const userChainAccount = z.object({
  perm_accounts_id: bigId,
  account: chainAccountName,
  type: accountType,
  role,
  operator_state: activeState,
  platform_state: activeState,
  public_key: publicKey,
  chain_info_id: bigId,
  chain_type: z.string(),
  bussiness_name: z.string(),
  apply_id: z.nullable(bigId),
  /** Whether this is the session's current chain account. */
  current: z.boolean(),
})
export type UserChainAccount = z.infer<typeof userChainAccount>

export const getUserNftRequest = noInput
export const getUserNftResponse = z.array(userChainAccount)

export const changeUserNftRequest = z.object({ perm_accounts_id: bigId })
/** Switching answers the new session state. */
export const changeUserNftResponse = sessionState

export const personalInformationRequest = noInput
export const personalInformation = z.object({
  user_id: bigId,
  user_name: z.string(),
  /** Masked, e.g. 138****8000. */
  phone: z.string(),
  create_time: dateTime,
  role,
  account: z.nullable(chainAccountName),
  chain_type: z.nullable(z.string()),
  bussiness_name: z.nullable(z.string()),
  chain_account_count: z.int().check(z.gte(0)),
  /** Whether the chain passphrase is set (custodial key vault). */
  passphrase_set: z.boolean(),
})
export const personalInformationResponse = personalInformation

// ---------- chain account applications ----------

/**
 * `create_account`: a new name, created on chain by the approver (the approval needs its indexed newaccount);
 * `reset_key`: a forgotten key of the user's account; `bind_account`: an existing account, proven held by its
 * key's signature over a challenge (`challenge_id`, `signature`).
 */
export const applicationType = z.enum(['create_account', 'reset_key', 'bind_account'])
export const applicationState = z.enum(['pending', 'approved', 'rejected'])

/** A request to create a chain account or to reset a forgotten key; reviewed by role 1 or 2. */
export const accountApplication = z.object({
  apply_id: bigId,
  apply_type: applicationType,
  user_name: z.string(),
  account: chainAccountName,
  type: accountType,
  public_key: publicKey,
  chain_info_id: bigId,
  bussiness_name: z.string(),
  remark: z.string(),
  state: applicationState,
  reason: z.string(),
  create_time: dateTime,
  review_time: z.nullable(dateTime),
  reviewer: z.nullable(z.string()),
})
export type AccountApplication = z.infer<typeof accountApplication>

export const applyAccountRequest = z.object({
  apply_type: z._default(applicationType, 'create_account'),
  account: chainAccountName,
  type: accountType,
  public_key: publicKey,
  chain_info_id: bigId,
  bussiness_name: createChosenNameField({ required: 'expected a business name', maxLength: 50 }),
  remark: z._default(z.string().check(z.maxLength(200)), ''),
  /** Custodial accounts only: the private key encrypted in the browser with the user's passphrase. */
  encrypted_private_key: z.optional(ciphertext),
  /** bind_account only: the challenge (`bindChallenge`) and the account key's signature over it. */
  challenge_id: z.optional(z.string().check(z.regex(/^[0-9a-f]{32}$/, 'expected a challenge id'))),
  signature: z.optional(z.string().check(z.regex(/^SIG_K1_[1-9A-HJ-NP-Za-km-z]{80,110}$/, 'expected a signature'))),
})
export const applyAccountResponse = z.object({ apply_id: bigId })

export const getApprovalNowRequest = noInput
/** The user's latest application, or null when there is none. */
export const getApprovalNowResponse = z.nullable(accountApplication)

/**
 * `POST /v1/system/resetForgetPassword`, after the chain permissions were updated to the new key:
 * `private_key` is the new key's ciphertext made in the browser (decisions: keys never reach the server
 * in clear). Answers 1.
 */
export const resetForgetPasswordRequest = z.object({ public_key: publicKey, private_key: ciphertext, apply_id: bigId })
export const resetForgetPasswordResponse = successOne
