import { KeyType } from 'eosjs/dist/eosjs-numeric'
import { PrivateKey, Signature } from 'eosjs/dist/eosjs-key-conversions'
import { canonicalPrivateKey, normalizePublicKey } from './keys'

/**
 * Proof that someone holds a chain account's key without a transaction: the key signs a one-time server
 * challenge (eosjs-ecc style: secp256k1 over the SHA-256 digest of the text), and the server recovers the
 * public key and compares it with the account's keys on chain. The text names its purpose and the account, so
 * a signature made for one account or for anything else is never accepted for another.
 */
export function bindChallengeMessage(account: string, challenge: string): string {
  return `ddc-bind-account:${account}:${challenge}`
}

/** The `SIG_K1_…` signature of the challenge by the private key (`5…` WIF or `PVT_K1_…`). */
export function signBindChallenge(privateKey: string, account: string, challenge: string): string {
  const key = PrivateKey.fromString(canonicalPrivateKey(privateKey))
  return key.sign(bindChallengeMessage(account, challenge), true, 'utf8').toString()
}

/** The public key (`EOS…`) that made the signature over the challenge, or null when it is not a K1 signature. */
export function recoverBindSigner(signature: string, account: string, challenge: string): string | null {
  try {
    const parsed = Signature.fromString(signature)
    if (parsed.getType() !== KeyType.k1) return null
    return parsed.recover(bindChallengeMessage(account, challenge), true, 'utf8').toLegacyString()
  } catch {
    return null
  }
}

/** Whether a key appears among the given keys, whatever the format each is written in. */
export function keyAmong(key: string, keys: readonly string[]): boolean {
  const wanted = normalizePublicKey(key)
  return keys.some((candidate) => {
    try {
      return normalizePublicKey(candidate) === wanted
    } catch {
      return false
    }
  })
}
