import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/database'
import { IndexerDivergedError } from './indexer'
import { CONTRACT, FakeNode } from './test/fake-node'
import { expected, writeScenario } from './test/scenario'
import { indexedTables, indexerDatabase, indexerFor, indexUpTo } from './test/support'

let node: FakeNode
const open: DatabaseHandle[] = []

beforeEach(async () => {
  node = await FakeNode.start()
})
afterEach(async () => {
  await node.close()
  for (const handle of open.splice(0)) await handle.close()
})

async function database() {
  const opened = await indexerDatabase(null)
  open.push(opened.handle)
  return opened
}

describe('indexer', () => {
  it('writes what the contract holds after a history: holdings, points charged per fee rule, accounts, provenance', async () => {
    writeScenario(node)
    node.setIrreversible(node.head)
    const { handle, chainInfoId } = await database()
    const indexer = indexerFor(handle.db, chainInfoId, node.url, { batchBlocks: 3 })
    await indexUpTo(indexer, expected.blocks)
    const db = handle.db

    const holdings = await db
      .selectFrom('collectibles')
      .select(['nft_id', 'owner', 'amount', 'supply', 'state', 'approved'])
      .orderBy('nft_id')
      .orderBy('owner')
      .execute()
    expect(holdings).toEqual(expected.holdings)
    const balances = await db.selectFrom('points_balances').select(['account', 'balance']).execute()
    expect(Object.fromEntries(balances.map((row) => [row.account, row.balance]))).toEqual(expected.balances)
    expect(
      await db
        .selectFrom('fee_rules')
        .select(['business_type', 'func_name', 'value'])
        .orderBy('business_type')
        .orderBy('func_name')
        .execute(),
    ).toEqual(expected.feeRules)

    // The multi-copy mint came as hex only: decoded with the contract's ABI.
    const copies = await db.selectFrom('collectibles').selectAll().where('nft_id', '=', '2').executeTakeFirstOrThrow()
    expect(copies).toMatchObject({
      nft_uri: 'ipfs://many',
      nft_memo: 'copies',
      platform: 'platform1',
      business_type: 2,
    })

    const history = await db
      .selectFrom('provenance')
      .select(['action_name', 'sender', 'from_account', 'to_account', 'amount', 'block_number', 'contract_name'])
      .where('nft_id', '=', '1')
      .orderBy('history_id')
      .execute()
    expect(history).toEqual([
      {
        action_name: 'mint',
        sender: 'platform1',
        from_account: '',
        to_account: 'consumer1',
        amount: '1',
        block_number: '5',
        contract_name: CONTRACT,
      },
      {
        action_name: 'transfer',
        sender: 'consumer1',
        from_account: 'consumer1',
        to_account: 'consumer2',
        amount: '1',
        block_number: '6',
        contract_name: CONTRACT,
      },
    ])
    const mint = await db
      .selectFrom('provenance')
      .selectAll()
      .where('nft_id', '=', '3')
      .orderBy('history_id')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(mint.raw_data)).toMatchObject({ sender: 'platform1', to: 'consumer1' })
    expect(JSON.parse(mint.actions)).toEqual([
      expect.objectContaining({ action_name: 'mintbatch', sender: 'platform1', contract_name: CONTRACT }),
      expect.objectContaining({ action_name: 'transfer', sender: 'consumer1' }),
    ])
    expect(mint.block_hash).toBe(node.blocks[5]?.id)

    const approvals = await db.selectFrom('approvals').select(['nft_id', 'owner', 'to_account', 'approved']).execute()
    expect(approvals).toEqual([{ nft_id: '3', owner: 'consumer1', to_account: 'platform1', approved: true }])
    const bob = await db
      .selectFrom('indexed_accounts')
      .selectAll()
      .where('account', '=', 'consumer2')
      .executeTakeFirst()
    expect(bob).toMatchObject({ role: 3, leader: 'platform1', platform_state: 2, operator_state: 1 })
    const kinds = await db
      .selectFrom('recharges')
      .select(['kind', 'from_account', 'to_account', 'value'])
      .orderBy('id')
      .execute()
    expect(kinds.map((row) => row.kind)).toEqual(['self_recharge', 'recharge', 'distribution'])
    const aliceLedger = await db
      .selectFrom('ledger')
      .select(['type', 'change', 'balance_after', 'func_name'])
      .where('account', '=', 'consumer1')
      .orderBy('id')
      .execute()
    expect(aliceLedger).toEqual([
      { type: 'distribution_in', change: '+100', balance_after: '100', func_name: null },
      { type: 'fee', change: '-3', balance_after: '97', func_name: 'transfer' },
      { type: 'fee', change: '-8', balance_after: '89', func_name: 'batchtrans' },
    ])
    const indexedTx = await db.selectFrom('indexed_transactions').select('tx_hash').execute()
    expect(indexedTx).toHaveLength(node.blocks.reduce((sum, block) => sum + block.transactions.length, 0))
    // Each transaction keeps its actions and their signers: what the audit log checks a report against.
    const kept = await db.selectFrom('indexed_transactions').select(['tx_hash', 'actions']).execute()
    expect(kept.every((row) => row.actions !== null)).toBe(true)
    const first = node.blocks.flatMap((block) => block.transactions)[0]
    const keptFirst = kept.find((row) => row.tx_hash === first?.id)
    expect(JSON.parse(keptFirst?.actions ?? '[]')).toContainEqual({
      account: 'ddccontract',
      name: 'operatoradd',
      auth: ['ddccontract'],
    })
  })

  it('indexes only irreversible blocks, so a fork above them never reaches the tables', async () => {
    writeScenario(node)
    node.setIrreversible(4)
    const { handle, chainInfoId } = await database()
    const indexer = indexerFor(handle.db, chainInfoId, node.url)
    await indexUpTo(indexer, 4)
    expect(indexer.status()).toMatchObject({ indexedBlock: 4, headBlock: 10, lagBlocks: 6 })
    expect(await handle.db.selectFrom('collectibles').select('nft_id').execute()).toEqual([])

    // Blocks 5-10 are replaced by another branch in which a different collectible is minted.
    node.forkAfter(4)
    node.addBlock(
      [
        {
          id: 'b'.repeat(64),
          actions: [
            {
              name: 'mint',
              params: {
                sender: 'platform1',
                to: 'consumer2',
                amount: '1',
                nft_uri: 'ipfs://fork',
                business_type: 1,
                memo: '',
              },
            },
          ],
        },
      ],
      'other branch',
    )
    node.addBlock([], 'other branch')
    node.setIrreversible(node.head)
    await indexUpTo(indexer, node.head)
    const rows = await handle.db.selectFrom('collectibles').select(['nft_id', 'owner', 'nft_uri']).execute()
    expect(rows).toEqual([{ nft_id: '1', owner: 'consumer2', nft_uri: 'ipfs://fork' }])
    const cursor = await handle.db.selectFrom('indexer_cursor').selectAll().executeTakeFirstOrThrow()
    expect(cursor.block_id).toBe(node.blocks[node.head - 1]?.id)
  })

  it('stops, writing nothing, when the node serves a block that does not follow the indexed one', async () => {
    writeScenario(node)
    node.setIrreversible(5)
    const { handle, chainInfoId } = await database()
    const indexer = indexerFor(handle.db, chainInfoId, node.url)
    await indexUpTo(indexer, 5)
    const before = await indexedTables(handle.db)
    // A node of another history: irreversible blocks 1-6 differ from the ones indexed.
    node.lastIrreversible = 0
    node.forkAfter(0)
    for (let index = 0; index < 6; index += 1) node.addBlock([], 'other chain')
    node.setIrreversible(6)
    await expect(indexer.step()).rejects.toBeInstanceOf(IndexerDivergedError)
    expect(await indexedTables(handle.db)).toEqual(before)
  })

  it('reindexing from zero gives identical tables, however the blocks are batched', async () => {
    writeScenario(node)
    node.setIrreversible(node.head)
    const first = await database()
    await indexUpTo(indexerFor(first.handle.db, first.chainInfoId, node.url, { batchBlocks: 1 }), node.head)
    const second = await database()
    await indexUpTo(indexerFor(second.handle.db, second.chainInfoId, node.url, { batchBlocks: 500 }), node.head)
    expect(await indexedTables(second.handle.db)).toEqual(await indexedTables(first.handle.db))
  })

  it('lets one instance index at a time: a second one that finds the lock taken writes nothing', async () => {
    writeScenario(node)
    node.setIrreversible(node.head)
    const { handle, chainInfoId } = await database()
    const first = indexerFor(handle.db, chainInfoId, node.url, { batchBlocks: 1 })
    const second = indexerFor(handle.db, chainInfoId, node.url, { batchBlocks: 1 })
    await Promise.all([indexUpTo(first, node.head), indexUpTo(second, node.head)])
    const cursor = await handle.db.selectFrom('indexer_cursor').select('block_number').executeTakeFirstOrThrow()
    expect(cursor.block_number).toBe(String(node.head))
    // Nothing doubled: one provenance row per collectible action of the scenario.
    const transactions = await handle.db.selectFrom('indexed_transactions').select('tx_hash').execute()
    expect(new Set(transactions.map((row) => row.tx_hash)).size).toBe(transactions.length)
    expect(await handle.db.selectFrom('provenance').select('history_id').execute()).toHaveLength(11)
  })
})
