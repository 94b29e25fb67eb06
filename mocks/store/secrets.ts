import { encryptSecret } from '@/lib/crypto/key-vault'
import { PASSPHRASE_CHECK_PLAINTEXT } from '@/api/permission'
import { generatePayloadKeyPair } from '@/lib/crypto/payload-keys'
import { DEMO_PASSPHRASE, DEMO_PRIVATE_KEY } from './demo-logins'
import type { StoredSecret } from './types'

/**
 * Ciphertexts of the fixtures, made once per process on first use: PBKDF2 at 600 000 iterations is slow,
 * so every demo account shares one ciphertext per plaintext instead of one each. They survive
 * `resetStore()` (they do not depend on the store).
 */
const demoCiphertexts = new Map<string, Promise<string>>()

function demoCiphertext(plaintext: string): Promise<string> {
  let made = demoCiphertexts.get(plaintext)
  if (!made) {
    made = encryptSecret(plaintext, DEMO_PASSPHRASE)
    demoCiphertexts.set(plaintext, made)
  }
  return made
}

export function resolveSecret(secret: StoredSecret): Promise<string> {
  if ('value' in secret) return Promise.resolve(secret.value)
  return demoCiphertext(secret.demo === 'passphrase-check' ? PASSPHRASE_CHECK_PLAINTEXT : DEMO_PRIVATE_KEY)
}

/** The mock's RSA key pair for login/register payloads; its public half is `/config.json` PUBLIC_KEY. */
let payloadKeyPair: ReturnType<typeof generatePayloadKeyPair> | null = null

export function getPayloadKeyPair(): ReturnType<typeof generatePayloadKeyPair> {
  payloadKeyPair ??= generatePayloadKeyPair()
  return payloadKeyPair
}
