import { Checksum256, PrivateKey, Signature } from '@greymass/eosio'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { PUBLISHED_DEV_PRIVATE_KEY } from '../../src/test/fixture-keys.ts'
import { isCanonical } from '../devnet/signatures.ts'
import { sha256Hex } from '../devnet/persistence.ts'

const require = createRequire(import.meta.url)

/** eosjs 22 pins elliptic 6.5.4 (published advisories); package.json's overrides raise it to 6.6.1. */
describe('signing with the overridden elliptic', () => {
  it('runs elliptic 6.6.1', () => {
    expect((require('elliptic/package.json') as { version: string }).version).toBe('6.6.1')
  })

  it('signs with eosjs and recovers the signer’s key, canonically, for many transactions', async () => {
    const publicKey = PrivateKey.from(PUBLISHED_DEV_PRIVATE_KEY).toPublic()
    const provider = new JsSignatureProvider([PUBLISHED_DEV_PRIVATE_KEY])
    const chainId = 'a'.repeat(64)
    for (let index = 0; index < 16; index += 1) {
      const serializedTransaction = new Uint8Array(Buffer.from(`transaction ${index}`))
      const { signatures } = await provider.sign({
        chainId,
        requiredKeys: [publicKey.toLegacyString()],
        serializedTransaction,
        abis: [],
      })
      const digest = Checksum256.from(
        sha256Hex(Buffer.concat([Buffer.from(chainId, 'hex'), serializedTransaction, Buffer.alloc(32)])),
      )
      const signature = Signature.from(signatures[0] ?? '')
      expect(isCanonical(signature.data.array)).toBe(true)
      expect(signature.recoverDigest(digest).toString()).toBe(publicKey.toString())
    }
  })
})
