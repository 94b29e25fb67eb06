import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { createCipheriv, createHash } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  decryptPrivateKey,
  decryptSecret,
  detectVaultFormat,
  EncryptionVerificationError,
  encryptPrivateKey,
  encryptSecret,
  legacyEncrypt,
  MalformedCiphertextError,
  upgradeCiphertext,
  WrongPassphraseError,
} from './key-vault'

// PBKDF2 with 600 000 iterations costs ~0.3–1 s per call: ciphertexts are shared between tests.
const SLOW = 30_000
const WIF_KEY = PUBLISHED_DEV_PRIVATE_KEY
const PASSPHRASE = 'correct horse 口令 battery'
const TEXT_IV = 'legacy-iv-16byte'
const V2_SHAPE = /^v2\.pbkdf2-sha256\.600000\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/

/** Replaces one character of field `field` (0-based, dot-separated) with a different base64url character. */
function tamperField(ciphertext: string, field: number, at = 2): string {
  const parts = ciphertext.split('.')
  const value = parts[field] ?? ''
  parts[field] = value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1)
  return parts.join('.')
}

describe('key vault, v2 format', () => {
  let ciphertext = ''

  beforeAll(async () => {
    ciphertext = await encryptSecret(WIF_KEY, PASSPHRASE)
  }, SLOW)

  it(
    'round-trips and describes itself',
    async () => {
      expect(ciphertext).toMatch(V2_SHAPE)
      expect(detectVaultFormat(ciphertext)).toBe('v2')
      await expect(decryptSecret(ciphertext, PASSPHRASE)).resolves.toEqual({
        plaintext: WIF_KEY,
        format: 'v2',
        needsUpgrade: false,
      })
    },
    SLOW,
  )

  it(
    'uses a fresh salt and IV every time',
    async () => {
      const again = await encryptSecret(WIF_KEY, PASSPHRASE)
      expect(again).not.toBe(ciphertext)
      expect(again.split('.')[3]).not.toBe(ciphertext.split('.')[3])
      expect(again.split('.')[4]).not.toBe(ciphertext.split('.')[4])
    },
    SLOW,
  )

  it(
    'throws WrongPassphraseError for a wrong passphrase',
    async () => {
      await expect(decryptSecret(ciphertext, 'correct horse 口令 battery!')).rejects.toThrow(WrongPassphraseError)
    },
    SLOW,
  )

  it.each([
    { part: 'ciphertext', field: 5 },
    { part: 'GCM tag', field: 5, at: -3 },
    { part: 'salt', field: 3 },
    { part: 'IV', field: 4 },
  ])(
    'fails when the $part is altered',
    async ({ field, at }) => {
      const position = at === undefined ? 2 : (ciphertext.split('.')[field] ?? '').length + at
      await expect(decryptSecret(tamperField(ciphertext, field, position), PASSPHRASE)).rejects.toThrow(
        WrongPassphraseError,
      )
    },
    SLOW,
  )

  it(
    'fails when the iteration count in the header is altered',
    async () => {
      await expect(decryptSecret(ciphertext.replace('.600000.', '.600001.'), PASSPHRASE)).rejects.toThrow(
        WrongPassphraseError,
      )
    },
    SLOW,
  )

  it('refuses malformed ciphertexts before deriving any key', async () => {
    const parts = ciphertext.split('.')
    const malformed = [
      ciphertext.replace(/^v2\./, 'v3.'),
      ciphertext.replace('pbkdf2-sha256', 'pbkdf2-sha1'),
      ciphertext.replace('.600000.', '.1000.'), // below the floor: a downgrade
      ciphertext.replace('.600000.', '.99999999999.'), // above the ceiling: would hang the page
      ciphertext.replace('.600000.', '.0600000.'),
      [...parts.slice(0, 5)].join('.'),
      [...parts.slice(0, 3), (parts[3] ?? '').slice(1), ...parts.slice(4)].join('.'),
      [...parts.slice(0, 5), '***'].join('.'),
      'not a ciphertext',
      '',
    ]
    for (const text of malformed)
      await expect(decryptSecret(text, PASSPHRASE)).rejects.toThrow(MalformedCiphertextError)
  })

  it('throws the spec’s exact messages', async () => {
    await expect(encryptSecret(WIF_KEY, '')).rejects.toThrow(new Error('please set password'))
    await expect(encryptSecret(42 as unknown as string, PASSPHRASE)).rejects.toThrow(
      new Error('encryption data type error'),
    )
    await expect(encryptPrivateKey(undefined as unknown as string, PASSPHRASE)).rejects.toThrow(
      new Error('encryption data type error'),
    )
    await expect(decryptSecret(ciphertext, '')).rejects.toThrow(new Error('please enter password'))
    await expect(decryptPrivateKey(ciphertext, undefined as unknown as string)).rejects.toThrow(
      new Error('please enter password'),
    )
  })

  it(
    'encryptPrivateKey produces v2 and decryptPrivateKey opens it',
    async () => {
      const stored = await encryptPrivateKey(WIF_KEY, PASSPHRASE)
      expect(stored).toMatch(V2_SHAPE)
      await expect(decryptPrivateKey(stored, PASSPHRASE)).resolves.toMatchObject({ plaintext: WIF_KEY, format: 'v2' })
    },
    SLOW,
  )

  it(
    'encryptPrivateKey throws when the decrypted-back key differs from the original',
    async () => {
      await expect(encryptPrivateKey('5K\uDC00', PASSPHRASE)).rejects.toThrow(EncryptionVerificationError)
    },
    SLOW,
  )
})

