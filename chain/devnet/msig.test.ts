import { PrivateKey } from '@greymass/eosio'
import { type Api } from 'eosjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { apiFor, chainErrorOf, devAccount, removeDataDir, rpcFor, startTestDevnet } from './test-support.ts'

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
const MSIG = 'eosio.msig'
const BOARD = 'feeboard'
const APPROVERS = ['approver1', 'approver2', 'approver3'] as const
type Approver = (typeof APPROVERS)[number]

let devnet: RunningDevnet & { dataDir: string }
const keys = new Map<string, PrivateKey>()
let proposalCounter = 0

interface AuthorityJson {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: { actor: string; permission: string }; weight: number }[]
  waits: never[]
}

function keyAuthority(key: PrivateKey): AuthorityJson {
  return { threshold: 1, keys: [{ key: key.toPublic().toLegacyString(), weight: 1 }], accounts: [], waits: [] }
}

function apiOf(account: string): Api {
  const key = keys.get(account)
  if (!key) throw new Error(`no key for ${account}`)
  return apiFor(devnet, [key.toWif()])
}

const active = (actor: string) => [{ actor, permission: 'active' }]

/**
 * The 2-of-3 account: `feeboard@active` is satisfied by any two of approver1..3@active; it is registered
 * as an operator so it may change fees.
 */
beforeAll(async () => {
  devnet = await startTestDevnet()
  const system = apiFor(devnet, [devAccount(devnet, 'eosio').private_key])
  for (const account of [...APPROVERS, BOARD, 'outsider']) keys.set(account, PrivateKey.generate('K1'))
  const newAccount = (name: string, activeAuthority: AuthorityJson) => ({
    account: 'eosio',
    name: 'newaccount',
    authorization: active('eosio'),
    data: { creator: 'eosio', name, owner: keyAuthority(keys.get(name) as PrivateKey), active: activeAuthority },
  })
  await system.transact(
    {
      actions: [
        ...[...APPROVERS, 'outsider'].map((name) => newAccount(name, keyAuthority(keys.get(name) as PrivateKey))),
        newAccount(BOARD, {
          threshold: 2,
          keys: [],
          accounts: APPROVERS.map((actor) => ({ permission: { actor, permission: 'active' }, weight: 1 })),
          waits: [],
        }),
      ],
    },
    TAPOS,
  )
  const contract = devnet.contractAccount
  await apiFor(devnet, [devAccount(devnet, contract).private_key]).transact(
    {
      actions: [
        {
          account: contract,
          name: 'operatoradd',
          authorization: active(contract),
          data: { sender: contract, account: BOARD, account_name: 'fee board', account_did: '', leader_did: '' },
        },
      ],
    },
    TAPOS,
  )
}, 60_000)

afterAll(async () => {
  await devnet.stop()
  removeDataDir(devnet.dataDir)
})

/** Proposes, as approver1, that feeboard sets the fee of `mint` (business type 1); returns the proposal name. */
async function proposeFee(fee: number, options: { expiresInSeconds?: number; requested?: string[] } = {}) {
  proposalCounter += 1
  const proposalName = `fee${'abcdefghijklmnopqrstuvwxyz'[proposalCounter] ?? 'z'}`
  const api = apiOf('approver1')
  const actions = await api.serializeActions([
    {
      account: devnet.contractAccount,
      name: 'setfee',
      authorization: active(BOARD),
      data: { sender: BOARD, business_type: 1, func_name: 'mint', value: fee },
    },
  ])
  const info = await rpcFor(devnet).get_info()
  const headMs = Date.parse(`${info.head_block_time}Z`)
  const expiration = new Date(headMs + (options.expiresInSeconds ?? 24 * 3600) * 1000).toISOString().slice(0, 19)
  await api.transact(
    {
      actions: [
        {
          account: MSIG,
          name: 'propose',
          authorization: active('approver1'),
          data: {
            proposer: 'approver1',
            proposal_name: proposalName,
            requested: (options.requested ?? APPROVERS).map((actor) => ({ actor, permission: 'active' })),
            trx: {
              expiration,
              ref_block_num: 0,
              ref_block_prefix: 0,
              max_net_usage_words: 0,
              max_cpu_usage_ms: 0,
              delay_sec: 0,
              context_free_actions: [],
              actions: actions.map((action) => ({ ...action, data: action.data })),
              transaction_extensions: [],
            },
          },
        },
      ],
    },
    TAPOS,
  )
  return proposalName
}

function msigAction(signer: string, name: string, data: Record<string, unknown>) {
  return apiOf(signer).transact({ actions: [{ account: MSIG, name, authorization: active(signer), data }] }, TAPOS)
}

const approve = (approver: Approver, proposalName: string) =>
  msigAction(approver, 'approve', {
    proposer: 'approver1',
    proposal_name: proposalName,
    level: { actor: approver, permission: 'active' },
  })

const exec = (proposalName: string, executer = 'approver3') =>
  msigAction(executer, 'exec', { proposer: 'approver1', proposal_name: proposalName, executer })

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
