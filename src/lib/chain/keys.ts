import { KeyType } from 'eosjs/dist/eosjs-numeric'
import { PrivateKey, PublicKey, generateKeyPair } from 'eosjs/dist/eosjs-key-conversions'

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
  // The message never carries the key itself.
  if (!isValidPrivateKey(privateKey)) throw new Error('Invalid private key')
  return PrivateKey.fromString(privateKey.trim()).getPublicKey().toLegacyString()
}

/** Whether a private key can sign: empty is invalid; legacy WIF and PVT_K1_ are accepted. */
export function isValidPrivateKey(privateKey: string | null | undefined): boolean {
  if (!privateKey || privateKey.trim() === '') return false
  const text = privateKey.trim()
  try {
    const key = PrivateKey.fromString(text)
    // eosjs does not verify the checksum of legacy WIF keys: re-encoding must give the same text.
    const checksumOk = text.startsWith('PVT_') || key.toLegacyString() === text
    return checksumOk && key.getType() === KeyType.k1 && key.isValid()
  } catch {
    return false
  }
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
