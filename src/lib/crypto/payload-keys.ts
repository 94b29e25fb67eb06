/**
 * Server and mock side of the login/register payload encryption (format in `payload-format.ts`): the RSA key
 * pair whose public half is served as `/config.json` `PUBLIC_KEY`, and decryption of what the browser sent.
 * Not imported by the console.
 */
import { bytesToBase64, bytesToUtf8 } from './encoding'
import { PayloadDecryptionError, PayloadKeyError } from './errors'
import {
  derFromBase64OrPem,
  modulusBits,
  PAYLOAD_MIN_MODULUS_BITS,
  PAYLOAD_RSA_ALGORITHM,
  payloadAdditionalData,
  parsePayload,
} from './payload-format'

export interface PayloadKeyPairOptions {
  /** RSA modulus size in bits; 2048 by default (fast enough to generate when a mock starts). */
  readonly modulusLength?: 2048 | 3072 | 4096
}

/**
 * A fresh RSA-OAEP-256 key pair. The private key is extractable so the server can persist it with
 * `exportPayloadPrivateKey` (and reload it with `importPayloadPrivateKey`) across restarts and instances.
 */
export async function generatePayloadKeyPair(
  options?: PayloadKeyPairOptions,
): Promise<{ publicKeySpkiBase64: string; privateKey: CryptoKey }> {
  const subtle = globalThis.crypto.subtle
  const pair = await subtle.generateKey(
    {
      ...PAYLOAD_RSA_ALGORITHM,
      modulusLength: options?.modulusLength ?? 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
    },
    true,
    ['wrapKey', 'unwrapKey'],
  )
  const spki = await subtle.exportKey('spki', pair.publicKey)
  return { publicKeySpkiBase64: bytesToBase64(new Uint8Array(spki)), privateKey: pair.privateKey }
}

/** Imports a base64 PKCS#8 RSA private key (PEM armour allowed), e.g. from the server's configuration. */
export async function importPayloadPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  const der = typeof pkcs8Base64 === 'string' ? derFromBase64OrPem(pkcs8Base64) : null
  if (!der) throw new PayloadKeyError('private key is not base64 PKCS#8')
  let key: CryptoKey
  try {
    key = await globalThis.crypto.subtle.importKey('pkcs8', der, PAYLOAD_RSA_ALGORITHM, true, ['unwrapKey'])
  } catch {
    throw new PayloadKeyError('private key is not an RSA PKCS#8 key')
  }
  if (modulusBits(key) < PAYLOAD_MIN_MODULUS_BITS) throw new PayloadKeyError('RSA key shorter than 2048 bits')
  return key
}

/** Base64 PKCS#8 of an extractable private key, for the server to store in its secret configuration. */
export async function exportPayloadPrivateKey(key: CryptoKey): Promise<string> {
  let pkcs8: ArrayBuffer
  try {
    pkcs8 = await globalThis.crypto.subtle.exportKey('pkcs8', key)
  } catch {
    throw new PayloadKeyError('private key is not extractable')
  }
  return bytesToBase64(new Uint8Array(pkcs8))
}

/**
 * Decrypts a `p1` payload and parses its JSON. Any failure (bad format, wrong key, altered bytes, non-JSON)
 * throws `PayloadDecryptionError` without detail, so the endpoint cannot be used as a decryption oracle.
 * The result is `unknown`: validate it with the request's zod schema.
 */
export async function decryptPayload(privateKey: CryptoKey, ciphertext: string): Promise<unknown> {
  const envelope = parsePayload(ciphertext)
  if (!envelope) throw new PayloadDecryptionError()
  const subtle = globalThis.crypto.subtle
  try {
    const contentKey = await subtle.unwrapKey(
      'raw',
      envelope.wrappedKey,
      privateKey,
      { name: 'RSA-OAEP' },
      { name: 'AES-GCM', length: 256 },
      false,
      ['decrypt'],
    )
    const plaintext = await subtle.decrypt(
      { name: 'AES-GCM', iv: envelope.iv, additionalData: payloadAdditionalData() },
      contentKey,
      envelope.ciphertext,
    )
    return JSON.parse(bytesToUtf8(new Uint8Array(plaintext))) as unknown
  } catch {
    throw new PayloadDecryptionError()
  }
}
