import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { APPROVERS, FeeBoard, MSIG } from './msig-fixture.ts'
import { chainErrorOf, removeDataDir, rpcFor, startTestDevnet } from './test-support.ts'

let devnet: RunningDevnet & { dataDir: string }
let board: FeeBoard

beforeAll(async () => {
  devnet = await startTestDevnet()
  board = await FeeBoard.create(() => devnet)
}, 60_000)

afterAll(async () => {
  await devnet.stop()
  removeDataDir(devnet.dataDir)
})

const proposeFee = (fee: number, options?: { expiresInSeconds?: number; requested?: string[] }) =>
  board.proposeFee(fee, options)
const msigAction = (signer: string, name: string, data: Record<string, unknown>) => board.msigAction(signer, name, data)
const approve = (approver: (typeof APPROVERS)[number], proposalName: string) => board.approve(approver, proposalName)
const exec = (proposalName: string, executer?: string) => board.exec(proposalName, executer)

async function msigRows(table: 'proposal' | 'approvals2', scope = 'approver1') {
  const result = await rpcFor(devnet).get_table_rows({ code: MSIG, scope, table, limit: 100 })
  return result.rows as Record<string, unknown>[]
}

async function mintFee(): Promise<number | undefined> {
  const result = await rpcFor(devnet).get_table_rows({
    code: devnet.contractAccount,
    scope: devnet.contractAccount,
    table: 'feerules',
    lower_bound: '1',
    upper_bound: '1',
  })
  const rule = result.rows[0] as { func_fee: { key: string; fee: number | string }[] } | undefined
  const entry = rule?.func_fee.find((fee) => fee.key === 'mint')
  return entry ? Number(entry.fee) : undefined
}

