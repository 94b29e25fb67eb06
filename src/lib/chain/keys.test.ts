import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { describe, expect, it } from 'vitest'
import {
  generateKeys,
  isValidPrivateKey,
  isValidPublicKey,
  normalizePublicKey,
  publicKeyFromPrivate,
  randomPrivateKey,
} from './keys'

// A well-known test key pair (eosio's development key), never a real account's key.
const devPrivateKey = PUBLISHED_DEV_PRIVATE_KEY
const devPublicKey = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'

describe('key helpers', () => {
  it('derives the public key of a legacy private key', () => {
    expect(publicKeyFromPrivate(devPrivateKey)).toBe(devPublicKey)
  })

  it('generates distinct valid key pairs whose public key matches the private key', () => {
    const first = generateKeys()
    const second = generateKeys()
    expect(first.privateKey).not.toBe(second.privateKey)
    expect(isValidPrivateKey(first.privateKey)).toBe(true)
    expect(isValidPublicKey(first.publicKey)).toBe(true)
    expect(publicKeyFromPrivate(first.privateKey)).toBe(first.publicKey)
    expect(isValidPrivateKey(randomPrivateKey())).toBe(true)
  })

  it('treats empty and malformed keys as invalid', () => {
    expect(isValidPrivateKey('')).toBe(false)
    expect(isValidPrivateKey('   ')).toBe(false)
    expect(isValidPrivateKey(undefined)).toBe(false)
    expect(isValidPrivateKey('5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD4')).toBe(false)
    expect(isValidPrivateKey('not a key')).toBe(false)
    expect(isValidPublicKey('')).toBe(false)
    expect(isValidPublicKey('EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CW')).toBe(false)
  })

  it('accepts the PVT_K1_ and PUB_K1_ formats of the same key', async () => {
    const { PrivateKey } = await import('eosjs/dist/eosjs-key-conversions')
    const modern = PrivateKey.fromString(devPrivateKey)
    expect(isValidPrivateKey(modern.toString())).toBe(true)
    expect(publicKeyFromPrivate(modern.toString())).toBe(devPublicKey)
    const modernPublic = modern.getPublicKey().toString()
    expect(modernPublic.startsWith('PUB_K1_')).toBe(true)
    expect(isValidPublicKey(modernPublic)).toBe(true)
    expect(normalizePublicKey(modernPublic)).toBe(devPublicKey)
  })

  it('throws without echoing the key when deriving from an invalid private key', () => {
    expect(() => publicKeyFromPrivate('5Kbad')).toThrow()
    try {
      publicKeyFromPrivate('5Kbadkeymaterial')
    } catch (error) {
      expect(String(error)).not.toContain('5Kbadkeymaterial')
    }
  })
})
