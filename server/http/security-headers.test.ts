import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test/harness'

let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

describe('security headers', () => {
  it('carry the strict policy with a fresh nonce on every response', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, () => server.app.fastify.inject({ method: 'GET', url: '/api/v1/system/getCode' })),
    )
    const nonces = answers.map((answer) => {
      const policy = String(answer.headers['content-security-policy'])
      const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? ''
      expect(policy.replace(nonce, 'N')).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-N'; img-src 'self' data: blob:; " +
          "font-src 'self' data:; connect-src 'self' http://127.0.0.1:9; worker-src 'self'; object-src 'none'; " +
          "base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      )
      expect(answer.headers).toMatchObject({
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      })
      return nonce
    })
    expect(nonces.every((nonce) => Buffer.from(nonce, 'base64').length === 16)).toBe(true)
    expect(new Set(nonces).size).toBe(nonces.length)
  })
})
