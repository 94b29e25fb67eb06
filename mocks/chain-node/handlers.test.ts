import { describe, expect, it } from 'vitest'
import { createChainClient } from '@/lib/chain'
import { server } from '../node'
import { getStore } from '../store/store'
import { chainNodeHandlers } from './handlers'
import { FEE_BOARD } from './accounts'

// The node of the mock store's development chain (any URL works: the handlers match every host).
const rpcUrl = 'http://127.0.0.1:8888'
const client = () => createChainClient({ rpcUrl, contractAccount: 'ddccontract' })

describe('the mock chain node', () => {
  it('answers get_account with the fee board as a 2-of-3 of its approvers', async () => {
    server.use(...chainNodeHandlers)
    const board = await client().getAccount(FEE_BOARD)
    const active = board.permissions.find((permission) => permission.perm_name === 'active')
    expect(active?.required_auth.threshold).toBe(2)
    expect(active?.required_auth.accounts.map(({ permission, weight }) => `${permission.actor}:${weight}`)).toEqual([
      'ddcoperator1:1',
      'ddcoperator2:1',
      'ddcplatform1:1',
    ])
  })

  it("answers get_account of a store account with the store's key, and follows a key change", async () => {
    server.use(...chainNodeHandlers)
    const record = getStore().accounts.find((account) => account.account === 'ddcuser11111')
    if (!record) throw new Error('fixture account missing')
    const owner = (await client().getAccount('ddcuser11111')).permissions.find((p) => p.perm_name === 'owner')
    expect(owner?.required_auth.keys).toEqual([{ key: record.public_key, weight: 1 }])

    record.public_key = 'EOS8mUftJXepGzdQ2TaCduNuSPAfXJHf22uex4u41ab1EVv9EAhWt'
    const active = (await client().getAccount('ddcuser11111')).permissions.find((p) => p.perm_name === 'active')
    expect(active?.required_auth.keys[0]?.key).toBe(record.public_key)
  })

  it('answers an unknown account as nodeos does: the client reports it as not found', async () => {
    server.use(...chainNodeHandlers)
    await expect(client().getAccount('nosuchacct11')).rejects.toMatchObject({ code: 'accountNotFound' })
  })

  it("serves the contract's ABI, with which a proposal's setfee decodes", async () => {
    server.use(...chainNodeHandlers)
    const [decoded] = await client().decodeProposedActions([
      {
        account: 'ddccontract',
        name: 'setfee',
        authorization: [{ actor: FEE_BOARD, permission: 'active' }],
        data: '10d235f428b5504a01046d696e740c00000000000000',
      },
    ])
    expect(decoded?.data).toEqual({ sender: FEE_BOARD, business_type: 1, func_name: 'mint', value: '12' })
  })
})
