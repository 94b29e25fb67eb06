/**
 * The v2 key-vault format (decisions "Security decisions"): a passphrase-encrypted secret that describes
 * its own parameters, so they can be raised later without breaking older ciphertexts.
 *
 *   v2.pbkdf2-sha256.<iterations>.<salt>.<iv>.<ciphertext>
 *
 * - `iterations`: PBKDF2-HMAC-SHA256 iteration count, decimal (600 000 today; readers accept
 *   600 000 – 10 000 000, the upper bound stops a forged ciphertext from hanging the page).
 * - `salt`: 16 random bytes; `iv`: 12 random bytes; `ciphertext`: AES-256-GCM output with its 16-byte tag
 *   appended (WebCrypto's layout). All three are base64url without padding (RFC 4648 §5).
 * - The header `v2.pbkdf2-sha256.<iterations>` is the GCM additional data, so editing it fails the tag.
 *
 * Everything is WebCrypto (`globalThis.crypto.subtle`), available in browsers and Node ≥ 20.
 */
import { base64UrlToBytes, bytesToBase64Url, bytesToUtf8, randomBytes, utf8ToBytes, type Bytes } from './encoding'
import { MalformedCiphertextError, WrongPassphraseError } from './errors'

export { isV2Ciphertext } from './vault-shape'

export const V2_VERSION = 'v2'
export const V2_KDF = 'pbkdf2-sha256'
/** Iterations for new ciphertexts (OWASP 2023 guidance for PBKDF2-HMAC-SHA256). */
export const V2_DEFAULT_ITERATIONS = 600_000
export const V2_MIN_ITERATIONS = 600_000
export const V2_MAX_ITERATIONS = 10_000_000
export const V2_SALT_BYTES = 16
export const V2_IV_BYTES = 12
const GCM_TAG_BYTES = 16

export interface V2Envelope {
  readonly iterations: number
  readonly salt: Bytes
  readonly iv: Bytes
  /** AES-GCM ciphertext followed by its tag. */
  readonly ciphertext: Bytes
}

function header(iterations: number): string {
  return `${V2_VERSION}.${V2_KDF}.${iterations}`
}

export function serializeV2(envelope: V2Envelope): string {
  return [
    header(envelope.iterations),
    bytesToBase64Url(envelope.salt),
    bytesToBase64Url(envelope.iv),
    bytesToBase64Url(envelope.ciphertext),
  ].join('.')
}

/** Parses and checks the structure; throws `MalformedCiphertextError` (whose reason never quotes the input). */
export function parseV2(text: string): V2Envelope {
  const parts = text.split('.')
  if (parts.length !== 6) throw new MalformedCiphertextError('v2 needs 6 dot-separated fields')
  const [version, kdf, iterationsText = '', saltText = '', ivText = '', ciphertextText = ''] = parts
  if (version !== V2_VERSION) throw new MalformedCiphertextError('unsupported version')
  if (kdf !== V2_KDF) throw new MalformedCiphertextError('unsupported key derivation')
  if (!/^[1-9][0-9]{0,9}$/.test(iterationsText)) throw new MalformedCiphertextError('iteration count is not a number')
  const iterations = Number(iterationsText)
  if (iterations < V2_MIN_ITERATIONS || iterations > V2_MAX_ITERATIONS)
    throw new MalformedCiphertextError('iteration count out of range')
  const salt = base64UrlToBytes(saltText)
  const iv = base64UrlToBytes(ivText)
  const ciphertext = base64UrlToBytes(ciphertextText)
  if (!salt || salt.length !== V2_SALT_BYTES) throw new MalformedCiphertextError('bad salt')
  if (!iv || iv.length !== V2_IV_BYTES) throw new MalformedCiphertextError('bad iv')
  if (!ciphertext || ciphertext.length < GCM_TAG_BYTES) throw new MalformedCiphertextError('bad ciphertext')
  return { iterations, salt, iv, ciphertext }
}

/** Derives the AES-256-GCM key; non-extractable, so it cannot leave WebCrypto. */
export async function deriveV2Key(passphrase: string, salt: Bytes, iterations: number): Promise<CryptoKey> {
  const subtle = globalThis.crypto.subtle
  const passphraseKey = await subtle.importKey('raw', utf8ToBytes(passphrase), 'PBKDF2', false, ['deriveKey'])
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    passphraseKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** A fresh salt and IV for one encryption. The salt is needed before the key; the IV pairs with it. */
export function newV2Parameters(iterations: number = V2_DEFAULT_ITERATIONS): {
  iterations: number
  salt: Bytes
  iv: Bytes
} {
  return { iterations, salt: randomBytes(V2_SALT_BYTES), iv: randomBytes(V2_IV_BYTES) }
}

export async function encryptV2WithKey(
  key: CryptoKey,
  parameters: { iterations: number; salt: Bytes; iv: Bytes },
  plaintext: string,
): Promise<string> {
  const encrypted = await globalThis.crypto.subtle.encrypt(
    {
      name: 'AES-GCM',
      iv: parameters.iv,
      additionalData: utf8ToBytes(header(parameters.iterations)),
      tagLength: GCM_TAG_BYTES * 8,
    },
    key,
    utf8ToBytes(plaintext),
  )
  return serializeV2({ ...parameters, ciphertext: new Uint8Array(encrypted) })
}

/** Decrypts with an already-derived key; any authentication failure becomes `WrongPassphraseError`. */
export async function decryptV2WithKey(key: CryptoKey, envelope: V2Envelope): Promise<string> {
  let decrypted: ArrayBuffer
  try {
    decrypted = await globalThis.crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: envelope.iv,
        additionalData: utf8ToBytes(header(envelope.iterations)),
        tagLength: GCM_TAG_BYTES * 8,
      },
      key,
      envelope.ciphertext,
    )
  } catch {
    throw new WrongPassphraseError()
  }
  try {
    return bytesToUtf8(new Uint8Array(decrypted))
  } catch {
    // Authentic but not UTF-8: only possible if someone encrypted non-text with the right key.
    throw new MalformedCiphertextError('plaintext is not UTF-8')
  }
}
