import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { apiFor, devAccount, forkTestDevnet, removeDataDir, rpcFor, startTestDevnet, waitMs } from './test-support.ts'

/** The endpoints newer nodeos serves and newer clients (and the indexer) call. */

type Devnet = RunningDevnet & { dataDir: string }
let devnet: Devnet
let operatorKey: string
const dataDirs: string[] = []

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }

beforeAll(async () => {
  devnet = await startTestDevnet({ irreversibleDistance: 4 })
  dataDirs.push(devnet.dataDir)
  operatorKey = devAccount(devnet, 'operator1').private_key
})

afterAll(async () => {
  await devnet?.stop()
  for (const dataDir of dataDirs) removeDataDir(dataDir)
})

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${devnet.url}${path}`, { method: 'POST', body: JSON.stringify(body) })
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

function recharge(value: number, memo: string) {
  return {
    account: devnet.contractAccount,
    name: 'recharge',
    authorization: [{ actor: 'operator1', permission: 'owner' }],
    data: { from: 'operator1', to: 'platform1', value, memo },
  }
}

async function packed(value: number, memo: string, sign: boolean) {
  const result = (await apiFor(devnet, [operatorKey]).transact(
    { actions: [recharge(value, memo)] },
    { ...TAPOS, broadcast: false, sign },
  )) as { signatures: string[]; serializedTransaction: Uint8Array }
  return {
    signatures: result.signatures,
    compression: 'none',
    packed_context_free_data: '',
    packed_trx: Buffer.from(result.serializedTransaction).toString('hex'),
  }
}

async function balanceOf(account: string): Promise<number> {
  const rows = await rpcFor(devnet).get_table_rows({
    code: devnet.contractAccount,
    scope: devnet.contractAccount,
    table: 's21balance',
    lower_bound: account,
    upper_bound: account,
    json: true,
  })
  return Number((rows.rows[0] as { points?: number } | undefined)?.points ?? 0)
}

async function waitForHead(num: number): Promise<void> {
  for (let attempt = 0; attempt < 100 && (devnet.chain.head()?.num ?? 0) < num; attempt += 1) await waitMs(100)
}

interface TraceBlock {
  id: string
  number: number
  previous_id: string
  status: string
  transactions: {
    id: string
    signatures: string[]
    transaction_header: { ref_block_num: number }
    actions: {
      global_sequence: number
      receiver: string
      account: string
      action: string
      authorization: { account: string; permission: string }[]
      data: string
      params?: Record<string, unknown>
      return_value: string
    }[]
  }[]
}

describe('trace_api get_block', () => {
  it('serves every executed action with hex data, decoded params and the block’s reversibility', async () => {
    const result = (await apiFor(devnet, [operatorKey]).transact({ actions: [recharge(2, 'traced')] }, TAPOS)) as {
      transaction_id: string
      processed: { block_num: number }
    }
    const blockNum = result.processed.block_num
    await waitForHead(blockNum)
    const { status, json } = await post('/v1/trace_api/get_block', { block_num: blockNum })
    expect(status).toBe(200)
    const block = json as unknown as TraceBlock
    expect(block).toMatchObject({ number: blockNum, status: 'pending' })
    expect(block.previous_id).toBe(devnet.chain.blocks[blockNum - 2]?.id)
    const transaction = block.transactions.find((entry) => entry.id === result.transaction_id)
    expect(transaction?.signatures).toHaveLength(1)
    expect(transaction?.actions[0]).toMatchObject({
      receiver: devnet.contractAccount,
      account: devnet.contractAccount,
      action: 'recharge',
      authorization: [{ account: 'operator1', permission: 'owner' }],
      data: expect.stringMatching(/^[0-9a-f]+$/),
      params: { from: 'operator1', to: 'platform1', value: 2, memo: 'traced' },
      return_value: '',
    })
    expect(transaction?.actions[0]?.global_sequence).toBeGreaterThan(0)

    // Four blocks later it is irreversible, and get_info's LIB says so too.
    await waitForHead(blockNum + 4)
    const later = await post('/v1/trace_api/get_block', { block_num: blockNum })
    expect(later.json.status).toBe('irreversible')
    const info = await rpcFor(devnet).get_info()
    expect(info.last_irreversible_block_num).toBe(info.head_block_num - 4)
  })

  it('answers 404 for a block that does not exist yet', async () => {
    const { status } = await post('/v1/trace_api/get_block', { block_num: 10_000_000 })
    expect(status).toBe(404)
  })
})

describe('chain endpoints of newer nodeos', () => {
  it('get_producers lists the devnet’s producer', async () => {
    const { status, json } = await post('/v1/chain/get_producers', { json: true, limit: 10 })
    expect(status).toBe(200)
    expect(json).toMatchObject({ rows: [{ owner: 'eosio', is_active: 1 }], more: '' })
  })

  it('compute_transaction dry-runs an unsigned transaction: traces and cost, no state change', async () => {
    const before = await balanceOf('platform1')
    const { status, json } = await post('/v1/chain/compute_transaction', { transaction: await packed(5, 'dry', false) })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      processed: {
        receipt: { status: 'executed' },
        action_traces: [{ receiver: devnet.contractAccount, act: { name: 'recharge', data: { value: 5 } } }],
      },
    })
    expect(await balanceOf('platform1')).toBe(before)
    const failing = await post('/v1/chain/compute_transaction', { transaction: await packed(0, 'dry zero', false) })
    expect(failing.status).toBe(500)
    expect(failing.json).toMatchObject({ error: { code: 3050003 } })
  })

  it('send_transaction2 pushes, and answers a failure as a trace when return_failure_trace is set', async () => {
    const sent = await post('/v1/chain/send_transaction2', {
      return_failure_trace: true,
      retry_trx: false,
      transaction: await packed(1, 'sent 2', true),
    })
    expect(sent.status).toBe(200)
    expect(sent.json.transaction_id).toMatch(/^[0-9a-f]{64}$/)

    const failed = await post('/v1/chain/send_transaction2', {
      return_failure_trace: true,
      transaction: await packed(0, 'fails', true),
    })
    expect(failed.status).toBe(200)
    expect(failed.json).toMatchObject({
      processed: { receipt: null, except: { code: 3050003, name: 'eosio_assert_message_exception' } },
    })
    const thrown = await post('/v1/chain/send_transaction2', {
      return_failure_trace: false,
      transaction: await packed(0, 'fails again', true),
    })
    expect(thrown.status).toBe(500)
  })
})

describe('forks (test only)', () => {
  it('replaces the last blocks with different ones at the same heights', async () => {
    await waitForHead(12)
    const forked = await forkTestDevnet(devnet, 3, { irreversibleDistance: 4 })
    devnet = forked
    const before = forked.blocksBefore
    const keptHead = before.length - 3
    expect(devnet.chain.head()?.num).toBe(keptHead)
    await waitForHead(before.length + 1)
    const after = devnet.chain.blocks.map((block) => block.id)
    expect(after.slice(0, keptHead)).toEqual(before.slice(0, keptHead))
    for (let num = keptHead + 1; num <= before.length; num += 1) expect(after[num - 1]).not.toBe(before[num - 1])
    const { status } = await post('/v1/chain/get_block', { block_num_or_id: before[before.length - 1] })
    expect(status).toBe(500)
  })
})
