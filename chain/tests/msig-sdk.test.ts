import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChainClient, managerActionBuilder, proposalExpiration, type ChainClient } from '@/lib/chain'
import { type RunningDevnet } from '../devnet/devnet.ts'
import { BOARD, FeeBoard } from '../devnet/msig-fixture.ts'
import { removeDataDir, startTestDevnet } from '../devnet/test-support.ts'

/** The console's chain SDK drives eosio.msig on the devnet: propose, approve, decode, execute, cancel. */

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

function as(account: string): ChainClient {
  return createChainClient({
    rpcUrl: devnet.url,
    contractAccount: devnet.contractAccount,
    signer: { account, privateKey: board.key(account).toWif() },
  })
}

describe('chain SDK: multisig proposals', () => {
  it('expires a proposal 24 h after creation unless a positive hour count is given', () => {
    const now = Date.UTC(2026, 10, 23, 12, 0, 0)
    expect(proposalExpiration(now)).toBe('2026-11-24T12:00:00')
    expect(proposalExpiration(now, 0)).toBe('2026-11-24T12:00:00')
    expect(proposalExpiration(now, -3)).toBe('2026-11-24T12:00:00')
    expect(proposalExpiration(now, 2)).toBe('2026-11-23T14:00:00')
  })

  it('proposes a fee change as the 2-of-3 board, decodes it, and executes it after two approvals', async () => {
    const setFee = managerActionBuilder(devnet.contractAccount, BOARD).setFee({
      business_type: 1,
      func_name: 'transfer',
      value: '8',
      permission: 'active',
    })
    const proposal = { proposer: 'approver1', proposalName: 'sdkfee' }
    await as('approver1').propose({
      proposalName: proposal.proposalName,
      requested: ['approver1', 'approver2', 'approver3'].map((actor) => ({ actor, permission: 'active' })),
      actions: [setFee],
    })
    const { rows } = (await as('approver1').rpc.get_table_rows({
      code: 'eosio.msig',
      scope: 'approver1',
      table: 'proposal',
    })) as { rows: { proposal_name: string; packed_transaction: string }[] }
    expect(rows.map((row) => row.proposal_name)).toEqual(['sdkfee'])

    const decoded = await as('approver2').decodeProposedActions([
      {
        account: devnet.contractAccount,
        name: 'setfee',
        authorization: [{ actor: BOARD, permission: 'active' }],
        data: '000000000000000001087472616e736665720800000000000000',
      },
    ])
    expect(decoded[0]).toMatchObject({ name: 'setfee', data: { business_type: 1, func_name: 'transfer' } })

    await as('approver1').approveProposal(proposal)
    await as('approver2').approveProposal(proposal)
    await as('approver2').unapproveProposal(proposal)
    await expect(as('approver3').execProposal(proposal)).rejects.toMatchObject({
      detail: expect.stringContaining('transaction authorization failed') as unknown,
    })
    await as('approver3').approveProposal(proposal)
    await as('approver2').execProposal(proposal)
    const fees = await as('approver1').readFeeRules({ lower_bound: '1', upper_bound: '1' })
    expect(fees.rows[0]?.func_fee.find((fee) => fee.key === 'transfer')?.fee).toBe('8')
  })

  it('lets the proposer cancel, and refuses a cancel by another approver before expiry', async () => {
    const proposal = { proposer: 'approver1', proposalName: 'sdkcancel' }
    await as('approver1').propose({
      proposalName: proposal.proposalName,
      requested: ['approver2', 'approver3'].map((actor) => ({ actor, permission: 'active' })),
      actions: [
        managerActionBuilder(devnet.contractAccount, BOARD).setPlatform({
          is_platform_open: false,
          permission: 'active',
        }),
      ],
      expiresInHours: 1,
    })
    await expect(as('approver2').cancelProposal(proposal)).rejects.toMatchObject({
      detail: expect.stringContaining('cannot cancel until expiration') as unknown,
    })
    await as('approver1').cancelProposal(proposal)
  })
})
