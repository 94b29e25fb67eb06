import { describe, expect, it } from 'vitest'
import { generateKeys } from './keys'
import { keyAmong, recoverBindSigner, signBindChallenge } from './key-proof'

describe('key proof over a bind challenge', () => {
  const challenge = 'a'.repeat(64)
  it('recovers the signing key, and only for the account and challenge it was made for', () => {
    const pair = generateKeys()
    const signature = signBindChallenge(pair.privateKey, 'holder111111', challenge)
    expect(signature).toMatch(/^SIG_K1_/)
    expect(recoverBindSigner(signature, 'holder111111', challenge)).toBe(pair.publicKey)
    expect(recoverBindSigner(signature, 'ddccontract', challenge)).not.toBe(pair.publicKey)
    expect(recoverBindSigner(signature, 'holder111111', 'b'.repeat(64))).not.toBe(pair.publicKey)
    expect(recoverBindSigner('SIG_K1_garbage', 'holder111111', challenge)).toBeNull()
  })
  it('compares keys in either format', () => {
    const pair = generateKeys()
    expect(keyAmong(pair.publicKey, ['not a key', pair.publicKey])).toBe(true)
    expect(keyAmong(pair.publicKey, [generateKeys().publicKey])).toBe(false)
  })
})
