import { Name, type PrivateKey } from '@greymass/eosio'
import { freshPrivateKey } from './genesis'
import { type Api, type JsonRpc } from 'eosjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { apiFor, chainErrorOf, devAccount, removeDataDir, rpcFor, startTestDevnet, waitMs } from './test-support.ts'

type Devnet = RunningDevnet & { dataDir: string }

let devnet: Devnet
let rpc: JsonRpc
let contract: string
let operatorKey: string
let consumerKey: string

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }

function recharge(from: string, to: string, value: number, memo: string) {
  return {
    account: contract,
    name: 'recharge',
    authorization: [{ actor: from, permission: 'owner' }],
    data: { from, to, value, memo },
  }
}

async function pointsOf(account: string): Promise<number> {
  const result = await rpc.get_table_rows({
    code: contract,
    scope: contract,
    table: 's21balance',
    lower_bound: account,
    upper_bound: account,
    json: true,
  })
  const row = result.rows[0] as { points?: number | string } | undefined
  return Number(row?.points ?? 0)
}

async function waitForBlock(transactionId: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const status = (await rpc.fetch('/v1/chain/get_transaction_status', { id: transactionId })) as {
      state: string
      block_number?: number
    }
    if ((status.state === 'IN_BLOCK' || status.state === 'IRREVERSIBLE') && status.block_number)
      return status.block_number
    await waitMs(100)
  }
  throw new Error(`transaction ${transactionId} was not included`)
}

beforeAll(async () => {
  devnet = await startTestDevnet()
  rpc = rpcFor(devnet)
  contract = devnet.contractAccount
  operatorKey = devAccount(devnet, 'operator1').private_key
  consumerKey = devAccount(devnet, 'consumer1').private_key
})

afterAll(async () => {
  await devnet?.stop()
  if (devnet) removeDataDir(devnet.dataDir)
})

describe('devnet transactions', () => {
  it('accepts a transaction signed with the right key, runs the contract and puts its actions in a block', async () => {
    const before = await pointsOf('platform1')
    const result = (await apiFor(devnet, [operatorKey]).transact(
      { actions: [recharge('operator1', 'platform1', 7, 'first')] },
      TAPOS,
    )) as {
      transaction_id: string
      processed: { block_num: number; action_traces: { receiver: string; act: { name: string } }[] }
    }
    expect(result.transaction_id).toMatch(/^[0-9a-f]{64}$/)
    expect(result.processed.action_traces[0]).toMatchObject({ receiver: contract, act: { name: 'recharge' } })
    expect(await pointsOf('platform1')).toBe(before + 7)

    const blockNum = await waitForBlock(result.transaction_id)
    const block = (await rpc.get_block(blockNum)) as {
      id: string
      block_num: number
      timestamp: string
      transactions: {
        status: string
        trx: {
          id: string
          transaction: { actions: { account: string; name: string; data: Record<string, unknown> }[] }
        }
      }[]
    }
    expect(block.block_num).toBe(blockNum)
    expect(block.id.slice(0, 8)).toBe(blockNum.toString(16).padStart(8, '0'))
    expect(block.timestamp.endsWith('Z')).toBe(false)
    const included = block.transactions.find((entry) => entry.trx.id === result.transaction_id)
    expect(included?.status).toBe('executed')
    expect(included?.trx.transaction.actions[0]).toMatchObject({
      account: contract,
      name: 'recharge',
      data: { from: 'operator1', to: 'platform1', value: 7, memo: 'first' },
    })
  })

  it('refuses a signature by a key that does not satisfy the authority (3090003)', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [consumerKey], true).transact(
        { actions: [recharge('operator1', 'platform1', 1, 'wrong key')] },
        TAPOS,
      ),
    )
    expect(error).toMatchObject({ code: 3090003, name: 'unsatisfied_authorization' })
    expect(error.message).toContain('does not have signatures for it')
  })

  it('answers get_required_keys with unsatisfied_authorization when no available key fits', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [consumerKey]).transact({ actions: [recharge('operator1', 'platform1', 1, 'no key')] }, TAPOS),
    )
    expect(error.code).toBe(3090003)
  })

  it('refuses an irrelevant extra signature (3090002)', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey, consumerKey], true).transact(
        { actions: [recharge('operator1', 'platform1', 1, 'extra signature')] },
        TAPOS,
      ),
    )
    expect(error).toMatchObject({ code: 3090002, name: 'tx_irrelevant_sig' })
    expect(error.message).toContain(devAccount(devnet, 'consumer1').public_key)
  })

  it('refuses an expired transaction (3040005)', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact(
        { actions: [recharge('operator1', 'platform1', 1, 'expired')] },
        { blocksBehind: 3, expireSeconds: -60 },
      ),
    )
    expect(error).toMatchObject({ code: 3040005, name: 'expired_tx_exception' })
  })

  it('refuses an expiry more than an hour ahead (3040006)', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact(
        { actions: [recharge('operator1', 'platform1', 1, 'far')] },
        { blocksBehind: 3, expireSeconds: 7200 },
      ),
    )
    expect(error.code).toBe(3040006)
  })

  it('refuses a transaction whose reference block does not match (3040007)', async () => {
    const info = await rpc.get_info()
    const reference = await rpc.get_block_info(info.head_block_num - 1)
    const expiration = new Date(Date.now() + 30_000).toISOString().slice(0, 19)
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact({
        expiration,
        ref_block_num: reference.block_num & 0xffff,
        ref_block_prefix: (reference.ref_block_prefix + 1) >>> 0,
        actions: [recharge('operator1', 'platform1', 1, 'bad tapos')],
      }),
    )
    expect(error).toMatchObject({ code: 3040007, name: 'invalid_ref_block_exception' })
  })

  it('refuses the same transaction twice (3040008)', async () => {
    const api = apiFor(devnet, [operatorKey])
    const signed = (await api.transact(
      { actions: [recharge('operator1', 'platform1', 1, 'once')] },
      { ...TAPOS, broadcast: false },
    )) as Parameters<Api['pushSignedTransaction']>[0]
    await api.pushSignedTransaction(signed)
    const error = await chainErrorOf(api.pushSignedTransaction(signed))
    expect(error).toMatchObject({ code: 3040008, name: 'tx_duplicate' })
  })

  it('refuses a transaction altered after signing', async () => {
    const api = apiFor(devnet, [operatorKey])
    const signed = (await api.transact(
      { actions: [recharge('operator1', 'platform1', 1, 'tamper')] },
      { ...TAPOS, broadcast: false },
    )) as Parameters<Api['pushSignedTransaction']>[0]
    const tampered = new Uint8Array(signed.serializedTransaction)
    const last = tampered.length - 2 // a byte of the memo
    tampered[last] = (tampered[last] ?? 0) ^ 0x01
    const before = await pointsOf('platform1')
    const error = await chainErrorOf(api.pushSignedTransaction({ ...signed, serializedTransaction: tampered }))
    expect(error.code).toBe(3090003)
    expect(await pointsOf('platform1')).toBe(before)
  })

  it('reports a contract assertion as eosio_assert_message_exception (3050003) with its message', async () => {
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact({ actions: [recharge('operator1', 'platform1', 0, 'zero')] }, TAPOS),
    )
    expect(error).toMatchObject({
      code: 3050003,
      name: 'eosio_assert_message_exception',
      message: 'assertion failure with message: invalid value',
    })
  })

  it('rolls back every action of a transaction when a later one fails', async () => {
    const before = await pointsOf('platform1')
    const error = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact(
        { actions: [recharge('operator1', 'platform1', 3, 'kept?'), recharge('operator1', 'platform1', 0, 'fails')] },
        TAPOS,
      ),
    )
    expect(error.code).toBe(3050003)
    expect(await pointsOf('platform1')).toBe(before)
  })
})

