import { createCipheriv, createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { DEVELOPMENT_LEGACY_AES_IV } from './config'
import { EncryptionVerificationError, MalformedCiphertextError, WrongPassphraseError } from './errors'
import { isLegacyCiphertext, legacyDecrypt, legacyEncrypt, legacyEncryptPrivateKey } from './legacy-cipher'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

/** The legacy format computed independently: AES-256-CBC, key = SHA-256(password), fixed IV, uppercase hex. */
function nodeLegacyEncrypt(plaintext: string, password: string, iv: Buffer): string {
  const key = createHash('sha256').update(password, 'utf8').digest()
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  return Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase()
}

// A syntactically valid legacy WIF key (the well-known eosio development key, not a secret).
const WIF_KEY = PUBLISHED_DEV_PRIVATE_KEY
const TEXT_IV = 'legacy-iv-16byte'
const HEX_IV = '000102030405060708090a0b0c0d0e0f'

const vectors = [
  {
    name: 'private key, text IV',
    plaintext: WIF_KEY,
    password: 'Passw0rd!',
    iv: TEXT_IV,
    ivBytes: Buffer.from(TEXT_IV, 'utf8'),
  },
  {
    name: 'Chinese password, hex IV',
    plaintext: WIF_KEY,
    password: '口令密码#2026',
    iv: HEX_IV,
    ivBytes: Buffer.from(HEX_IV, 'hex'),
  },
  {
    name: 'exactly one block of text',
    plaintext: '0123456789abcdef',
    password: 'p',
    iv: TEXT_IV,
    ivBytes: Buffer.from(TEXT_IV, 'utf8'),
  },
  { name: 'empty plaintext', plaintext: '', password: 'p', iv: HEX_IV, ivBytes: Buffer.from(HEX_IV, 'hex') },
  {
    name: 'default development IV',
    plaintext: 'PVT_K1_2bfGi9rYsXQSXXTvJbDAPhHLQUojjaNLomdm3cEJ1XTzMqUt3V',
    password: 'pw',
    iv: undefined,
    ivBytes: Buffer.from(DEVELOPMENT_LEGACY_AES_IV, 'utf8'),
  },
]

describe('legacy key-vault format', () => {
  it.each(vectors)('matches node:crypto known-answer vectors ($name)', ({ plaintext, password, iv, ivBytes }) => {
    const expected = nodeLegacyEncrypt(plaintext, password, ivBytes)
    const options = iv === undefined ? undefined : { legacyIv: iv }
    expect(legacyEncrypt(plaintext, password, options)).toBe(expected)
    expect(expected).toMatch(/^[0-9A-F]+$/)
    expect(legacyDecrypt(expected, password, options)).toBe(plaintext)
  })

  it('decrypts lower-case hex too', () => {
    const ciphertext = nodeLegacyEncrypt(WIF_KEY, 'pw', Buffer.from(TEXT_IV, 'utf8')).toLowerCase()
    expect(legacyDecrypt(ciphertext, 'pw', { legacyIv: TEXT_IV, expect: 'privateKey' })).toBe(WIF_KEY)
  })

  it('throws WrongPassphraseError for every wrong password, never returning garbage', () => {
    const ciphertext = legacyEncrypt(WIF_KEY, 'right password', { legacyIv: TEXT_IV })
    for (let i = 0; i < 300; i += 1) {
      expect(() => legacyDecrypt(ciphertext, `wrong password ${i}`, { legacyIv: TEXT_IV })).toThrow(
        WrongPassphraseError,
      )
    }
  })

  it('throws WrongPassphraseError with the wrong IV', () => {
    const ciphertext = legacyEncrypt(WIF_KEY, 'pw', { legacyIv: TEXT_IV })
    expect(() => legacyDecrypt(ciphertext, 'pw', { legacyIv: HEX_IV, expect: 'privateKey' })).toThrow(
      WrongPassphraseError,
    )
  })

  it('rejects a plaintext that is not shaped like a private key when the caller expects one', () => {
    const ciphertext = legacyEncrypt('just some text', 'pw', { legacyIv: TEXT_IV })
    expect(legacyDecrypt(ciphertext, 'pw', { legacyIv: TEXT_IV })).toBe('just some text')
    expect(() => legacyDecrypt(ciphertext, 'pw', { legacyIv: TEXT_IV, expect: 'privateKey' })).toThrow(
      WrongPassphraseError,
    )
  })

  it('fails on a tampered ciphertext', () => {
    const ciphertext = legacyEncrypt(WIF_KEY, 'pw', { legacyIv: TEXT_IV })
    const flip = (at: number) =>
      ciphertext.slice(0, at) + (ciphertext[at] === '0' ? '1' : '0') + ciphertext.slice(at + 1)
    // Last block: its padding is destroyed. First block: the key is garbled.
    expect(() => legacyDecrypt(flip(ciphertext.length - 5), 'pw', { legacyIv: TEXT_IV, expect: 'privateKey' })).toThrow(
      WrongPassphraseError,
    )
    expect(() => legacyDecrypt(flip(3), 'pw', { legacyIv: TEXT_IV, expect: 'privateKey' })).toThrow(
      WrongPassphraseError,
    )
    // Not whole blocks, or not hex: malformed rather than a password problem.
    expect(() => legacyDecrypt(ciphertext.slice(2), 'pw', { legacyIv: TEXT_IV })).toThrow(MalformedCiphertextError)
    expect(() => legacyDecrypt(`${ciphertext.slice(1)}G`, 'pw', { legacyIv: TEXT_IV })).toThrow(
      MalformedCiphertextError,
    )
  })

  it('throws the spec’s exact messages', () => {
    expect(() => legacyEncrypt(WIF_KEY, '')).toThrow(new Error('please set password'))
    expect(() => legacyEncrypt(WIF_KEY, undefined as unknown as string)).toThrow(new Error('please set password'))
    expect(() => legacyDecrypt('00'.repeat(16), '')).toThrow(new Error('please enter password'))
    expect(() => legacyEncrypt(12345, 'pw')).toThrow(new Error('encryption data type error'))
    expect(() => legacyEncrypt({ key: WIF_KEY }, 'pw')).toThrow(new Error('encryption data type error'))
    expect(() => legacyEncryptPrivateKey(null, 'pw')).toThrow(new Error('encryption data type error'))
  })

  it('encryptPrivateKey (legacy) returns a ciphertext that decrypts to the original', () => {
    const ciphertext = legacyEncryptPrivateKey(WIF_KEY, 'pw', { legacyIv: TEXT_IV })
    expect(ciphertext).toBe(nodeLegacyEncrypt(WIF_KEY, 'pw', Buffer.from(TEXT_IV, 'utf8')))
  })

  it('encryptPrivateKey (legacy) throws when the decrypted-back key differs from the original', () => {
    // A lone surrogate cannot be encoded as UTF-8, so it cannot come back unchanged.
    expect(() => legacyEncryptPrivateKey('5K\uD800', 'pw', { legacyIv: TEXT_IV })).toThrow(EncryptionVerificationError)
  })

  it('recognises the legacy shape', () => {
    expect(isLegacyCiphertext('AB'.repeat(16))).toBe(true)
    expect(isLegacyCiphertext('AB'.repeat(15))).toBe(false)
    expect(isLegacyCiphertext('')).toBe(false)
    expect(isLegacyCiphertext('v2.pbkdf2-sha256.600000.a.b.c')).toBe(false)
  })
})
