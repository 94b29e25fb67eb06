/**
 * zod schemas of the items the console keeps in sessionStorage (spec §3 "Session storage items").
 * Reads are checked against them, so a value edited by hand, left by another build or cut short is
 * reported as corrupted instead of trusted; writes go through them too, so unknown fields never persist.
 */
import * as z from 'zod/mini'
import { looksLikePrivateKey } from '@/lib/crypto/private-key-shape'
import { looksLikeVaultCiphertext } from '@/lib/crypto/vault-shape'

/** The sessionStorage keys, exactly as the spec names them. */
export const SESSION_ITEM_NAMES = ['token', 'chain', 'loginInfo', 'accountChainInfo'] as const
export type SessionItemName = (typeof SESSION_ITEM_NAMES)[number]

/**
 * The API token, stored as the raw string. Printable ASCII without spaces only: it goes into the
 * Authorization header, where a line break would inject a header.
 */
export const tokenSchema = z.string().check(z.regex(/^[\x21-\x7e]{1,4096}$/))

/** An Antelope account name: up to 12 of a-z, 1-5 and '.', a 13th character only from a-j or 1-5 (spec §5). */
export const chainAccountNameSchema = z.string().check(z.regex(/^[a-z1-5.]{1,12}[a-j1-5]?$/))

/** `chain`: the chain account the console currently acts as, with the chain it lives on. */
export const chainSchema = z.object({
  account: chainAccountNameSchema,
  chain_rpc: z.optional(z.string()),
  chain_type: z.optional(z.string()),
  /** Spelled as the server spells it. */
  bussiness_name: z.optional(z.string()),
})

/** An encrypted private key as the server stores it (v2 or legacy vault format), never a plaintext key. */
const encryptedPrivateKeySchema = z
  .string()
  .check(z.refine(looksLikeVaultCiphertext, { message: 'not a key-vault ciphertext' }))

/** `loginInfo`: the logged-in account (spec §3 "Account (session data)"). */
export const loginInfoSchema = z.object({
  account: z.string().check(z.minLength(1)),
  /** 1 = non-custodial: no chain operations from the console. */
  type: z.int(),
  /** 1 operator, 2 platform party; anything else (or none) is a visitor. */
  role: z.nullish(z.int()),
  user_name: z.optional(z.string()),
  perm_accounts_id: z.optional(z.union([z.number(), z.string()])),
  operator_state: z.optional(z.int()),
  platform_state: z.optional(z.int()),
  public_key: z.optional(z.string()),
  private_key: z.optional(encryptedPrivateKeySchema),
  apply_id: z.optional(z.union([z.number(), z.string()])),
})

/** Unpadded base64url, as the sealed key and its wrapping-key id are written. */
const base64UrlSchema = (min: number, max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.minLength(min), z.maxLength(max))

/**
 * `accountChainInfo`: the chain account whose key is unlocked, and that key **sealed**: AES-GCM under a
 * non-extractable WebCrypto key kept in IndexedDB under `key_id` (see `@/lib/chain-keys` key holder). The
 * spec keeps the decrypted key here in clear; this console deliberately does not (docs/key-in-browser.md).
 */
export const accountChainInfoSchema = z.object({
  account: chainAccountNameSchema,
  /** Random id of this tab's wrapping key in IndexedDB (16 bytes). */
  key_id: base64UrlSchema(22, 22),
  /** 12-byte IV followed by the AES-GCM ciphertext and tag of the private key. */
  // A private key is base58, which base64url includes: refuse one written here in clear by mistake.
  sealed: base64UrlSchema(40, 400).check(
    z.refine((text: string) => !looksLikePrivateKey(text), { message: 'a plain private key' }),
  ),
})

export const sessionItemSchemas = {
  token: tokenSchema,
  chain: chainSchema,
  loginInfo: loginInfoSchema,
  accountChainInfo: accountChainInfoSchema,
} as const satisfies Record<SessionItemName, z.ZodMiniType>

export type SessionToken = z.infer<typeof tokenSchema>
export type SessionChain = z.infer<typeof chainSchema>
export type LoginInfo = z.infer<typeof loginInfoSchema>
export type AccountChainInfo = z.infer<typeof accountChainInfoSchema>

export interface SessionItemValues {
  token: SessionToken
  chain: SessionChain
  loginInfo: LoginInfo
  accountChainInfo: AccountChainInfo
}
