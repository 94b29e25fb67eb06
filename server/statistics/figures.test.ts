import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadSession, type Session } from '../http/session'
import { login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed } from '../test/seed'
import { dashboard, series } from './figures'

/**
 * The dashboard and series on the seeded data (dated January 2026, so "now" is fixed there): the operator sees
 * the network, a platform only what its collectibles and accounts did.
 */
let server: TestServer
const sessions = {} as Record<'operator' | 'alpha' | 'beta', Session>
const now = new Date(Date.UTC(2026, 0, 21, 12, 0, 0))

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  const db = server.app.context.db
  const sessionOf = async (party: { user_name: string; password: string }) => {
    const session = await loadSession(db, await login(server, party.user_name, party.password))
    if (!session) throw new Error(`no session for ${party.user_name}`)
    return session
  }
  sessions.operator = await sessionOf(parties.operator)
  sessions.alpha = await sessionOf(parties.platformAlpha)
  sessions.beta = await sessionOf(parties.platformBeta)
})
afterAll(() => server.close())

describe('statistics figures', () => {
  it('counts the month for the operator, and today only what happened today', async () => {
    const figures = await dashboard(server.app.context.db, sessions.operator, now)
    expect(figures.month).toEqual({ operations: '4', fees: '20', mints: '4' })
    // The two charges are on 21 January at 09:00; the mints earlier.
    expect(figures.today).toEqual({ operations: '0', fees: '20', mints: '0' })
    expect(figures.recent.map((row) => row.nft_id)).toEqual(['2002', '2001', '1002', '1001'])
    expect(figures.lowest_balances.map((row) => [row.account, row.balance])).toEqual([
      ['ddcplatformb', '3000'],
      ['ddcplatforma', '5000'],
    ])
  })

  it("shows a platform only its own collectibles' operations and its accounts' fees", async () => {
    const figures = await dashboard(server.app.context.db, sessions.beta, now)
    expect(figures.month).toEqual({ operations: '2', fees: '10', mints: '2' })
    expect(figures.recent.map((row) => row.nft_id)).toEqual(['2002', '2001'])
    expect(figures.lowest_balances).toEqual([])
  })

  it('fills every period of the range and breaks down by platform or function', async () => {
    const mints = await series(server.app.context.db, sessions.operator, now, 'mints', 'day')
    expect(mints.series).toHaveLength(30)
    expect(mints.series.at(-1)?.period).toBe('2026-01-21')
    expect(mints.series.filter((point) => point.value !== '0')).toEqual([
      { period: '2026-01-04', value: '1' },
      { period: '2026-01-05', value: '1' },
      { period: '2026-01-06', value: '1' },
      { period: '2026-01-07', value: '1' },
    ])
    expect(mints.breakdown).toEqual([
      { key: 'ddcplatforma', value: '2' },
      { key: 'ddcplatformb', value: '2' },
    ])
    const weekly = await series(server.app.context.db, sessions.alpha, now, 'points-consumed', 'week')
    // Weeks start on Monday: 19 January 2026 is one.
    expect(weekly.series.at(-1)).toEqual({ period: '2026-01-19', value: '10' })
    expect(weekly.breakdown).toEqual([{ key: 'mint', value: '10' }])
    const active = await series(server.app.context.db, sessions.operator, now, 'active-accounts', 'month')
    expect(active.series.at(-1)).toEqual({ period: '2026-01-01', value: '2' })
  })
})
