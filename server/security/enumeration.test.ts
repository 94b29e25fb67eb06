import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SmsMessage, SmsSender } from '../auth/sms-sender'
import { call, sealed, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/**
 * Whether a name (or a name and phone) is registered must show neither in an answer nor in its time. Times
 * are compared by the median gap over rounds that run the cases side by side; the bound is generous for a
 * loaded machine and far below the gap a leak makes (the SMS sender here takes 400 ms, as a slow provider
 * would).
 */
const SMS_DELAY_MS = 400
const ROUNDS = 11
const TIME_BOUND_MS = 60

const sent: SmsMessage[] = []
const slowSender: SmsSender = {
  async send(message) {
    await new Promise((resolve) => setTimeout(resolve, SMS_DELAY_MS))
    sent.push(message)
  },
}

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ sms: slowSender })
  await seed(server.app.context.db)
})
afterAll(() => server.close())

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] as number
}

async function timed<T>(run: () => Promise<T>): Promise<{ body: T; ms: number }> {
  const started = performance.now()
  const body = await run()
  return { body, ms: performance.now() - started }
}

/**
 * Runs the cases side by side, once per round, so each round's cases meet the same load on a busy machine;
 * answers every body and, per case, the median of its time minus the first case's in the same round.
 */
async function measure<Case extends string>(
  cases: Record<Case, () => Promise<unknown>>,
): Promise<{ bodies: unknown[]; gaps: Record<Case, number>; typicalMs: number }> {
  const names = Object.keys(cases) as Case[]
  const bodies: unknown[] = []
  const gaps = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Case, number[]>
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round += 1) {
    // Every other round starts them in the reverse order: the one that reaches the database first gains nothing.
    const order = round % 2 === 0 ? names : [...names].reverse()
    const started = new Map(order.map((name) => [name, timed(cases[name])]))
    const results = await Promise.all(names.map((name) => started.get(name) as ReturnType<typeof timed>))
    for (const [index, name] of names.entries()) {
      bodies.push(results[index]?.body)
      gaps[name].push((results[index]?.ms ?? 0) - (results[0]?.ms ?? 0))
      times.push(results[index]?.ms ?? 0)
    }
  }
  return {
    bodies,
    gaps: Object.fromEntries(names.map((name) => [name, median(gaps[name])])) as Record<Case, number>,
    typicalMs: median(times),
  }
}

function expectAlike(
  measured: { bodies: unknown[]; gaps: Record<string, number>; typicalMs: number },
  bound: number,
): void {
  const texts = new Set(measured.bodies.map((body) => JSON.stringify(body)))
  expect(texts.size, [...texts].join(' | ')).toBe(1)
  for (const [name, gap] of Object.entries(measured.gaps))
    expect(
      Math.abs(gap),
      `${name}: median gap ${Math.round(gap)} ms (typical ${Math.round(measured.typicalMs)} ms)`,
    ).toBeLessThan(bound)
}

describe('reset codes', () => {
  it('answers a matching name and phone, a wrong phone and an unknown name alike, in the same time; the SMS goes after', async () => {
    const user = await server.app.context.db
      .selectFrom('users')
      .select(['user_name', 'phone'])
      .where('user_name', '=', parties.userAlpha.user_name)
      .executeTakeFirstOrThrow()
    const ask = async (name: string, phone: string) =>
      (
        await call(server, 'POST', '/api/v1/system/sendResetCode', {
          body: await sealed(server, { name, phone }),
        })
      ).body
    const measured = await measure({
      match: () => ask(user.user_name, user.phone),
      wrongPhone: () => ask(user.user_name, '13911112222'),
      unknownName: () => ask('nobody_registered', user.phone),
    })
    expectAlike(measured, TIME_BOUND_MS)
    expect(measured.bodies[0]).toMatchObject({ error_code: 0, data: 1 })
    // Sent all the same, after the answers: one message per matching request, to the phone on record.
    await server.app.context.afterAnswer.settle()
    expect(sent).toHaveLength(ROUNDS)
    expect(new Set(sent.map((message) => message.phone))).toEqual(new Set([user.phone]))
  })
})

describe('logins', () => {
  it('answers a wrong password and an unknown name alike, in the same time', async () => {
    const { password_hash } = await server.app.context.db
      .selectFrom('users')
      .select('password_hash')
      .where('user_name', '=', parties.userBeta.user_name)
      .executeTakeFirstOrThrow()
    // Fresh names each round: every attempt is a free one (before the captcha), where a password is checked.
    const names = Array.from({ length: ROUNDS }, (_, index) => `timing_user_${index}`)
    await server.app.context.db
      .insertInto('users')
      .values(
        names.map((user_name, index) => ({
          user_name,
          phone: `137000000${String(index).padStart(2, '0')}`,
          password_hash,
        })),
      )
      .execute()
    let round = 0
    let unknownRound = 0
    const attempt = async (account: string) =>
      (
        await call(server, 'POST', '/api/v1/system/login', {
          body: await sealed(server, { account, password: 'Wrong#2026' }),
        })
      ).body
    const measured = await measure({
      wrongPassword: () => attempt(names[round++] as string),
      unknownName: () => attempt(`timing_nobody_${unknownRound++}`),
    })
    // A password check (scrypt) takes 60-100 ms on a quiet machine and ten times that on a loaded one, and its
    // jitter grows with it (a 221 ms median gap at 602 ms per attempt, load 13-20): the bound is half a typical
    // attempt, at least TIME_BOUND_MS. Skipping the check for unknown names would make a gap of a whole attempt.
    expectAlike(measured, Math.max(TIME_BOUND_MS, measured.typicalMs / 2))
    expect(measured.bodies[0]).toMatchObject({ error_code: 0, data: [] })
  })
})
