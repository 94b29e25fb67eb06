import { beforeAll, describe, expect, it } from 'vitest'
import { bytesToBase64 } from './encoding'
import { PayloadDecryptionError, PayloadKeyError } from './errors'
import { encryptPayload } from './payload'
import {
  decryptPayload,
  exportPayloadPrivateKey,
  generatePayloadKeyPair,
  importPayloadPrivateKey,
} from './payload-keys'

const SLOW = 30_000
const PAYLOAD_SHAPE = /^p1\.[A-Za-z0-9_-]{342}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/
const registerPayload = {
  name: 'alice12345',
  password: 'Aa1!bbbbbb',
  phone: '+8613800138000',
  code: 'dev-only-register-code',
}

function tamperField(ciphertext: string, field: number, at = 5): string {
  const parts = ciphertext.split('.')
  const value = parts[field] ?? ''
  parts[field] = value.slice(0, at) + (value[at] === 'A' ? 'B' : 'A') + value.slice(at + 1)
  return parts.join('.')
}

describe('login/register payload encryption', () => {
  let server: Awaited<ReturnType<typeof generatePayloadKeyPair>>
  let ciphertext = ''

  beforeAll(async () => {
    server = await generatePayloadKeyPair()
    ciphertext = await encryptPayload(server.publicKeySpkiBase64, registerPayload)
  }, SLOW)

  it('round-trips a JSON payload through the server key', async () => {
    expect(ciphertext).toMatch(PAYLOAD_SHAPE)
    expect(ciphertext).not.toContain(registerPayload.password)
    await expect(decryptPayload(server.privateKey, ciphertext)).resolves.toEqual(registerPayload)
  })

  it('round-trips other JSON values, Chinese text included', async () => {
    for (const payload of [{ account: '账户', password: '密码!#$%' }, ['a', 1, null], 'text', 0]) {
      await expect(
        decryptPayload(server.privateKey, await encryptPayload(server.publicKeySpkiBase64, payload)),
      ).resolves.toEqual(payload)
    }
  })

  it('encrypts the same payload differently every time', async () => {
    expect(await encryptPayload(server.publicKeySpkiBase64, registerPayload)).not.toBe(ciphertext)
  })

  it.each([
    { part: 'wrapped key', field: 1 },
    { part: 'IV', field: 2 },
    { part: 'ciphertext', field: 3 },
  ])('fails when the $part is altered', async ({ field }) => {
    await expect(decryptPayload(server.privateKey, tamperField(ciphertext, field))).rejects.toThrow(
      PayloadDecryptionError,
    )
  })

  it(
    'fails on malformed input and on another server’s key',
    async () => {
      for (const bad of [
        '',
        'p1',
        ciphertext.replace(/^p1\./, 'p2.'),
        `${ciphertext}.extra`,
        ciphertext.slice(0, -30),
        42 as unknown as string,
      ]) {
        await expect(decryptPayload(server.privateKey, bad)).rejects.toThrow(PayloadDecryptionError)
      }
      const other = await generatePayloadKeyPair()
      await expect(decryptPayload(other.privateKey, ciphertext)).rejects.toThrow(PayloadDecryptionError)
    },
    SLOW,
  )

  it('exports and re-imports the private key (base64 PKCS#8, PEM accepted)', async () => {
    const pkcs8 = await exportPayloadPrivateKey(server.privateKey)
    const reimported = await importPayloadPrivateKey(pkcs8)
    await expect(decryptPayload(reimported, ciphertext)).resolves.toEqual(registerPayload)
    const pem = `-----BEGIN PRIVATE KEY-----\n${pkcs8.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END PRIVATE KEY-----\n`
    await expect(decryptPayload(await importPayloadPrivateKey(pem), ciphertext)).resolves.toEqual(registerPayload)
  })

  it('accepts a PEM-armoured public key as served in config', async () => {
    const pem = `-----BEGIN PUBLIC KEY-----\n${server.publicKeySpkiBase64.match(/.{1,64}/g)?.join('\n') ?? ''}\n-----END PUBLIC KEY-----`
    await expect(decryptPayload(server.privateKey, await encryptPayload(pem, { ok: true }))).resolves.toEqual({
      ok: true,
    })
  })

  it(
    'refuses unusable keys and payloads',
    async () => {
      await expect(encryptPayload('not base64!', registerPayload)).rejects.toThrow(PayloadKeyError)
      await expect(encryptPayload(bytesToBase64(new Uint8Array([1, 2, 3])), registerPayload)).rejects.toThrow(
        PayloadKeyError,
      )
      await expect(importPayloadPrivateKey('AAAA')).rejects.toThrow(PayloadKeyError)
      await expect(encryptPayload(server.publicKeySpkiBase64, undefined)).rejects.toThrow(TypeError)
      const weak = await globalThis.crypto.subtle.generateKey(
        { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 1024, publicExponent: new Uint8Array([1, 0, 1]) },
        true,
        ['wrapKey', 'unwrapKey'],
      )
      const weakSpki = bytesToBase64(new Uint8Array(await globalThis.crypto.subtle.exportKey('spki', weak.publicKey)))
      await expect(encryptPayload(weakSpki, registerPayload)).rejects.toThrow(PayloadKeyError)
    },
    SLOW,
  )
})
