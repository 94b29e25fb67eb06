/**
 * Browser side of the login/register payload encryption (format in `payload-format.ts`): the form values are
 * encrypted to the server's public key before they leave the page, so the password is never in a request
 * body in clear text, even behind a TLS-terminating proxy.
 */
import { randomBytes, utf8ToBytes } from './encoding'
import { PayloadKeyError } from './errors'
import {
  derFromBase64OrPem,
  modulusBits,
  PAYLOAD_AES_ALGORITHM,
  PAYLOAD_IV_BYTES,
  PAYLOAD_MIN_MODULUS_BITS,
  PAYLOAD_RSA_ALGORITHM,
  payloadAdditionalData,
  serializePayload,
} from './payload-format'

export { PAYLOAD_VERSION } from './payload-format'

/** Imports `/config.json` `PUBLIC_KEY` (base64 SPKI, PEM armour allowed) as an RSA-OAEP-256 wrapping key. */
export async function importPayloadPublicKey(publicKeySpkiBase64: string): Promise<CryptoKey> {
  const der = typeof publicKeySpkiBase64 === 'string' ? derFromBase64OrPem(publicKeySpkiBase64) : null
  if (!der) throw new PayloadKeyError('public key is not base64 SPKI')
  let key: CryptoKey
  try {
    key = await globalThis.crypto.subtle.importKey('spki', der, PAYLOAD_RSA_ALGORITHM, false, ['wrapKey'])
  } catch {
    throw new PayloadKeyError('public key is not an RSA SPKI key')
  }
  if (modulusBits(key) < PAYLOAD_MIN_MODULUS_BITS) throw new PayloadKeyError('RSA key shorter than 2048 bits')
  return key
}

/**
 * Encrypts `payload` (any JSON value, e.g. `{ name, password }`) to the server's public key and returns the
 * compact `p1.<wrapped key>.<iv>.<ciphertext>` string to send as the request body's ciphertext.
 */
export async function encryptPayload(publicKeySpkiBase64: string, payload: unknown): Promise<string> {
  const json = JSON.stringify(payload) as string | undefined
  if (json === undefined) throw new TypeError('payload is not JSON-serialisable')
  const subtle = globalThis.crypto.subtle
  const publicKey = await importPayloadPublicKey(publicKeySpkiBase64)
  // Extractable only so it can be wrapped; it lives for this call only.
  const contentKey = await subtle.generateKey(PAYLOAD_AES_ALGORITHM, true, ['encrypt'])
  const iv = randomBytes(PAYLOAD_IV_BYTES)
  const ciphertext = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: payloadAdditionalData() },
    contentKey,
    utf8ToBytes(json),
  )
  const wrappedKey = await subtle.wrapKey('raw', contentKey, publicKey, { name: 'RSA-OAEP' })
  return serializePayload({ wrappedKey: new Uint8Array(wrappedKey), iv, ciphertext: new Uint8Array(ciphertext) })
}
