import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FeeBoard } from '../../chain/devnet/msig-fixture'
import { removeDataDir, startTestDevnet } from '../../chain/devnet/test-support'
import type { RunningDevnet } from '../../chain/devnet/devnet'
import type { DatabaseHandle } from '../db/database'
import { createChainClient, type ChainClient } from '@/lib/chain'
import { waitForIndexed } from '../routes/chain'
import { listProposals } from '../routes/multisig'
import type { Indexer } from './indexer'
import { indexerDatabase, indexerFor } from './test/support'

/** The indexer keeps eosio.msig proposals, with their approvals and outcome, after the chain erases them. */

let devnet: RunningDevnet & { dataDir: string }
let database: DatabaseHandle
let indexer: Indexer
let board: FeeBoard

beforeAll(async () => {
  devnet = await startTestDevnet()
  board = await FeeBoard.create(() => devnet)
  const opened = await indexerDatabase(null)
  database = opened.handle
  indexer = indexerFor(database.db, opened.chainInfoId, devnet.url, { pollMs: 50 })
  indexer.start()
}, 60_000)

afterAll(async () => {
  await indexer?.stop()
  await database?.close()
  await devnet?.stop()
  if (devnet) removeDataDir(devnet.dataDir)
})

async function indexed(result: unknown): Promise<void> {
  const id = (result as { transaction_id: string }).transaction_id
  expect(await waitForIndexed(database.db, id, 60_000)).not.toBeNull()
}

describe('indexer: multisig history', () => {
  it('keeps an executed proposal with its approvals, and a cancelled one, with every step as an event', async () => {
    const executed = await board.proposeFee(61)
    await board.approve('approver1', executed)
    await board.approve('approver2', executed)
    await indexed(await board.exec(executed))
    const cancelled = await board.proposeFee(62)
    await indexed(await board.cancel(cancelled))

    const rows = await database.db
      .selectFrom('msig_proposals')
      .selectAll()
      .where('proposer', '=', 'approver1')
      .orderBy('proposal_id')
      .execute()
    expect(rows.map((row) => [row.proposal_name, row.status, row.closed_by])).toEqual([
      [executed, 'executed', 'approver3'],
      [cancelled, 'cancelled', 'approver1'],
    ])
    const first = rows[0]
    expect(JSON.parse(first?.provided ?? '[]')).toMatchObject([
      { level: { actor: 'approver1', permission: 'active' } },
      { level: { actor: 'approver2', permission: 'active' } },
    ])
    expect(JSON.parse(first?.requested ?? '[]')).toEqual([{ actor: 'approver3', permission: 'active' }])
    expect(JSON.parse(first?.actions ?? '[]')).toMatchObject([
      { account: devnet.contractAccount, name: 'setfee', authorization: [{ actor: 'feeboard', permission: 'active' }] },
    ])
    const events = await database.db
      .selectFrom('msig_events')
      .select(['kind', 'actor'])
      .where('proposal_id', '=', first?.proposal_id ?? '0')
      .orderBy('event_id')
      .execute()
    expect(events).toEqual([
      { kind: 'proposed', actor: 'approver1' },
      { kind: 'approved', actor: 'approver1' },
      { kind: 'approved', actor: 'approver2' },
      { kind: 'executed', actor: 'approver3' },
    ])
    // The fee the proposal set reached the indexed fee rules through exec's inline action.
    const fee = await database.db
      .selectFrom('fee_rules')
      .select('value')
      .where('business_type', '=', 1)
      .where('func_name', '=', 'mint')
      .executeTakeFirst()
    expect(fee?.value).toBe('61')
  }, 60_000)

  it("after an approver's invalidate the chain refuses exec and the server's view no longer counts its approval", async () => {
    const as = (account: string): ChainClient =>
      createChainClient({
        rpcUrl: devnet.url,
        contractAccount: devnet.contractAccount,
        signer: { account, privateKey: board.key(account).toWif() },
      })
    const name = await board.proposeFee(64)
    await board.approve('approver1', name)
    await indexed(await board.approve('approver2', name))
    // The console's own SDK call, as the 作废我的全部批准 dialog sends it.
    const invalidated = await as('approver2').invalidateApprovals()
    expect(await waitForIndexed(database.db, invalidated.transactionId, 60_000)).not.toBeNull()

    // Two approvals were given, but one no longer counts: the 2-of-3 board refuses exec.
    const refused = await as('approver3')
      .execProposal({ proposer: 'approver1', proposalName: name })
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(refused).toMatchObject({ code: 'msigAuthorityUnmet' })

    const { list } = await listProposals(database.db, { current: 1, size: 50, proposer: 'approver1', status: 'open' })
    const proposal = list.find((entry) => entry.proposal_name === name)
    expect(proposal?.provided.map((approval) => [approval.level.actor, approval.valid])).toEqual([
      ['approver1', true],
      ['approver2', false],
    ])
    expect(proposal?.history.map((event) => [event.kind, event.actor])).toEqual([
      ['proposed', 'approver1'],
      ['approved', 'approver1'],
      ['approved', 'approver2'],
      ['invalidated', 'approver2'],
    ])
    expect(proposal?.history.at(-1)?.tx_hash).toBe(invalidated.transactionId)
  }, 60_000)
})
