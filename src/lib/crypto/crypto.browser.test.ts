import { describe, expect, it } from 'vitest'
import { decryptSecret, encryptSecret, legacyEncrypt, upgradeCiphertext, WrongPassphraseError } from './key-vault'
import { encryptPayload } from './payload'
import { decryptPayload, generatePayloadKeyPair } from './payload-keys'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

// The same code in real Chromium: its WebCrypto and the bundled crypto-js modules (not Node's).
const WIF_KEY = PUBLISHED_DEV_PRIVATE_KEY
const TEXT_IV = 'legacy-iv-16byte'
// Computed with node:crypto (aes-256-cbc, key = sha256('Passw0rd!'), IV 'legacy-iv-16byte'); see legacy-cipher.test.ts.
const LEGACY_VECTOR =
  '426D1285801BB98903C6AD3AFC74AABB155B7342177D24865C33CC6EA5EB00A1DE35AFB0DFAC3DE8A3D880565B8EA71499A573F74A01BF209603AB4278F84723'

describe('crypto in the browser', () => {
  it('legacy known answer, upgrade to v2 and wrong passphrase', async () => {
    expect(legacyEncrypt(WIF_KEY, 'Passw0rd!', { legacyIv: TEXT_IV })).toBe(LEGACY_VECTOR)
    const upgraded = await upgradeCiphertext(LEGACY_VECTOR, 'Passw0rd!', { legacyIv: TEXT_IV, expect: 'privateKey' })
    await expect(decryptSecret(upgraded, 'Passw0rd!')).resolves.toEqual({
      plaintext: WIF_KEY,
      format: 'v2',
      needsUpgrade: false,
    })
    await expect(decryptSecret(upgraded, 'Passw0rd?')).rejects.toThrow(WrongPassphraseError)
    await expect(encryptSecret(WIF_KEY, '')).rejects.toThrow('please set password')
  }, 30_000)

  it('payload round trip', async () => {
    const server = await generatePayloadKeyPair()
    const ciphertext = await encryptPayload(server.publicKeySpkiBase64, { account: 'alice', password: 'Aa1!aaaa' })
    await expect(decryptPayload(server.privateKey, ciphertext)).resolves.toEqual({
      account: 'alice',
      password: 'Aa1!aaaa',
    })
  }, 30_000)
})