/** Waits (polling the chain, not a fixed sleep) until the head block is past `ms`. */
async function untilHeadPast(ms: number): Promise<void> {
  for (;;) {
    const info = await rpcFor(devnet).get_info()
    if (Date.parse(`${info.head_block_time}Z`) > ms) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('eosio.msig on the devnet', () => {
  it('publishes its ABI with the proposal, approvals2 and invals tables', async () => {
    const { abi } = await rpcFor(devnet).get_abi(MSIG)
    expect(abi?.tables.map((table) => table.name)).toEqual(['proposal', 'approvals2', 'invals'])
    expect(abi?.actions.map((action) => action.name)).toEqual([
      'propose',
      'approve',
      'unapprove',
      'cancel',
      'exec',
      'invalidate',
    ])
  })

  it('executes a 2-of-3 fee change once two approvals are provided, then erases the proposal', async () => {
    const proposalName = await proposeFee(77)
    const [approvals] = await msigRows('approvals2')
    expect(approvals).toMatchObject({
      proposal_name: proposalName,
      provided_approvals: [],
      requested_approvals: APPROVERS.map((actor) => ({ level: { actor, permission: 'active' } })),
    })
    expect((await msigRows('proposal')).map((row) => row.proposal_name)).toContain(proposalName)

    await approve('approver1', proposalName)
    expect(await chainErrorOf(exec(proposalName))).toMatchObject({
      code: 3050003,
      message: 'assertion failure with message: transaction authorization failed',
    })
    await approve('approver2', proposalName)
    const result = (await exec(proposalName)) as {
      processed: { action_traces: { act: { account: string; name: string }; creator_action_ordinal: number }[] }
    }
    expect(result.processed.action_traces.map((trace) => `${trace.act.account}::${trace.act.name}`)).toEqual([
      'eosio.msig::exec',
      `${devnet.contractAccount}::setfee`,
    ])
    expect(result.processed.action_traces[1]?.creator_action_ordinal).toBe(1)
    expect(await mintFee()).toBe(77)
    expect(await msigRows('proposal')).toEqual([])
    expect(await msigRows('approvals2')).toEqual([])
  })

  it('refuses a proposal its requested approvers could never satisfy', async () => {
    const error = await chainErrorOf(proposeFee(5, { requested: ['approver1'] }))
    expect(error.message).toBe('assertion failure with message: transaction authorization failed')
  })

  it('approves only requested levels signed by their owner; unapprove takes an approval back', async () => {
    const proposalName = await proposeFee(12)
    const level = { actor: 'outsider', permission: 'active' }
    expect(
      (
        await chainErrorOf(
          msigAction('outsider', 'approve', { proposer: 'approver1', proposal_name: proposalName, level }),
        )
      ).message,
    ).toBe('assertion failure with message: approval is not on the list of requested approvals')
    // outsider signs for approver2's level: the action does not carry approver2's authority.
    expect(
      (
        await chainErrorOf(
          msigAction('outsider', 'approve', {
            proposer: 'approver1',
            proposal_name: proposalName,
            level: { actor: 'approver2', permission: 'active' },
          }),
        )
      ).name,
    ).toBe('missing_auth_exception')

    await approve('approver1', proposalName)
    await approve('approver2', proposalName)
    await msigAction('approver2', 'unapprove', {
      proposer: 'approver1',
      proposal_name: proposalName,
      level: { actor: 'approver2', permission: 'active' },
    })
    const row = (await msigRows('approvals2')).find((entry) => entry.proposal_name === proposalName)
    expect(row?.provided_approvals).toMatchObject([{ level: { actor: 'approver1' } }])
    expect((await chainErrorOf(exec(proposalName))).message).toBe(
      'assertion failure with message: transaction authorization failed',
    )
    await msigAction('approver1', 'cancel', {
      proposer: 'approver1',
      proposal_name: proposalName,
      canceler: 'approver1',
    })
  })

  it('does not count the approval of an approver who invalidated itself afterwards', async () => {
    const proposalName = await proposeFee(33)
    await approve('approver1', proposalName)
    await approve('approver2', proposalName)
    await msigAction('approver2', 'invalidate', { account: 'approver2' })
    const invals = await rpcFor(devnet).get_table_rows({ code: MSIG, scope: MSIG, table: 'invals' })
    expect(invals.rows).toMatchObject([{ account: 'approver2' }])
    expect((await chainErrorOf(exec(proposalName))).message).toBe(
      'assertion failure with message: transaction authorization failed',
    )
    expect(await mintFee()).toBe(77)
    // A fresh approval after the invalidation counts again (a later block, so a later time).
    await msigAction('approver2', 'unapprove', {
      proposer: 'approver1',
      proposal_name: proposalName,
      level: { actor: 'approver2', permission: 'active' },
    })
    const invalidatedAt = Date.parse(
      `${(invals.rows[0] as { last_invalidation_time: string }).last_invalidation_time}Z`,
    )
    await untilHeadPast(invalidatedAt)
    await approve('approver2', proposalName)
    await exec(proposalName)
    expect(await mintFee()).toBe(33)
  })

  it('lets only the proposer cancel before expiry', async () => {
    const proposalName = await proposeFee(40)
    expect(
      (
        await chainErrorOf(
          msigAction('approver2', 'cancel', {
            proposer: 'approver1',
            proposal_name: proposalName,
            canceler: 'approver2',
          }),
        )
      ).message,
    ).toBe('assertion failure with message: cannot cancel until expiration')
    await msigAction('approver1', 'cancel', {
      proposer: 'approver1',
      proposal_name: proposalName,
      canceler: 'approver1',
    })
    expect((await msigRows('proposal')).map((row) => row.proposal_name)).not.toContain(proposalName)
    expect((await chainErrorOf(approve('approver2', proposalName))).message).toBe(
      'assertion failure with message: proposal not found',
    )
  })

  it('refuses to execute an expired proposal, which anyone may then cancel', async () => {
    const proposalName = await proposeFee(99, { expiresInSeconds: 2 })
    await approve('approver1', proposalName)
    await approve('approver2', proposalName)
    const [proposal] = await msigRows('proposal')
    expect(proposal?.proposal_name).toBe(proposalName)
    const info = await rpcFor(devnet).get_info()
    await untilHeadPast(Date.parse(`${info.head_block_time}Z`) + 2000)
    expect((await chainErrorOf(exec(proposalName))).message).toBe('assertion failure with message: transaction expired')
    expect(await mintFee()).toBe(33)
    await msigAction('approver3', 'cancel', {
      proposer: 'approver1',
      proposal_name: proposalName,
      canceler: 'approver3',
    })
    expect(await msigRows('proposal')).toEqual([])
  }, 30_000)

  it('keeps open proposals across a restart', async () => {
    const proposalName = await proposeFee(50)
    await approve('approver3', proposalName)
    await devnet.stop()
    devnet = await startTestDevnet({ dataDir: devnet.dataDir })
    const row = (await msigRows('approvals2')).find((entry) => entry.proposal_name === proposalName)
    expect(row?.provided_approvals).toMatchObject([{ level: { actor: 'approver3' } }])
    await approve('approver2', proposalName)
    await exec(proposalName)
    expect(await mintFee()).toBe(50)
  }, 60_000)
})
