import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
import { loginNameHash } from '../auth/login-failures'
import { call, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'
import { standClockInOneMinuteWindow } from '../test/rate-limit-clock'

/**
 * Failed logins cost the attacker, never the owner (real limits: scale 1). Past the free attempts every
 * attempt needs a solved captcha; one without is refused and not counted; the owner's right password with a
 * solved captcha always logs in. Per-IP limits still hold.
 */
let server: TestServer

beforeAll(async () => {
  standClockInOneMinuteWindow()
  server = await startTestServer({ rateLimitScale: 1 })
  await seed(server.app.context.db)
})
afterAll(async () => {
  await server.close()
  vi.useRealTimers()
})

let nextAddress = 0
/** Each attempt from an address of its own, as a botnet would: per-IP limits are not what is tested here. */
async function attempt(
  payload: object,
  remoteAddress = `10.20.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`,
) {
  const response = await server.app.fastify.inject({
    method: 'POST',
    url: '/api/v1/system/login',
    remoteAddress,
    payload: await sealed(server, payload),
  })
  return {
    status: response.statusCode,
    body: response.json() as { error_code: number; data: unknown; message: string },
  }
}

async function solvedCaptcha(): Promise<{ captcha_id: string; captcha_code: string }> {
  const answer = await call<{ captcha_id: string }>(server, 'GET', '/api/v1/system/getCode')
  const captcha_id = answer.body.data.captcha_id
  return { captcha_id, captcha_code: server.captchas.get(captcha_id) as string }
}

describe('an attacker cannot lock an account out', () => {
  it('lets the owner in with the right password and a solved captcha after 40 wrong attempts', async () => {
    const { user_name: account, password } = parties.platformBeta
    const answers = []
    for (let index = 0; index < 40; index += 1) answers.push(await attempt({ account, password: `Wrong#${index}` }))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.slice(0, FAILED_LOGINS_BEFORE_CAPTCHA).map((answer) => answer.body.data)).toEqual([[], [], []])
    expect(new Set(answers.slice(FAILED_LOGINS_BEFORE_CAPTCHA).map((answer) => answer.body.error_code))).toEqual(
      new Set([1001]),
    )
    // Even with the password, no captcha: refused before the password is read.
    expect((await attempt({ account, password })).body).toMatchObject({ error_code: 1001, data: null })
    const owner = await attempt({ account, password, ...(await solvedCaptcha()) })
    expect(owner.body).toMatchObject({ error_code: 0, data: { user: { user_name: account } } })
  })

  it('does not count an attempt without a captcha, and counts one with a solved captcha and a wrong password', async () => {
    const { user_name: account, password } = parties.userBeta
    for (let index = 0; index < FAILED_LOGINS_BEFORE_CAPTCHA; index += 1)
      expect((await attempt({ account, password: 'Wrong#2026' })).body.data).toEqual([])
    for (let index = 0; index < 20; index += 1)
      expect((await attempt({ account, password: 'Wrong#2026' })).body.error_code).toBe(1001)
    const counted = await server.app.context.db
      .selectFrom('login_failures')
      .select('failures')
      .where('name_hash', '=', loginNameHash(account))
      .executeTakeFirstOrThrow()
    expect(counted.failures).toBe(FAILED_LOGINS_BEFORE_CAPTCHA)
    // A wrong captcha is refused like none.
    const wrongCaptcha = await attempt({
      account,
      password,
      captcha_id: (await solvedCaptcha()).captcha_id,
      captcha_code: '0000',
    })
    expect(wrongCaptcha.body.error_code).toBe(1001)
    const withCaptcha = await attempt({ account, password: 'Wrong#2026', ...(await solvedCaptcha()) })
    expect(withCaptcha.body).toMatchObject({ error_code: 0, data: [] })
    expect((await attempt({ account, password, ...(await solvedCaptcha()) })).body.data).toMatchObject({
      user: { user_name: account },
    })
    // The right password clears the count: the next wrong one is a free attempt again.
    expect((await attempt({ account, password: 'Wrong#2026' })).body.data).toEqual([])
  })

  it('still limits logins per IP', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 31; index += 1)
      statuses.push((await attempt({ account: 'ip_probe', password: 'Wrong#2026' }, '10.30.0.1')).status)
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})

describe('a wrong password, an unknown name and a name past its free attempts answer alike', () => {
  it('gives the same answer at every step, for a registered name and for one nobody has', async () => {
    const steps = async (account: string) => {
      const answers = []
      for (let index = 0; index < FAILED_LOGINS_BEFORE_CAPTCHA + 2; index += 1)
        answers.push((await attempt({ account, password: 'Wrong#2026' })).body)
      answers.push((await attempt({ account, password: 'Wrong#2026', ...(await solvedCaptcha()) })).body)
      answers.push(
        (await attempt({ account, password: 'Wrong#2026', captcha_id: 'x'.repeat(24), captcha_code: 'ABCD' })).body,
      )
      return answers
    }
    const registered = await steps(parties.userAlpha.user_name)
    const unknown = await steps('nobody_registered')
    expect(unknown).toEqual(registered)
    expect(registered.map((answer) => answer.error_code)).toEqual([0, 0, 0, 1001, 1001, 0, 1001])
  })
})
