import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_LEGACY_AES_IV, DEVELOPMENT_REGISTER_CODE, parseLegacyIv, readCryptoConfig } from './config'
import { CryptoConfigError } from './errors'

describe('crypto configuration', () => {
  it('falls back to recognisable development values and says so', () => {
    expect(readCryptoConfig({})).toEqual({
      legacyAesIv: DEVELOPMENT_LEGACY_AES_IV,
      registerCode: DEVELOPMENT_REGISTER_CODE,
      usesDevelopmentDefaults: true,
    })
    expect(DEVELOPMENT_LEGACY_AES_IV).toMatch(/DEV/)
    expect(DEVELOPMENT_REGISTER_CODE).toMatch(/dev/)
  })

  it('reads the configured values (Vite or Node env names are the same)', () => {
    const config = readCryptoConfig({
      VITE_LEGACY_AES_IV: '00112233445566778899aabbccddeeff',
      VITE_REGISTER_CODE: 'configured-code',
    })
    expect(config).toEqual({
      legacyAesIv: '00112233445566778899aabbccddeeff',
      registerCode: 'configured-code',
      usesDevelopmentDefaults: false,
    })
  })

  it('reads Vite’s env by default', () => {
    expect(readCryptoConfig().legacyAesIv).toBeTypeOf('string')
  })

  it('decodes the IV as 32 hex digits or 16 bytes of text', () => {
    expect(Array.from(parseLegacyIv('000102030405060708090a0b0c0d0e0f'))).toEqual([...Array(16).keys()])
    expect(new TextDecoder().decode(parseLegacyIv('abcdefghijklmnop'))).toBe('abcdefghijklmnop')
  })

  it('rejects an IV of the wrong size without echoing it', () => {
    const secretLookingIv = 'sixteen-plus-one!'
    let thrown: unknown
    try {
      readCryptoConfig({ VITE_LEGACY_AES_IV: secretLookingIv })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(CryptoConfigError)
    expect(String(thrown)).not.toContain(secretLookingIv)
  })
})
