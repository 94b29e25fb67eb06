import { describe, expect, it } from 'vitest'
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  equalsConstantTime,
  hexToBytes,
  randomBytes,
} from './encoding'

describe('encoding helpers', () => {
  it('agree with Node’s Buffer for every length up to 40 bytes', () => {
    for (let length = 0; length <= 40; length += 1) {
      const bytes = randomBytes(length)
      const buffer = Buffer.from(bytes)
      expect(bytesToBase64(bytes)).toBe(buffer.toString('base64'))
      expect(bytesToBase64Url(bytes)).toBe(buffer.toString('base64url'))
      expect(bytesToHex(bytes)).toBe(buffer.toString('hex'))
      expect(Array.from(base64ToBytes(buffer.toString('base64')) ?? [])).toEqual(Array.from(bytes))
      expect(Array.from(base64UrlToBytes(buffer.toString('base64url')) ?? [])).toEqual(Array.from(bytes))
      expect(Array.from(hexToBytes(buffer.toString('hex').toUpperCase()) ?? [])).toEqual(Array.from(bytes))
    }
  })

  it('reject non-canonical or foreign input', () => {
    expect(base64UrlToBytes('AB')).toBeNull() // trailing bits set: 'AA' is the canonical form of that byte
    expect(base64UrlToBytes('AA')).not.toBeNull()
    expect(base64UrlToBytes('A')).toBeNull()
    expect(base64UrlToBytes('AA+/')).toBeNull()
    expect(base64ToBytes('AA-_')).toBeNull()
    expect(hexToBytes('abc')).toBeNull()
    expect(hexToBytes('zz')).toBeNull()
  })

  it('compare strings exactly', () => {
    expect(equalsConstantTime('5Kabc', '5Kabc')).toBe(true)
    expect(equalsConstantTime('5Kabc', '5Kabd')).toBe(false)
    expect(equalsConstantTime('5Kabc', '5Kab')).toBe(false)
    expect(equalsConstantTime('\uD800', '\uFFFD')).toBe(false)
  })
})
