/**
 * The legacy key-vault format (spec §3, §5, §9; decisions "Withheld names"): AES-256-CBC with PKCS7 padding,
 * key = SHA-256 of the password (UTF-8), a fixed 16-byte IV from configuration, ciphertext as uppercase
 * hex without IV or salt. It is weak (fixed IV, fast unsalted KDF, no integrity), so it is kept only to read
 * ciphertexts made by the old console and, for compatibility, to write them where a caller insists;
 * new ciphertexts use the v2 format of `vault-v2.ts`.
 *
 * crypto-js is imported per module: its default import would pull every algorithm into the bundle.
 */
import AES from 'crypto-js/aes'
import CryptoJS from 'crypto-js/core'
import Hex from 'crypto-js/enc-hex'
import NoPadding from 'crypto-js/pad-nopadding'
import SHA256 from 'crypto-js/sha256'
import { parseLegacyIv, readCryptoConfig } from './config'
import { bytesToHex, bytesToUtf8, equalsConstantTime, hexToBytes, utf8ToBytes } from './encoding'
import {
  EncryptionVerificationError,
  KEY_VAULT_MESSAGES,
  MalformedCiphertextError,
  WrongPassphraseError,
} from './errors'
import { looksLikePrivateKey } from './private-key-shape'
import { isLegacyCiphertext } from './vault-shape'

export { isLegacyCiphertext } from './vault-shape'

export interface LegacyCipherOptions {
  /** The configured IV (16 characters of text or 32 hex digits); defaults to `VITE_LEGACY_AES_IV`. */
  readonly legacyIv?: string
}

export interface LegacyDecryptOptions extends LegacyCipherOptions {
  /** Set when the plaintext must be a private key: a result of another shape counts as a wrong password. */
  readonly expect?: 'privateKey' | 'text'
}

const AES_BLOCK_BYTES = 16

function wordArrayOf(bytes: Uint8Array): CryptoJS.lib.WordArray {
  return Hex.parse(bytesToHex(bytes))
}

/** key = SHA-256 of the password's UTF-8 bytes (what crypto-js did with a string, minus its URIError). */
function legacyKey(password: string): CryptoJS.lib.WordArray {
  return SHA256(wordArrayOf(utf8ToBytes(password)))
}

function ivWordArray(options: LegacyCipherOptions | undefined): CryptoJS.lib.WordArray {
  const configured = options?.legacyIv ?? readCryptoConfig().legacyAesIv
  return wordArrayOf(parseLegacyIv(configured))
}

function assertPasswordForEncryption(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password === '') throw new Error(KEY_VAULT_MESSAGES.missingEncryptPassword)
}

function assertPasswordForDecryption(password: unknown): asserts password is string {
  if (typeof password !== 'string' || password === '') throw new Error(KEY_VAULT_MESSAGES.missingDecryptPassword)
}

/** Encrypts `data` in the legacy format. Throws the spec's messages for a missing password or non-string data. */
export function legacyEncrypt(data: unknown, password: string, options?: LegacyCipherOptions): string {
  assertPasswordForEncryption(password)
  if (typeof data !== 'string') throw new Error(KEY_VAULT_MESSAGES.dataTypeError)
  // TextEncoder rather than crypto-js's Utf8.parse: same bytes for well-formed text, and a lone surrogate
  // becomes U+FFFD instead of a URIError, which the private-key check then reports as a mismatch.
  const encrypted = AES.encrypt(wordArrayOf(utf8ToBytes(data)), legacyKey(password), { iv: ivWordArray(options) })
  return Hex.stringify(encrypted.ciphertext).toUpperCase()
}

/** Removes PKCS7 padding, or returns null when it is not valid padding (the usual sign of a wrong key). */
function stripPkcs7(padded: Uint8Array): Uint8Array | null {
  const padLength = padded[padded.length - 1]
  if (padLength === undefined || padLength < 1 || padLength > AES_BLOCK_BYTES || padLength > padded.length) return null
  for (let i = padded.length - padLength; i < padded.length; i += 1) {
    if (padded[i] !== padLength) return null
  }
  return padded.subarray(0, padded.length - padLength)
}

/**
 * Decrypts a legacy ciphertext. A wrong password is detected by invalid PKCS7 padding, invalid UTF-8 or
 * (with `expect: 'privateKey'`) a result that is not shaped like a private key, and throws
 * `WrongPassphraseError`: garbage is never returned.
 */
export function legacyDecrypt(ciphertextHex: string, password: string, options?: LegacyDecryptOptions): string {
  assertPasswordForDecryption(password)
  if (typeof ciphertextHex !== 'string' || !isLegacyCiphertext(ciphertextHex)) {
    throw new MalformedCiphertextError('not legacy hex of whole AES blocks')
  }
  // crypto-js does not check padding, so decrypt without it and check it here.
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: Hex.parse(ciphertextHex) })
  const decrypted = AES.decrypt(params, legacyKey(password), { iv: ivWordArray(options), padding: NoPadding })
  const padded = hexToBytes(Hex.stringify(decrypted))
  const unpadded = padded && stripPkcs7(padded)
  if (!unpadded) throw new WrongPassphraseError()
  let plaintext: string
  try {
    plaintext = bytesToUtf8(unpadded)
  } catch {
    throw new WrongPassphraseError()
  }
  if (options?.expect === 'privateKey' && !looksLikePrivateKey(plaintext)) throw new WrongPassphraseError()
  return plaintext
}

/**
 * The legacy `encryptPrivateKey`: encrypts, decrypts back and throws `EncryptionVerificationError` if the
 * result differs from the original, so an unusable ciphertext is never stored.
 */
export function legacyEncryptPrivateKey(privateKey: unknown, password: string, options?: LegacyCipherOptions): string {
  const ciphertext = legacyEncrypt(privateKey, password, options)
  const decryptedBack = legacyDecrypt(ciphertext, password, options)
  if (typeof privateKey !== 'string' || !equalsConstantTime(decryptedBack, privateKey))
    throw new EncryptionVerificationError()
  return ciphertext
}