describe('devnet queries', () => {
  it('pages get_table_rows with limit, more and next_key, and honours bounds and reverse', async () => {
    const query = { code: contract, scope: contract, table: 's21account', json: true }
    const all = await rpc.get_table_rows({ ...query, limit: 100 })
    const names = (all.rows as { account: string }[]).map((row) => row.account)
    // The genesis accounts: the demo parties and the three managers with their board.
    expect(names).toEqual(['consumer1', 'manager1', 'manager2', 'manager3', 'managers', 'operator1', 'platform1'])
    expect(all.more).toBe(false)

    const first = await rpc.get_table_rows({ ...query, limit: 1 })
    expect((first.rows as { account: string }[]).map((row) => row.account)).toEqual(['consumer1'])
    expect(first.more).toBe(true)
    const second = await rpc.get_table_rows({ ...query, limit: 10, lower_bound: first.next_key })
    expect((second.rows as { account: string }[]).map((row) => row.account)).toEqual(names.slice(1))
    expect(second.more).toBe(false)

    const reversed = await rpc.get_table_rows({ ...query, reverse: true, limit: 2 })
    expect((reversed.rows as { account: string }[]).map((row) => row.account)).toEqual(['platform1', 'operator1'])
    expect(reversed.more).toBe(true)

    const bounded = await rpc.get_table_rows({ ...query, lower_bound: 'operator1', upper_bound: 'operator1' })
    expect((bounded.rows as { account: string }[]).map((row) => row.account)).toEqual(['operator1'])

    const withPayer = await rpc.get_table_rows({ ...query, lower_bound: 'operator1', limit: 1, show_payer: true })
    expect(withPayer.rows[0]).toMatchObject({ data: { account: 'operator1', role: 1 }, payer: contract })
  })

  it('reads a secondary index (accounts by leader)', async () => {
    const result = await rpc.get_table_rows({
      code: contract,
      scope: contract,
      table: 's21account',
      index_position: 2,
      key_type: 'name',
      lower_bound: 'platform1',
      upper_bound: 'platform1',
      json: true,
    })
    expect((result.rows as { account: string }[]).map((row) => row.account)).toEqual(['consumer1'])

    // funcperms by (role << 8 | business type, function name): a u128 index, bounds in hex.
    const key = ((((2n << 8n) | 1n) << 64n) | BigInt(Name.from('mint').value.toString())).toString(16)
    const byKey = await rpc.get_table_rows({
      code: contract,
      scope: contract,
      table: 'funcperms',
      index_position: 2,
      key_type: 'i128',
      lower_bound: `0x${key}`,
      upper_bound: `0x${key}`,
      json: true,
    })
    expect(byKey.rows).toEqual([expect.objectContaining({ account_role: 2, business_type: 1, func_name: 'mint' })])
  })

  it('answers get_info, get_account and get_raw_abi like nodeos', async () => {
    const info = await rpc.get_info()
    expect(info.head_block_num).toBeGreaterThan(3)
    expect(info.last_irreversible_block_num).toBeLessThanOrEqual(info.head_block_num)
    const account = await rpc.get_account('operator1')
    expect(account.permissions.map((permission: { perm_name: string }) => permission.perm_name)).toEqual([
      'owner',
      'active',
    ])
    expect(account.permissions[0]?.required_auth.keys[0]?.key).toBe(devAccount(devnet, 'operator1').public_key)
    const error = await chainErrorOf(rpc.get_account('nobody'))
    expect(error.message).toContain('unknown key')
    const abi = await rpc.get_raw_abi(contract)
    expect(abi.abi.length).toBeGreaterThan(100)
    const missing = await fetch(`${devnet.url}/v1/chain/no_such_call`, { method: 'POST', body: '{}' })
    expect(missing.status).toBe(404)
    const preflight = await fetch(`${devnet.url}/v1/chain/get_info`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    const badJson = await fetch(`${devnet.url}/v1/chain/get_account`, { method: 'POST', body: '{not json' })
    expect(badJson.status).toBe(400)
    expect(((await badJson.json()) as { error: { code: number } }).error.code).toBe(3200006)
  })
})

describe('devnet native actions', () => {
  it('creates an account and enforces a threshold-2 authority set with updateauth', async () => {
    const keyA = freshPrivateKey()
    const keyB = freshPrivateKey()
    const ownerKey = freshPrivateKey()
    const single = (key: PrivateKey) => ({
      threshold: 1,
      keys: [{ key: key.toPublic().toLegacyString(), weight: 1 }],
      accounts: [],
      waits: [],
    })
    await apiFor(devnet, [operatorKey]).transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'newaccount',
            authorization: [{ actor: 'operator1', permission: 'owner' }],
            data: { creator: 'operator1', name: 'multisig1', owner: single(ownerKey), active: single(ownerKey) },
          },
        ],
      },
      TAPOS,
    )
    const twoKeys = [keyA, keyB].map((key) => key.toPublic().toLegacyString()).sort()
    await apiFor(devnet, [ownerKey.toWif()]).transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'updateauth',
            authorization: [{ actor: 'multisig1', permission: 'owner' }],
            data: {
              account: 'multisig1',
              permission: 'active',
              parent: 'owner',
              auth: { threshold: 2, keys: twoKeys.map((key) => ({ key, weight: 1 })), accounts: [], waits: [] },
            },
          },
        ],
      },
      TAPOS,
    )
    const account = await rpc.get_account('multisig1')
    const active = account.permissions.find((permission: { perm_name: string }) => permission.perm_name === 'active')
    expect(active?.required_auth.threshold).toBe(2)
    expect(active?.required_auth.keys).toHaveLength(2)

    const addPermission = (name: string) => ({
      actions: [
        {
          account: 'eosio',
          name: 'updateauth',
          authorization: [{ actor: 'multisig1', permission: 'active' }],
          data: { account: 'multisig1', permission: name, parent: 'active', auth: single(keyA) },
        },
      ],
    })
    const oneKey = await chainErrorOf(apiFor(devnet, [keyA.toWif()], true).transact(addPermission('mint'), TAPOS))
    expect(oneKey.code).toBe(3090003)
    await apiFor(devnet, [keyA.toWif(), keyB.toWif()], true).transact(addPermission('mint'), TAPOS)
    const updated = await rpc.get_account('multisig1')
    expect(updated.permissions.map((permission: { perm_name: string }) => permission.perm_name)).toContain('mint')

    const taken = await chainErrorOf(
      apiFor(devnet, [operatorKey]).transact(
        {
          actions: [
            {
              account: 'eosio',
              name: 'newaccount',
              authorization: [{ actor: 'operator1', permission: 'owner' }],
              data: { creator: 'operator1', name: 'multisig1', owner: single(keyB), active: single(keyB) },
            },
          ],
        },
        TAPOS,
      ),
    )
    expect(taken).toMatchObject({ code: 3050001, name: 'account_name_exists_exception' })
  })
})
