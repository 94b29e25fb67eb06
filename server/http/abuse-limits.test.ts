import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'
import { standClockInOneMinuteWindow } from '../test/rate-limit-clock'

/** Real limits (scale 1): per IP on the route, shared through the database (login failures: security/login-lockout). */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({ rateLimitScale: 1 })
  await seed(server.app.context.db)
})
afterAll(() => server.close())

describe('abuse limits', () => {
  it('limits captchas per IP', async () => {
    standClockInOneMinuteWindow()
    const statuses: number[] = []
    try {
      for (let attempt = 0; attempt < 32; attempt += 1)
        statuses.push((await call(server, 'GET', '/api/v1/system/getCode')).status)
    } finally {
      vi.useRealTimers()
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses.slice(30)).toEqual([429, 429])
  })

  it('limits visitor searches per IP, refused input included, and keeps the captcha of a refused search', async () => {
    const { createCaptcha } = await import('../auth/captcha')
    const search = async (remoteAddress: string, query: Record<string, string>) =>
      server.app.fastify.inject({ method: 'GET', url: '/api/v1/nft/getNftByNftIdOrOwner', remoteAddress, query })
    const solved = async () => {
      const captcha = await createCaptcha(server.app.context)
      return { chain_info_id: '1', parameter: '1001', captcha_id: captcha.captcha_id, code: captcha.code }
    }
    const statuses: number[] = []
    for (let attempt = 0; attempt < 59; attempt += 1)
      statuses.push((await search('10.9.0.1', { chain_info_id: '1' })).statusCode)
    expect(new Set(statuses)).toEqual(new Set([400]))
    const sixtieth = await search('10.9.0.1', await solved())
    expect(sixtieth.json()).toMatchObject({ error_code: 0, data: { total: 1 } })
    const overLimit = await solved()
    expect((await search('10.9.0.1', overLimit)).statusCode).toBe(429)
    expect((await search('10.9.0.1', { chain_info_id: '1' })).statusCode).toBe(429)
    const elsewhere = await search('10.9.0.2', overLimit)
    expect(elsewhere.json()).toMatchObject({ error_code: 0, data: { total: 1 } })
  })
})

describe('logs', () => {
  it('never write tokens, passwords or ciphertexts', async () => {
    const lines: string[] = []
    // From the migrated template, as every server test: migrating a fresh database here took this test past its
    // 60 s at load 30.
    const logged = await startTestServer({
      env: { LOG_LEVEL: 'trace' },
      logStream: new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString())
          done()
        },
      }),
    })
    try {
      await seed(logged.app.context.db)
      const token = await login(logged, parties.operator.user_name, parties.operator.password)
      await logged.app.fastify.inject({
        method: 'GET',
        url: `/api/v1/permission/auth_check_token?token=${token}`,
        headers: { authorization: token },
      })
      await logged.app.fastify.inject({
        method: 'POST',
        url: '/api/v1/system/login',
        payload: { data: 'p1.secret-ciphertext-here-xx' },
      })
      const text = lines.join('')
      expect(text).toContain('incoming request')
      expect(text).not.toContain(token)
      expect(text).not.toContain(parties.operator.password)
      expect(text).not.toContain('secret-ciphertext')
    } finally {
      await logged.close()
    }
  })
})
