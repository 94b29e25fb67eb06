import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { Api } from 'eosjs/dist/eosjs-api'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createChainClient } from './client'
import { ChainError } from './errors'
import { newAccountResourcesFrom } from './new-account-resources'

// eosio's well-known development key: not a real account's key.
const devPrivateKey = PUBLISHED_DEV_PRIVATE_KEY

function clientWith(fetch: (url: string, init?: RequestInit) => Promise<Response>, privateKey = devPrivateKey) {
  return createChainClient({
    rpcUrl: 'http://node.test',
    contractAccount: 'ddccontract',
    signer: { account: 'alice', privateKey },
    fetch,
  })
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'resolved'
  } catch (error) {
    return error instanceof ChainError ? error.code : 'not a ChainError'
  }
}

describe('chain client', () => {
  it('refuses a transfer to the current account before signing or calling the node', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
    const client = clientWith(fetch)
    expect(await codeOf(client.transfer721({ from: 'alice', to: 'alice', ddc_id: '1' }))).toBe('sameRecipient')
    expect(await codeOf(client.transferBatch721({ from: 'alice', to: 'alice', ddc_ids: ['1', '2'] }))).toBe(
      'sameRecipient',
    )
    expect(await codeOf(client.transfer1155({ from: 'alice', to: 'alice', ddc_id: 3, amount: 2 }))).toBe(
      'sameRecipient',
    )
    expect(await codeOf(client.transferBatch1155({ from: 'alice', to: ' alice', ddc_ids: [3], amounts: [2] }))).toBe(
      'sameRecipient',
    )
    expect(await codeOf(client.approve({ to: 'alice', ddc_id: 1, business_type: 1 }))).toBe('sameRecipient')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('refuses a bad amount before calling the node', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
    const client = clientWith(fetch)
    expect(await codeOf(client.mint1155({ to: 'bob', amount: '-1', ddc_uri: 'ipfs://x' }))).toBe('invalidAmount')
    expect(await codeOf(client.transfer1155({ from: 'alice', to: 'bob', ddc_id: '1', amount: '1.5' }))).toBe(
      'invalidAmount',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reports an invalid signer key as privateKeyInvalid without echoing it', async () => {
    const fetch = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
    const badKey = '5KQwrPbwdL6PhXujxW37FSSQZ1JiwsST4cqQzDeyXtP79zkvFD4'
    const client = clientWith(fetch, badKey)
    const failure = await client.mint721({ to: 'bob', ddc_uri: 'ipfs://x' }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ChainError)
    expect((failure as ChainError).code).toBe('privateKeyInvalid')
    expect(String((failure as ChainError).message)).not.toContain(badKey)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reports an unreachable node as a network error', async () => {
    const client = clientWith(async () => {
      throw new TypeError('fetch failed')
    })
    expect(await codeOf(client.mint721({ to: 'bob', ddc_uri: 'ipfs://x' }))).toBe('network')
    expect(await codeOf(client.readNfts())).toBe('network')
  })

  it('maps a nodeos failure answered to get_info', async () => {
    const client = clientWith(
      async () =>
        new Response(
          JSON.stringify({
            code: 500,
            message: 'Internal Service Error',
            error: {
              code: 3040005,
              name: 'expired_tx_exception',
              what: 'Expired Transaction',
              details: [{ message: 'expired transaction' }],
            },
          }),
          { status: 500 },
        ),
    )
    const failure = await client.mint721({ to: 'bob', ddc_uri: 'ipfs://x' }).catch((error: unknown) => error)
    expect((failure as ChainError).code).toBe('expired')
    expect((failure as ChainError).chainErrorName).toBe('expired_tx_exception')
  })

  it('a read-only client refuses to sign', async () => {
    const client = createChainClient({ rpcUrl: 'http://node.test', contractAccount: 'ddccontract', fetch: vi.fn() })
    expect(await codeOf(client.mint721({ to: 'bob', ddc_uri: 'ipfs://x' }))).toBe('privateKeyInvalid')
  })
})

describe('what the client signs', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  function captureTransact() {
    return vi
      .spyOn(Api.prototype, 'transact')
      .mockResolvedValue({ transaction_id: 'ab'.repeat(32), processed: { block_num: 7 } } as unknown as Awaited<
        ReturnType<Api['transact']>
      >)
  }

  it('signs with owner by default, 3 blocks behind head, expiring after 30 s', async () => {
    const transact = captureTransact()
    const result = await clientWith(vi.fn()).mint721({ to: 'bob', ddc_uri: 'ipfs://x', memo: 'm' })
    expect(result).toEqual({ transactionId: 'ab'.repeat(32), blockNum: 7 })
    expect(transact).toHaveBeenCalledWith(
      {
        actions: [
          {
            account: 'ddccontract',
            name: 'mint',
            authorization: [{ actor: 'alice', permission: 'owner' }],
            data: { sender: 'alice', to: 'bob', amount: '1', nft_uri: 'ipfs://x', business_type: 1, memo: 'm' },
          },
        ],
      },
      expect.objectContaining({ blocksBehind: 3, expireSeconds: 30 }),
    )
  })

  it('maps the spec’s input names to the contract’s action data', async () => {
    const transact = captureTransact()
    const client = clientWith(vi.fn())
    await client.transfer1155({
      from: 'carol',
      to: 'bob',
      ddc_id: '18446744073709551615',
      amount: 3,
      permission: 'active',
    })
    await client.transferBatch721({ from: 'alice', to: 'bob', ddc_ids: [1, 2] })
    await client.burn({ owner: 'carol', ddc_id: 5, business_type: 2 })
    await client.recharge({ to: 'bob', value: 10 })
    const sent = transact.mock.calls.map(
      ([transaction]) =>
        (transaction as { actions: { name: string; authorization: unknown; data: unknown }[] }).actions[0],
    )
    expect(sent[0]).toEqual({
      account: 'ddccontract',
      name: 'transfer',
      authorization: [{ actor: 'alice', permission: 'active' }],
      data: {
        sender: 'alice',
        from: 'carol',
        to: 'bob',
        nft_id: '18446744073709551615',
        amount: '3',
        memo: '',
        business_type: 2,
      },
    })
    expect(sent[1]?.data).toEqual({
      sender: 'alice',
      from: 'alice',
      to: 'bob',
      nft_ids: ['1', '2'],
      amounts: ['1', '1'],
      memo: '',
      business_type: 1,
    })
    expect(sent[2]).toMatchObject({
      name: 'burn',
      data: { sender: 'alice', owner: 'carol', nft_id: '5', business_type: 2 },
    })
    expect(sent[3]).toMatchObject({ name: 'recharge', data: { from: 'alice', to: 'bob', value: '10', memo: '' } })
  })

  it('creates an account with the configured RAM and stake (BUY_RAM_QUANT, STAKE_*), defaults otherwise', async () => {
    const transact = captureTransact()
    const sentResources = () => {
      const [transaction] = transact.mock.calls.at(-1) ?? []
      return (transaction as { actions: { name: string; data: unknown }[] }).actions.slice(1, 3)
    }
    const input = {
      name: 'newuser12345',
      publicKey: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
      operator: { account_name: 'New user', account_did: '', leader_did: '' },
    }
    const configured = createChainClient({
      rpcUrl: 'http://node.test',
      contractAccount: 'ddccontract',
      signer: { account: 'alice', privateKey: devPrivateKey },
      fetch: vi.fn(),
      hasSystemContracts: 'true',
      newAccountResources: newAccountResourcesFrom({
        BUY_RAM_QUANT: '2.5000 SYS',
        STAKE_NET_QUANTITY: '3.0000 SYS',
        STAKE_CPU_QUANTITY: '4.0000 SYS',
      }),
    })
    await configured.createAccount(input)
    expect(sentResources()).toEqual([
      {
        account: 'eosio',
        name: 'buyram',
        authorization: expect.anything(),
        data: { payer: 'alice', receiver: 'newuser12345', quant: '2.5000 SYS' },
      },
      {
        account: 'eosio',
        name: 'delegatebw',
        authorization: expect.anything(),
        data: {
          from: 'alice',
          receiver: 'newuser12345',
          stake_net_quantity: '3.0000 SYS',
          stake_cpu_quantity: '4.0000 SYS',
          transfer: false,
        },
      },
    ])
    const unconfigured = createChainClient({
      rpcUrl: 'http://node.test',
      contractAccount: 'ddccontract',
      signer: { account: 'alice', privateKey: devPrivateKey },
      fetch: vi.fn(),
      hasSystemContracts: true,
    })
    await unconfigured.createAccount(input)
    expect(sentResources()).toMatchObject([
      { name: 'buyrambytes', data: { bytes: 8192 } },
      { name: 'delegatebw', data: { stake_net_quantity: '1.0000 SYS', stake_cpu_quantity: '1.0000 SYS' } },
    ])
  })

  it('sends an operator’s freeze as the planned updateaccsta actions in one transaction', async () => {
    const transact = captureTransact()
    const client = clientWith(vi.fn())
    await client.changeAccountState({ actingRole: 1, account: 'bob', operator_state: 1, platform_state: 1, state: 2 })
    const [transaction] = transact.mock.calls[0] ?? []
    expect((transaction as { actions: { data: unknown }[] }).actions.map((action) => action.data)).toEqual([
      { sender: 'alice', account: 'bob', state: 2, change_platform_state: false },
      { sender: 'alice', account: 'bob', state: 2, change_platform_state: true },
    ])
    expect(
      await client.changeAccountState({
        actingRole: 1,
        account: 'bob',
        operator_state: 2,
        platform_state: 2,
        state: 2,
      }),
    ).toBeNull()
    expect(transact).toHaveBeenCalledTimes(1)
  })
})

