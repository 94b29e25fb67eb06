import * as z from 'zod/mini'
import {
  bigId,
  chainAccountName,
  dateTime,
  noInput,
  optionalFilter,
  pageOf,
  pageRequest,
  successOne,
} from './primitives'

// ---------- step-up and kept versions of key material (issue 19 item 7) ----------

/**
 * The decrypted step-up payload a change of key material carries (`data`, encrypted like every password
 * field): the login password again, checked as at login. A session token alone changes no key.
 */
export const stepUpPayload = z.object({ password: z.string().check(z.minLength(1)) })

/** What a stored value was: the passphrase check value or a chain account's key ciphertext. */
export const keyVersionKind = z.enum(['passphrase_check', 'private_key'])

/**
 * One replaced value the server kept (it never destroys a ciphertext): who held it, what replaced it and
 * when. The ciphertext itself is not shown; restoring puts it back (and keeps what it replaces).
 */
export const keyVersion = z.object({
  version_id: bigId,
  user_name: z.string(),
  kind: keyVersionKind,
  /** The chain account of a key; null for the passphrase check value. */
  account: z.nullable(chainAccountName),
  /** Whether a value was stored before (false: the change set the first one). */
  stored: z.boolean(),
  /** `change_passphrase`, `set_passphrase`, `reset_key`, `restore`. */
  cause: z.string(),
  replaced_at: dateTime,
})
export type KeyVersion = z.infer<typeof keyVersion>

/** `GET /v1/permission/keyVersions` (operators): newest first, filtered by login name or chain account. */
export const keyVersionsRequest = z.extend(pageRequest, { user_name: optionalFilter, account: optionalFilter })
export const keyVersionsResponse = pageOf(keyVersion)

/**
 * `POST /v1/permission/restoreKeyVersion` (operators): puts back every value the change of this version
 * replaced (a passphrase change replaces the check value and each key at once), keeping the current ones.
 */
export const restoreKeyVersionRequest = z.object({ version_id: bigId })
export const restoreKeyVersionResponse = successOne

// ---------- binding an existing chain account (issue 19 item 6) ----------

/** `POST /v1/system/bindChallenge`: a one-time challenge the account's key signs (see `bind_account`). */
export const bindChallengeRequest = noInput
export const bindChallengeResponse = z.object({
  challenge_id: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
  /** The text the key signs (the chain SDK's `bindChallengeMessage` of account and challenge). */
  challenge: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  expire_time: dateTime,
})
