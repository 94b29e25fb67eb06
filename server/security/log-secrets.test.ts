import { Writable } from 'node:stream'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { call, login, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, PUBLIC_KEY, seed, VAULT_CIPHERTEXT } from '../test/seed'

/**
 * Issue 21 item 2: a whole run of the server's secret-bearing paths, logged at `debug`, and every captured
 * line searched for each secret that crossed it: passwords (right, wrong, new), session tokens, the sealed
 * payloads, key and passphrase-check ciphertexts, reset and captcha codes, the metrics token. The audit rows
 * of the run keep the request id their log lines carry.
 */
const METRICS_TOKEN = 'metrics-token-0123456789abcdef0123'
const lines: string[] = []
const secrets = new Set<string>()
let server: TestServer

beforeAll(async () => {
  server = await startTestServer({
    rateLimitScale: 1,
    env: { LOG_LEVEL: 'debug', METRICS_TOKEN },
    logStream: new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
        done()
      },
    }),
  })
  await seed(server.app.context.db)
})
afterAll(() => server.close())

/** A sealed body, remembered as a secret along with the values inside it. */
async function sealedSecret(payload: Record<string, string>): Promise<{ data: string }> {
  for (const value of Object.values(payload)) if (value.length >= 6) secrets.add(value)
  const body = await sealed(server, payload)
  secrets.add(body.data)
  return body
}

async function loggedIn(user: string, password: string): Promise<string> {
  secrets.add(password)
  const token = await login(server, user, password)
  secrets.add(token)
  return token
}

it('logs no secret of logins, sessions, password changes and resets, key ciphertexts or metrics', async () => {
  for (const party of Object.values(parties)) await loggedIn(party.user_name, party.password)
  // Wrong passwords, up to the captcha, whose answer is a secret too.
  for (let attempt = 0; attempt < 6; attempt += 1)
    await call(server, 'POST', '/api/v1/system/login', {
      body: await sealedSecret({ account: parties.userBeta.user_name, password: `Wrong#${attempt}pass` }),
    })
  await call(server, 'GET', '/api/v1/system/getCode')
  for (const answer of server.captchas.values()) secrets.add(answer)
  expect(server.captchas.size).toBeGreaterThan(0)

  const holder = await loggedIn(parties.userAlpha.user_name, parties.userAlpha.password)
  secrets.add(VAULT_CIPHERTEXT)
  await call(server, 'POST', '/api/v1/permission/setPassword', {
    token: holder,
    body: { passphrase_check: VAULT_CIPHERTEXT, keys: [] },
  })
  await call(server, 'POST', '/api/v1/permission/changePassword', {
    token: holder,
    body: { passphrase_check: `${VAULT_CIPHERTEXT}new`, keys: [], ...(await sealedSecret({ password: 'x' })) },
  })
  await call(server, 'GET', '/api/v1/system/getInfo', { query: { token: holder } })

  await call(server, 'POST', '/api/v1/system/register', {
    body: await sealedSecret({
      name: 'logged_2026',
      password: 'Logged#2026pw',
      phone: '13955557777',
      code: DEVELOPMENT_REGISTER_CODE,
    }),
  })
  await call(server, 'POST', '/api/v1/system/sendResetCode', {
    body: await sealedSecret({ name: 'logged_2026', phone: '13955557777' }),
  })
  await server.app.context.afterAnswer.settle()
  const outbox = await server.app.context.db.selectFrom('sms_outbox').select('body').execute()
  const code = /(\d{6})/.exec(outbox[0]?.body ?? '')?.[1] ?? ''
  expect(code).toMatch(/^\d{6}$/)
  const reset = await call(server, 'POST', '/api/v1/system/resetPassword', {
    body: await sealedSecret({
      name: 'logged_2026',
      phone: '13955557777',
      sms_code: code,
      new_password: 'Reset#2026pw',
    }),
  })
  expect(reset.body.data).toBe(1)
  const newcomer = await loggedIn(parties.newcomer.user_name, parties.newcomer.password)
  await call(server, 'POST', '/api/v1/system/changePassword', {
    token: newcomer,
    body: await sealedSecret({ old_password: parties.newcomer.password, new_password: 'Changed#2026pw' }),
  })
  const scraped = await server.app.fastify.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  expect(scraped.statusCode).toBe(200)
  secrets.add(METRICS_TOKEN)

  // The run did log its requests, so an empty capture cannot pass.
  expect(lines.filter((line) => line.includes('"reqId"')).length).toBeGreaterThan(40)
  const leaks = [...secrets].filter((secret) => lines.some((line) => line.includes(secret)))
  expect(leaks).toEqual([])
})

it('an audit row keeps the id of the request that wrote it, which its log lines carry', async () => {
  const newcomer = await loggedIn(parties.newcomer.user_name, 'Changed#2026pw')
  const requestId = 'console-0123456789abcdef'
  const filed = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/system/applyAccount',
    headers: { authorization: newcomer, 'x-request-id': requestId },
    payload: {
      account: 'logged111111',
      public_key: PUBLIC_KEY,
      chain_info_id: '1',
      bussiness_name: '星河数藏',
      type: 1,
    },
  })
  expect(filed.json()).toMatchObject({ error_code: 0 })
  const operator = await loggedIn(parties.operator.user_name, parties.operator.password)
  const log = await call<{ list: { operation: string; request_id: string | null }[] }>(
    server,
    'GET',
    '/api/v1/permission/auditLog',
    { token: operator, query: { account: 'logged111111' } },
  )
  expect(log.body.data.list).toEqual([expect.objectContaining({ operation: 'apply_account', request_id: requestId })])
  const own = lines.filter((line) => line.includes(`"reqId":"${requestId}"`))
  expect(own.length).toBeGreaterThanOrEqual(2)
})
