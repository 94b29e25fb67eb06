import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/**
 * An audit row shows when the console began the attempt (issue 20 item 9: a refused mint's row showed when
 * its report arrived). The time is the console's word, so the server keeps it within five minutes before the
 * report: a console cannot date a row after it reported it, nor bury it among older rows.
 */
let server: TestServer
let operator: string
let platform: string

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
})
afterAll(() => server.close())

type Log = { list: { detail: string; create_time: string }[] }

const apiTime = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')
const seconds = (time: string) => Date.parse(`${time.replace(' ', 'T')}Z`) / 1000

/** A refused mint reported with `attemptedAt`: the time its row shows, and the seconds around the report. */
async function refusedMint(attemptedAt: string, code: string) {
  const before = Math.floor(Date.now() / 1000)
  const reported = await call(server, 'POST', '/api/v1/permission/auditRecord', {
    token: platform,
    body: { operation: 'mint', account: parties.platformAlpha.account, error_code: code, attempted_at: attemptedAt },
  })
  expect(reported.body.error_code).toBe(0)
  const after = Date.now() / 1000
  const log = await call<Log>(server, 'GET', '/api/v1/permission/auditLog', {
    token: operator,
    query: { operation: 'mint', result: 'failed' },
  })
  const row = log.body.data.list.find((entry) => entry.detail === code)
  if (!row) throw new Error(`no row for ${code}`)
  return { shown: seconds(row.create_time), before, after }
}

describe('the time of a reported operation', () => {
  it('is when the console began the attempt (here 40 s before a slow refusal was reported)', async () => {
    const began = apiTime(Date.now() - 40_000)
    expect((await refusedMint(began, 'textTooLong')).shown).toBe(seconds(began))
  })

  it('is never after the report arrived (a console clock an hour ahead)', async () => {
    const ahead = await refusedMint(apiTime(Date.now() + 3_600_000), 'timeout')
    expect(ahead.shown).toBeGreaterThanOrEqual(ahead.before)
    expect(ahead.shown).toBeLessThanOrEqual(ahead.after)
  })

  it('is never more than five minutes before the report (a time an hour back)', async () => {
    const behind = await refusedMint(apiTime(Date.now() - 3_600_000), 'network')
    expect(behind.shown).toBeGreaterThanOrEqual(behind.before - 300)
    expect(behind.shown).toBeLessThanOrEqual(behind.after - 299)
  })

  it('refuses a time that is not one, and stores nothing', async () => {
    const refused = await call(server, 'POST', '/api/v1/permission/auditRecord', {
      token: platform,
      body: {
        operation: 'mint',
        account: parties.platformAlpha.account,
        error_code: 'invalidArgument',
        attempted_at: 'yesterday',
      },
    })
    expect(refused.status).toBe(400)
    const log = await call<Log>(server, 'GET', '/api/v1/permission/auditLog', {
      token: operator,
      query: { operation: 'mint', result: 'failed' },
    })
    expect(log.body.data.list.some((entry) => entry.detail === 'invalidArgument')).toBe(false)
  })
})
