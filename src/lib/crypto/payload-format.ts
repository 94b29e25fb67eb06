/**
 * The login/register payload format, shared by the browser side (`payload.ts`) and the server/mock side
 * (`payload-keys.ts`). Hybrid encryption to the server's RSA key from `/config.json` `PUBLIC_KEY`:
 *
 *   p1.<wrapped key>.<iv>.<ciphertext>
 *
 * - `wrapped key`: a fresh AES-256 key, wrapped (raw) with RSA-OAEP, SHA-256 for hash and MGF1 ("RSA-OAEP-256").
 * - `iv`: 12 random bytes; `ciphertext`: AES-256-GCM of the UTF-8 JSON of the payload, 16-byte tag appended,
 *   with the ASCII bytes `p1` as additional data.
 * - All three fields base64url without padding. The whole string is ASCII and fits in a JSON body.
 *
 * RSA keys travel as base64 DER: the public key SPKI, the private key PKCS#8 (PEM armour is accepted too).
 */
import { base64ToBytes, base64UrlToBytes, bytesToBase64Url, utf8ToBytes, type Bytes } from './encoding'

export const PAYLOAD_VERSION = 'p1'
export const PAYLOAD_IV_BYTES = 12
export const PAYLOAD_RSA_ALGORITHM = { name: 'RSA-OAEP', hash: 'SHA-256' } as const
export const PAYLOAD_AES_ALGORITHM = { name: 'AES-GCM', length: 256 } as const
/** Smaller RSA keys are refused: 2048 bits is the floor recommended today. */
export const PAYLOAD_MIN_MODULUS_BITS = 2048
/** A login or register payload is tiny; anything larger is refused before any crypto runs. */
export const PAYLOAD_MAX_CIPHERTEXT_CHARS = 64 * 1024

export const payloadAdditionalData = (): Bytes => utf8ToBytes(PAYLOAD_VERSION)

export interface PayloadEnvelope {
  readonly wrappedKey: Bytes
  readonly iv: Bytes
  readonly ciphertext: Bytes
}

export function serializePayload(envelope: PayloadEnvelope): string {
  return [
    PAYLOAD_VERSION,
    bytesToBase64Url(envelope.wrappedKey),
    bytesToBase64Url(envelope.iv),
    bytesToBase64Url(envelope.ciphertext),
  ].join('.')
}

/** Returns null for anything that is not a well-formed `p1` string. */
export function parsePayload(text: unknown): PayloadEnvelope | null {
  if (typeof text !== 'string' || text.length > PAYLOAD_MAX_CIPHERTEXT_CHARS) return null
  const parts = text.split('.')
  if (parts.length !== 4 || parts[0] !== PAYLOAD_VERSION) return null
  const wrappedKey = base64UrlToBytes(parts[1] ?? '')
  const iv = base64UrlToBytes(parts[2] ?? '')
  const ciphertext = base64UrlToBytes(parts[3] ?? '')
  if (
    !wrappedKey ||
    wrappedKey.length === 0 ||
    !iv ||
    iv.length !== PAYLOAD_IV_BYTES ||
    !ciphertext ||
    ciphertext.length < 16
  )
    return null
  return { wrappedKey, iv, ciphertext }
}

/** Decodes base64 DER, tolerating PEM armour and line breaks. Returns null when it is not base64. */
export function derFromBase64OrPem(text: string): Bytes | null {
  const body = text.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, '')
  if (body === '') return null
  return base64ToBytes(body)
}

export function modulusBits(key: CryptoKey): number {
  const algorithm = key.algorithm as Partial<RsaHashedKeyAlgorithm>
  return typeof algorithm.modulusLength === 'number' ? algorithm.modulusLength : 0
}