describe('key vault, legacy format and upgrade', () => {
  const nodeLegacy = (plaintext: string, password: string) => {
    const cipher = createCipheriv(
      'aes-256-cbc',
      createHash('sha256').update(password, 'utf8').digest(),
      Buffer.from(TEXT_IV, 'utf8'),
    )
    return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      .toString('hex')
      .toUpperCase()
  }

  it('decrypts a legacy ciphertext made by the old scheme and asks for an upgrade', async () => {
    const legacy = nodeLegacy(WIF_KEY, PASSPHRASE)
    expect(detectVaultFormat(legacy)).toBe('legacy')
    await expect(decryptSecret(legacy, PASSPHRASE, { legacyIv: TEXT_IV })).resolves.toEqual({
      plaintext: WIF_KEY,
      format: 'legacy',
      needsUpgrade: true,
    })
    await expect(decryptPrivateKey(legacy, PASSPHRASE, { legacyIv: TEXT_IV })).resolves.toMatchObject({
      plaintext: WIF_KEY,
    })
  })

  it('throws WrongPassphraseError for a wrong password on legacy data', async () => {
    const legacy = nodeLegacy(WIF_KEY, PASSPHRASE)
    await expect(decryptPrivateKey(legacy, 'not it', { legacyIv: TEXT_IV })).rejects.toThrow(WrongPassphraseError)
  })

  it(
    'upgradeCiphertext re-encrypts legacy in v2, and leaves current v2 alone',
    async () => {
      const legacy = legacyEncrypt(WIF_KEY, PASSPHRASE, { legacyIv: TEXT_IV })
      const upgraded = await upgradeCiphertext(legacy, PASSPHRASE, { legacyIv: TEXT_IV })
      expect(upgraded).toMatch(V2_SHAPE)
      await expect(decryptSecret(upgraded, PASSPHRASE)).resolves.toEqual({
        plaintext: WIF_KEY,
        format: 'v2',
        needsUpgrade: false,
      })
      await expect(upgradeCiphertext(upgraded, PASSPHRASE)).resolves.toBe(upgraded)
    },
    SLOW,
  )

  it('upgradeCiphertext checks the passphrase first', async () => {
    const legacy = legacyEncrypt(WIF_KEY, PASSPHRASE, { legacyIv: TEXT_IV })
    await expect(upgradeCiphertext(legacy, 'wrong', { legacyIv: TEXT_IV, expect: 'privateKey' })).rejects.toThrow(
      WrongPassphraseError,
    )
  })
})
