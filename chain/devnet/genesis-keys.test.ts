import { PrivateKey } from '@greymass/eosio'
import { describe, expect, it } from 'vitest'
import { devKey } from './genesis.ts'

describe('development keys', () => {
  it('are always the standard 51-character WIF of the public key beside them, leading zero bytes included', () => {
    for (let index = 0; index < 2000; index += 1) {
      const { public_key, private_key } = devKey()
      expect(private_key).toMatch(/^5[HJK][1-9A-HJ-NP-Za-km-z]{49}$/)
      expect(PrivateKey.from(private_key).toPublic().toLegacyString()).toBe(public_key)
    }
  })
})