describe('waitForInclusion', () => {
  it('polls get_transaction_status until the transaction is in a block, reporting progress', async () => {
    const states = ['LOCALLY_APPLIED', 'IN_BLOCK']
    const client = clientWith(async (url) => {
      expect(url).toBe('http://node.test/v1/chain/get_transaction_status')
      const state = states.shift() ?? 'IN_BLOCK'
      return new Response(JSON.stringify({ state, block_number: state === 'IN_BLOCK' ? 42 : 0 }))
    })
    const progress: string[] = []
    const result = await client.waitForInclusion('ab'.repeat(32), {
      intervalMs: 1,
      onProgress: (step) => progress.push(step.state),
    })
    expect(result).toEqual({ included: true, state: 'included', blockNum: 42 })
    expect(progress).toEqual(['pending', 'included'])
  })

  it('falls back to the head block when the node has no get_transaction_status', async () => {
    let head = 9
    const client = clientWith(async (url) => {
      if (url.endsWith('/get_transaction_status'))
        return new Response(
          JSON.stringify({
            code: 404,
            message: 'Not Found',
            error: { code: 0, name: 'exception', what: 'unspecified', details: [{ message: 'Unknown Endpoint' }] },
          }),
          { status: 404 },
        )
      head += 1
      return new Response(JSON.stringify({ head_block_num: head, last_irreversible_block_num: 1 }))
    })
    const result = await client.waitForInclusion('cd'.repeat(32), { intervalMs: 1, blockNum: 11 })
    expect(result).toEqual({ included: true, state: 'included', blockNum: 11 })
  })

  it('gives up after the timeout, saying the transaction is not yet included', async () => {
    const client = clientWith(async () => new Response(JSON.stringify({ state: 'UNKNOWN' })))
    const result = await client.waitForInclusion('ef'.repeat(32), { intervalMs: 5, timeoutMs: 30 })
    expect(result.included).toBe(false)
    expect(result.state).toBe('pending')
  })
})
