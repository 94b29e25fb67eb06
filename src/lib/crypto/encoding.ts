/**
 * Byte/text conversions shared by the vault and payload formats. Plain functions over Uint8Array so they
 * run the same in browsers, Node and jsdom (no Buffer, no `instanceof` checks across realms).
 */

/** Bytes backed by a plain ArrayBuffer: what WebCrypto's BufferSource accepts in TypeScript's DOM types. */
export type Bytes = Uint8Array<ArrayBuffer>

const utf8Encoder = new TextEncoder()

export function utf8ToBytes(text: string): Bytes {
  // Copy so the result is typed (and guaranteed) as backed by a plain ArrayBuffer.
  return new Uint8Array(utf8Encoder.encode(text))
}

/**
 * Strict UTF-8 decoding: invalid sequences throw instead of turning into U+FFFD, which is how a wrong
 * legacy password is told apart from a real plaintext.
 */
export function bytesToUtf8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
}

export function concatBytes(...parts: readonly Uint8Array[]): Bytes {
  const total = parts.reduce((sum, part) => sum + part.length, 0)
  const out = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

export function randomBytes(length: number): Bytes {
  const out = new Uint8Array(length)
  globalThis.crypto.getRandomValues(out)
  return out
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

export function bytesToBase64(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0
    const b1 = bytes[i + 1] ?? 0
    const b2 = bytes[i + 2] ?? 0
    const triple = (b0 << 16) | (b1 << 8) | b2
    out += BASE64_ALPHABET.charAt((triple >> 18) & 63)
    out += BASE64_ALPHABET.charAt((triple >> 12) & 63)
    out += i + 1 < bytes.length ? BASE64_ALPHABET.charAt((triple >> 6) & 63) : '='
    out += i + 2 < bytes.length ? BASE64_ALPHABET.charAt(triple & 63) : '='
  }
  return out
}

/** Canonical standard base64 (padding optional). Returns null on a character outside the alphabet or a bad length. */
export function base64ToBytes(text: string): Bytes | null {
  const unpadded = text.replace(/={1,2}$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(unpadded) || unpadded.length % 4 === 1) return null
  const out = new Uint8Array(Math.floor((unpadded.length * 3) / 4))
  let buffer = 0
  let bits = 0
  let index = 0
  for (const char of unpadded) {
    buffer = (buffer << 6) | BASE64_ALPHABET.indexOf(char)
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out[index] = (buffer >> bits) & 0xff
      index += 1
    }
  }
  // Non-canonical trailing bits would let two different strings decode to the same bytes.
  if (bits > 0 && (buffer & ((1 << bits) - 1)) !== 0) return null
  return out
}

/** base64url without padding (RFC 4648 §5): safe in the dot-separated formats and in URLs. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

export function base64UrlToBytes(text: string): Bytes | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null
  return base64ToBytes(text.replace(/-/g, '+').replace(/_/g, '/'))
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

/** Hex of either case. Returns null on an odd length or a non-hex character. */
export function hexToBytes(text: string): Bytes | null {
  if (text.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(text)) return null
  const out = new Uint8Array(text.length / 2)
  for (let i = 0; i < out.length; i += 1) out[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16)
  return out
}

/** Constant-time comparison of two strings (by UTF-16 code unit), for checking a decrypted-back secret. */
export function equalsConstantTime(a: string, b: string): boolean {
  let diff = a.length ^ b.length
  const length = Math.max(a.length, b.length)
  for (let i = 0; i < length; i += 1) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return diff === 0
}
