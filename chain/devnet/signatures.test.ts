import { Bytes, Checksum256, KeyType, type PrivateKey, Signature } from '@greymass/eosio'
import { freshPrivateKey } from './genesis'
import { afterAll, describe, expect, it } from 'vitest'
import { sha256Hex } from './persistence.ts'
import { SignatureVerifier } from './signatures.ts'

/** The worker's table arithmetic against greymass's recovery (elliptic), for keys on both table widths. */
describe('signature verifier', () => {
  const verifier = new SignatureVerifier()
  afterAll(() => verifier.close())

  it('finds the signing key among the candidates, as recovery does, across many signatures of one key', async () => {
    const keys = [freshPrivateKey(), freshPrivateKey()]
    const candidates = keys.map((key) => key.toPublic().toString())
    // Enough signatures that the first key's table is widened to 8-bit windows halfway through.
    for (let index = 0; index < 48; index += 1) {
      const digest = Checksum256.from(sha256Hex(`digest ${index}`))
      const signer = keys[index % 5 === 0 ? 1 : 0] as PrivateKey
      const signature = signer.signDigest(digest)
      const [found] = await verifier.signingKeys(digest, [signature.toString()], candidates)
      expect(found).toBe(signer.toPublic().toString())
      expect(found).toBe(signature.recoverDigest(digest).toString())
    }
  })

  it('names the other key a flipped recovery id recovers to, never the signer', async () => {
    const key = freshPrivateKey()
    const digest = Checksum256.from(sha256Hex('flipped'))
    const bytes = new Uint8Array(key.signDigest(digest).data.array)
    bytes[0] = (((bytes[0] ?? 31) - 31) ^ 1) + 31
    const flipped = new Signature(KeyType.K1, Bytes.from(bytes))
    const [found] = await verifier.signingKeys(digest, [flipped.toString()], [key.toPublic().toString()])
    expect(found).not.toBe(key.toPublic().toString())
    expect(found).toBe(flipped.recoverDigest(digest).toString())
  })
})
