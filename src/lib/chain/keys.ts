import { KeyType, base58ToBinary, privateKeyToString } from 'eosjs/dist/eosjs-numeric'
import { PrivateKey, PublicKey, constructElliptic, generateKeyPair, sha256 } from 'eosjs/dist/eosjs-key-conversions'

/** A new key pair in the legacy formats every Antelope tool accepts (`5…` WIF and `EOS…`). */
export interface KeyPair {
  privateKey: string
  publicKey: string
}

/** A random secp256k1 private key from the platform's CSPRNG (elliptic seeds from crypto.getRandomValues). */
export function generateKeys(): KeyPair {
  // secureEnv: the console runs in a browser with WebCrypto, which elliptic uses for its entropy.
  const pair = generateKeyPair(KeyType.k1, { secureEnv: true })
  return { privateKey: pair.privateKey.toLegacyString(), publicKey: pair.publicKey.toLegacyString() }
}

/** A random private key (`5…` WIF). */
export function randomPrivateKey(): string {
  return generateKeys().privateKey
}

/** The `EOS…` public key of a private key given as `5…` WIF or `PVT_K1_…`; throws if the key is not valid. */
export function publicKeyFromPrivate(privateKey: string): string {
  return canonicalKey(privateKey).getPublicKey().toLegacyString()
}

/** Whether a private key can sign: empty is invalid; legacy WIF and PVT_K1_ are accepted. */
export function isValidPrivateKey(privateKey: string | null | undefined): boolean {
  return privateKey != null && decodeK1PrivateKey(privateKey) !== null
}

/**
 * The standard 51-character `5…` WIF of a valid private key (what eosjs and every Antelope tool read);
 * throws if the key is not valid. Short WIFs (see `decodeK1PrivateKey`) come out padded.
 */
export function canonicalPrivateKey(privateKey: string): string {
  return canonicalKey(privateKey).toLegacyString()
}

function canonicalKey(privateKey: string): PrivateKey {
  const data = decodeK1PrivateKey(privateKey)
  // The message never carries the key itself.
  if (data === null) throw new Error('Invalid private key')
  return new PrivateKey({ type: KeyType.k1, data }, constructElliptic(KeyType.k1))
}

const K1_KEY_BYTES = 32
const WIF_VERSION = 0x80
const CHECKSUM_BYTES = 4
// The order n of secp256k1: a private key is a scalar in [1, n − 1].
const SECP256K1_ORDER_HEX = 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141'

/**
 * The 32 bytes of a K1 private key, or null if the text is not one (bad characters, checksum or range).
 * @greymass/eosio (the devnet's genesis, VeRT) drops the leading zero bytes of the keys it generates, so
 * about 1 key in 256 is encoded with 31 data bytes (a 49/50-character WIF, or a shorter PVT_K1_): its
 * checksum covers the short bytes, and it is the same scalar, so it is accepted and padded back to 32.
 */
function decodeK1PrivateKey(privateKey: string): Uint8Array | null {
  const text = privateKey.trim()
  try {
    const payload = text.startsWith('PVT_') ? decodePrefixed(text) : decodeLegacyWif(text)
    if (payload === null || payload.length === 0 || payload.length > K1_KEY_BYTES) return null
    const data = new Uint8Array(K1_KEY_BYTES)
    data.set(payload, K1_KEY_BYTES - payload.length)
    return isScalarInRange(data) ? data : null
  } catch {
    // eosjs's base58 decoder throws on characters outside the alphabet.
    return null
  }
}

/** WIF: base58(0x80 ‖ key ‖ first 4 bytes of sha256(sha256(0x80 ‖ key))). */
function decodeLegacyWif(text: string): Uint8Array | null {
  const whole = base58ToBinary(0, text)
  if (whole.length <= 1 + CHECKSUM_BYTES || whole[0] !== WIF_VERSION) return null
  const body = whole.subarray(0, whole.length - CHECKSUM_BYTES)
  const digest = doubleSha256(body)
  const checksum = whole.subarray(whole.length - CHECKSUM_BYTES)
  return checksum.every((byte, index) => byte === digest[index]) ? body.subarray(1) : null
}

/** PVT_K1_: eosjs re-encodes the decoded bytes with their own checksum; any difference means a bad checksum. */
function decodePrefixed(text: string): Uint8Array | null {
  const prefix = 'PVT_K1_'
  if (!text.startsWith(prefix)) return null
  const whole = base58ToBinary(0, text.slice(prefix.length))
  if (whole.length <= CHECKSUM_BYTES) return null
  const data = whole.slice(0, whole.length - CHECKSUM_BYTES)
  return privateKeyToString({ type: KeyType.k1, data }) === text ? data : null
}

function doubleSha256(bytes: Uint8Array): Uint8Array {
  // eosjs's hash.js digest; `Buffer` is the global eosjs itself needs (src/lib/polyfills in browsers).
  const once = Uint8Array.from(sha256(Buffer.from(bytes)) as number[])
  return Uint8Array.from(sha256(Buffer.from(once)) as number[])
}

function isScalarInRange(data: Uint8Array): boolean {
  const hex = Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('')
  // Equal-length lowercase hex strings compare like the numbers they spell.
  return /[^0]/.test(hex) && hex < SECP256K1_ORDER_HEX
}

/** Whether a public key is well formed: empty is invalid; legacy EOS… and PUB_K1_ are accepted. */
export function isValidPublicKey(publicKey: string | null | undefined): boolean {
  if (!publicKey || publicKey.trim() === '') return false
  try {
    const key = PublicKey.fromString(publicKey.trim())
    return key.getType() === KeyType.k1 && key.isValid()
  } catch {
    return false
  }
}

/** Both formats of one public key compare equal: normalise to the legacy `EOS…` form. */
export function normalizePublicKey(publicKey: string): string {
  return PublicKey.fromString(publicKey.trim()).toLegacyString()
}
