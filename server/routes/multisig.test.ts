import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MsigApplier } from '../indexer/apply-msig'
import { call, login, startTestServer, type TestServer } from '../test/harness'
import { parties, seed, txHash } from '../test/seed'

/** The proposals endpoint answers what the indexer kept: open and past proposals with their history. */

let server: TestServer
let operator: string
let platform: string

const level = (actor: string) => ({ actor, permission: 'active' })
const setfee = { account: 'ddccontract', name: 'setfee', authorization: [level('feeboard')], data: '00' }

beforeAll(async () => {
  server = await startTestServer()
  await seed(server.app.context.db)
  operator = await login(server, parties.operator.user_name, parties.operator.password)
  platform = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
  // The indexer's own code writes the rows, as it would from the chain's msig actions.
  await server.app.context.db.transaction().execute(async (trx) => {
    const msig = new MsigApplier(trx)
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute))
    const act = (name: string, params: Record<string, unknown>, minute: number) =>
      msig.apply(
        { account: 'eosio.msig', name, receiver: 'eosio.msig', authorization: [], params, returnValue: null },
        txHash(`${name} ${minute}`),
        at(minute),
      )
    const trx1 = { expiration: '2026-11-24T10:00:00', actions: [setfee] }
    await act(
      'propose',
      { proposer: 'approver1', proposal_name: 'feea', requested: [level('approver1'), level('approver2')], trx: trx1 },
      0,
    )
    await act('approve', { proposer: 'approver1', proposal_name: 'feea', level: level('approver1') }, 1)
    await act('approve', { proposer: 'approver1', proposal_name: 'feea', level: level('approver2') }, 2)
    await act('exec', { proposer: 'approver1', proposal_name: 'feea', executer: 'approver2' }, 3)
    // The same name proposed again after exec is a new proposal.
    await act(
      'propose',
      { proposer: 'approver1', proposal_name: 'feea', requested: [level('approver2')], trx: trx1 },
      4,
    )
    // Invalidations: one before approving (harmless), one after (voids), one after exec and one by a
    // stranger (neither bears on the proposal).
    const voter = { proposer: 'voterone', proposal_name: 'inval' }
    await act('propose', { ...voter, requested: ['approver4', 'approver5', 'approver3'].map(level), trx: trx1 }, 10)
    await act('invalidate', { account: 'approver5' }, 11)
    await act('invalidate', { account: 'stranger1' }, 11)
    await act('approve', { ...voter, level: level('approver4') }, 12)
    await act('approve', { ...voter, level: level('approver5') }, 13)
    await act('invalidate', { account: 'approver4' }, 14)
    await act('approve', { ...voter, level: level('approver3') }, 15)
    await act('exec', { ...voter, executer: 'approver3' }, 16)
    await act('invalidate', { account: 'approver5' }, 17)
  })
})
afterAll(() => server.close())

describe('multisig proposals endpoint', () => {
  it('lists the executed proposal with its approvals and history, and the open one of the same name', async () => {
    const answer = await call<{ total: number; list: Record<string, unknown>[] }>(
      server,
      'GET',
      '/api/v1/permission/multisigProposals',
      { token: operator, query: { proposer: 'approver1' } },
    )
    expect(answer.body.data.total).toBe(2)
    expect(answer.body.data.list).toMatchObject([
      {
        proposal_name: 'feea',
        status: 'open',
        requested: [level('approver2')],
        provided: [],
        history: [{ kind: 'proposed' }],
      },
      {
        proposal_name: 'feea',
        status: 'executed',
        closed_by: 'approver2',
        closed_time: '2026-11-23 10:03:00',
        expiration: '2026-11-24 10:00:00',
        requested: [],
        provided: [
          { level: level('approver1'), time: '2026-11-23 10:01:00', valid: true },
          { level: level('approver2'), time: '2026-11-23 10:02:00', valid: true },
        ],
        actions: [setfee],
        history: [
          { kind: 'proposed', actor: 'approver1' },
          { kind: 'approved', actor: 'approver1' },
          { kind: 'approved', actor: 'approver2' },
          { kind: 'executed', actor: 'approver2', tx_hash: txHash('exec 3') },
        ],
      },
    ])
    const executed = await call<{ list: unknown[] }>(server, 'GET', '/api/v1/permission/multisigProposals', {
      token: operator,
      query: { status: 'executed', proposer: 'approver1' },
    })
    expect(executed.body.data.list).toHaveLength(1)
  })

  it("keeps its approvers' invalidations in the history and counts only approvals given after them", async () => {
    const answer = await call<{ list: Record<string, unknown>[] }>(
      server,
      'GET',
      '/api/v1/permission/multisigProposals',
      { token: operator, query: { proposer: 'voterone' } },
    )
    expect(answer.body).toMatchObject({ error_code: 0 })
    expect(answer.body.data.list).toHaveLength(1)
    const [proposal] = answer.body.data.list
    expect(proposal?.provided).toEqual([
      { level: level('approver4'), time: '2026-11-23 10:12:00', valid: false },
      { level: level('approver5'), time: '2026-11-23 10:13:00', valid: true },
      { level: level('approver3'), time: '2026-11-23 10:15:00', valid: true },
    ])
    expect(proposal?.history).toEqual(
      [
        ['proposed', 'propose', 'voterone', 10],
        ['invalidated', 'invalidate', 'approver5', 11],
        ['approved', 'approve', 'approver4', 12],
        ['approved', 'approve', 'approver5', 13],
        ['invalidated', 'invalidate', 'approver4', 14],
        ['approved', 'approve', 'approver3', 15],
        ['executed', 'exec', 'approver3', 16],
      ].map(([kind, action, actor, minute]) => ({
        kind,
        actor,
        tx_hash: txHash(`${action} ${minute}`),
        create_time: `2026-11-23 10:${minute}:00`,
      })),
    )
  })

  it('refuses a platform party', async () => {
    const refused = await call(server, 'GET', '/api/v1/permission/multisigProposals', { token: platform })
    expect(refused.body).toMatchObject({ error_code: 403 })
  })
})
