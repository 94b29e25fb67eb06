import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import {
  decryptPrivateKey,
  decryptSecret,
  encryptPrivateKey,
  encryptSecret,
  legacyDecrypt,
  legacyEncrypt,
  legacyEncryptPrivateKey,
  upgradeCiphertext,
} from './key-vault'
import { encryptPayload } from './payload'
import { decryptPayload, generatePayloadKeyPair, importPayloadPrivateKey } from './payload-keys'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const SLOW = 30_000
const PRIVATE_KEY = PUBLISHED_DEV_PRIVATE_KEY
const PASSPHRASE = 'Very-Secret-Passphrase-7731'
const WRONG_PASSPHRASE = 'Also-Secret-But-Wrong-9924'
const LOGIN_PASSWORD = 'Login-Password-#4410'
const TEXT_IV = 'legacy-iv-16byte'
const SECRETS = [PRIVATE_KEY, PASSPHRASE, WRONG_PASSPHRASE, LOGIN_PASSWORD]

/** Everything an error could expose when logged or shown: message, name, stack, string form, own properties. */
function exposedText(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return [
    error.message,
    error.name,
    error.stack ?? '',
    String(error),
    JSON.stringify(error),
    JSON.stringify(Object.entries(error)),
  ].join('\n')
}

async function failureOf(run: () => unknown): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

describe('no secret in errors or console output', () => {
  const consoleSpies: MockInstance[] = []

  beforeEach(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      consoleSpies.push(vi.spyOn(console, method).mockImplementation(() => undefined))
    }
  })

  afterEach(() => {
    for (const spy of consoleSpies.splice(0)) spy.mockRestore()
  })

  it(
    'key-vault and payload failures mention no passphrase, password or key',
    async () => {
      const v2 = await encryptSecret(PRIVATE_KEY, PASSPHRASE)
      const legacy = legacyEncrypt(PRIVATE_KEY, PASSPHRASE, { legacyIv: TEXT_IV })
      const server = await generatePayloadKeyPair()
      const other = await generatePayloadKeyPair()
      const loginCiphertext = await encryptPayload(server.publicKeySpkiBase64, {
        account: 'alice',
        password: LOGIN_PASSWORD,
      })

      const failures = await Promise.all([
        failureOf(() => decryptSecret(v2, WRONG_PASSPHRASE)),
        failureOf(() => decryptPrivateKey(legacy, WRONG_PASSPHRASE, { legacyIv: TEXT_IV })),
        failureOf(() => upgradeCiphertext(legacy, WRONG_PASSPHRASE, { legacyIv: TEXT_IV })),
        failureOf(() => legacyDecrypt(legacy, PASSPHRASE, { legacyIv: 'wrong-iv-16bytes', expect: 'privateKey' })),
        failureOf(() => decryptSecret(`${v2}x`, PASSPHRASE)),
        failureOf(() => decryptSecret(PRIVATE_KEY, PASSPHRASE)),
        failureOf(() => decryptSecret(v2.replace('.600000.', `.${PASSPHRASE}.`), PASSPHRASE)),
        failureOf(() => encryptSecret(PRIVATE_KEY, '')),
        failureOf(() => encryptPrivateKey(`${PRIVATE_KEY}\uD800`, PASSPHRASE)),
        failureOf(() => legacyEncryptPrivateKey(`${PRIVATE_KEY}\uD800`, PASSPHRASE, { legacyIv: TEXT_IV })),
        failureOf(() => legacyEncrypt(PRIVATE_KEY, PASSPHRASE, { legacyIv: PASSPHRASE })),
        failureOf(() => decryptPayload(other.privateKey, loginCiphertext)),
        failureOf(() => decryptPayload(server.privateKey, `${loginCiphertext.slice(0, -4)}AAAA`)),
        failureOf(() => importPayloadPrivateKey(LOGIN_PASSWORD)),
        failureOf(() => encryptPayload(LOGIN_PASSWORD, { password: LOGIN_PASSWORD })),
      ])

      expect(failures).toHaveLength(15)
      for (const failure of failures) {
        const text = exposedText(failure)
        for (const secret of SECRETS) expect(text).not.toContain(secret)
        expect(text).not.toContain(v2.split('.')[5])
        expect(text).not.toContain(legacy)
      }
      for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled()
    },
    SLOW,
  )
})
