/**
 * Passphrase encryption of chain private keys (the "key vault"), the one entry point features use.
 *
 * Two formats are read (see their files for the exact layout):
 * - v2 (`vault-v2.ts`): `v2.pbkdf2-sha256.<iterations>.<salt>.<iv>.<ciphertext>`, PBKDF2-SHA256 + AES-256-GCM,
 *   random salt and IV. Every new ciphertext is v2.
 * - legacy (`legacy-cipher.ts`): uppercase hex, AES-CBC with a fixed IV and SHA-256(password) as key.
 *   Still decrypted; `needsUpgrade` tells the caller to store `upgradeCiphertext(...)` in its place.
 *
 * A wrong passphrase always throws `WrongPassphraseError`; no error message contains the passphrase,
 * the plaintext or the ciphertext.
 */
import { equalsConstantTime } from './encoding'
import { EncryptionVerificationError, KEY_VAULT_MESSAGES, MalformedCiphertextError } from './errors'
import { legacyDecrypt } from './legacy-cipher'
import { isLegacyCiphertext, isV2Ciphertext } from './vault-shape'
import {
  decryptV2WithKey,
  deriveV2Key,
  encryptV2WithKey,
  newV2Parameters,
  parseV2,
  V2_DEFAULT_ITERATIONS,
} from './vault-v2'

export {
  legacyDecrypt,
  legacyEncrypt,
  legacyEncryptPrivateKey,
  isLegacyCiphertext,
  type LegacyCipherOptions,
  type LegacyDecryptOptions,
} from './legacy-cipher'
export {
  EncryptionVerificationError,
  KEY_VAULT_MESSAGES,
  MalformedCiphertextError,
  WrongPassphraseError,
} from './errors'
export { looksLikePrivateKey } from './private-key-shape'
export { looksLikeVaultCiphertext } from './vault-shape'

export type VaultFormat = 'legacy' | 'v2'

export interface DecryptSecretOptions {
  /** Legacy format only: the configured IV to use instead of `VITE_LEGACY_AES_IV`. */
  readonly legacyIv?: string
  /**
   * `'privateKey'` adds a shape check (WIF / PVT_K1) to the legacy format, whose only other wrong-password
   * signals are padding and UTF-8. v2 needs no such check: its GCM tag authenticates the result.
   */
  readonly expect?: 'privateKey' | 'text'
}

export interface DecryptedSecret {
  readonly plaintext: string
  readonly format: VaultFormat
  /** True for legacy ciphertexts and for v2 ones made with fewer iterations than today's default. */
  readonly needsUpgrade: boolean
}

/** The format of a stored ciphertext, or null when it is neither. Does not decrypt. */
export function detectVaultFormat(ciphertext: string): VaultFormat | null {
  if (isV2Ciphertext(ciphertext)) return 'v2'
  if (isLegacyCiphertext(ciphertext)) return 'legacy'
  return null
}

/**
 * Encrypts in the v2 format, then parses and decrypts the result with the same derived key and compares it
 * with the input (one PBKDF2 run), so a ciphertext that would not open is never handed out.
 */
export async function encryptSecret(plaintext: string, passphrase: string): Promise<string> {
  if (typeof passphrase !== 'string' || passphrase === '') throw new Error(KEY_VAULT_MESSAGES.missingEncryptPassword)
  if (typeof plaintext !== 'string') throw new Error(KEY_VAULT_MESSAGES.dataTypeError)
  const parameters = newV2Parameters(V2_DEFAULT_ITERATIONS)
  const key = await deriveV2Key(passphrase, parameters.salt, parameters.iterations)
  const ciphertext = await encryptV2WithKey(key, parameters, plaintext)
  const decryptedBack = await decryptV2WithKey(key, parseV2(ciphertext))
  if (!equalsConstantTime(decryptedBack, plaintext)) throw new EncryptionVerificationError()
  return ciphertext
}

/** Decrypts either format. Throws `WrongPassphraseError` for a wrong passphrase or altered bytes. */
export async function decryptSecret(
  ciphertext: string,
  passphrase: string,
  options?: DecryptSecretOptions,
): Promise<DecryptedSecret> {
  if (typeof passphrase !== 'string' || passphrase === '') throw new Error(KEY_VAULT_MESSAGES.missingDecryptPassword)
  if (typeof ciphertext !== 'string') throw new MalformedCiphertextError('not a string')
  const format = detectVaultFormat(ciphertext)
  if (format === 'v2') {
    const envelope = parseV2(ciphertext)
    const key = await deriveV2Key(passphrase, envelope.salt, envelope.iterations)
    const plaintext = await decryptV2WithKey(key, envelope)
    return { plaintext, format, needsUpgrade: envelope.iterations < V2_DEFAULT_ITERATIONS }
  }
  if (format === 'legacy') {
    const plaintext = legacyDecrypt(ciphertext, passphrase, options)
    return { plaintext, format, needsUpgrade: true }
  }
  throw new MalformedCiphertextError('unknown format')
}

/**
 * Returns the ciphertext to store from now on: a legacy (or outdated v2) ciphertext re-encrypted in the
 * current v2 format, or the input unchanged when it is already current. Checks the passphrase either way.
 */
export async function upgradeCiphertext(
  ciphertext: string,
  passphrase: string,
  options?: DecryptSecretOptions,
): Promise<string> {
  const decrypted = await decryptSecret(ciphertext, passphrase, options)
  if (!decrypted.needsUpgrade) return ciphertext
  return encryptSecret(decrypted.plaintext, passphrase)
}

/**
 * `encryptPrivateKey` of the spec in the v2 format: the spec's input errors, then encryption checked by
 * decrypting back (`EncryptionVerificationError` if it differs from the original).
 */
export async function encryptPrivateKey(privateKey: string, passphrase: string): Promise<string> {
  return encryptSecret(privateKey, passphrase)
}

/** Decrypts a stored private key of either format, with the private-key shape check for legacy ones. */
export async function decryptPrivateKey(
  ciphertext: string,
  passphrase: string,
  options?: Omit<DecryptSecretOptions, 'expect'>,
): Promise<DecryptedSecret> {
  return decryptSecret(ciphertext, passphrase, { ...options, expect: 'privateKey' })
}
