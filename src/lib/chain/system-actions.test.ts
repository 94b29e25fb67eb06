import { describe, expect, it } from 'vitest'
import { ChainError } from './errors'
import { createAccountActions, resetKeyActions } from './system-actions'

const publicKey = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
const operator = { account_name: 'Alice', account_did: 'did:a', leader_did: 'did:p' }
const authority = {
  threshold: 1,
  keys: [{ key: publicKey, weight: 1 }],
  accounts: [{ permission: { actor: 'platform1', permission: 'owner' }, weight: 1 }],
  waits: [],
}

describe('createAccountActions', () => {
  it('sends newaccount and operatoradd without system contracts', () => {
    const actions = createAccountActions('ddccontract', 'platform1', {
      name: 'alice',
      publicKey,
      operator,
      hasSystemContracts: false,
    })
    expect(actions.map((action) => `${action.account}::${action.name}`)).toEqual([
      'eosio::newaccount',
      'ddccontract::operatoradd',
    ])
    expect(actions[0]?.data).toEqual({ creator: 'platform1', name: 'alice', owner: authority, active: authority })
    expect(actions[1]?.data).toEqual({ sender: 'platform1', account: 'alice', ...operator })
    for (const action of actions) expect(action.authorization).toEqual([{ actor: 'platform1', permission: 'owner' }])
  })

  it('also buys 8192 bytes of RAM and stakes 1.0000 for NET and CPU, transfer false, with system contracts', () => {
    const actions = createAccountActions('ddccontract', 'platform1', {
      name: 'alice',
      publicKey,
      operator,
      hasSystemContracts: true,
    })
    expect(actions.map((action) => action.name)).toEqual(['newaccount', 'buyrambytes', 'delegatebw', 'operatoradd'])
    expect(actions[1]?.data).toEqual({ payer: 'platform1', receiver: 'alice', bytes: 8192 })
    expect(actions[2]?.data).toMatchObject({
      from: 'platform1',
      receiver: 'alice',
      stake_net_quantity: '1.0000 SYS',
      stake_cpu_quantity: '1.0000 SYS',
      transfer: false,
    })
    const configured = createAccountActions('ddccontract', 'platform1', {
      name: 'alice',
      publicKey,
      operator,
      hasSystemContracts: true,
      ramQuantity: '0.5000 EOS',
      stakeNetQuantity: '2.0000 EOS',
      stakeCpuQuantity: '3.0000 EOS',
    })
    expect(configured[1]).toMatchObject({ name: 'buyram', data: { quant: '0.5000 EOS' } })
    expect(configured[2]?.data).toMatchObject({ stake_net_quantity: '2.0000 EOS', stake_cpu_quantity: '3.0000 EOS' })
  })

  it('refuses a bad name or key before anything is signed', () => {
    expect(() =>
      createAccountActions('ddccontract', 'p', { name: 'Alice', publicKey, operator, hasSystemContracts: false }),
    ).toThrow(ChainError)
    expect(() =>
      createAccountActions('ddccontract', 'p', {
        name: 'alice',
        publicKey: 'EOS1',
        operator,
        hasSystemContracts: false,
      }),
    ).toThrow(expect.objectContaining({ code: 'publicKeyFormat' }))
  })
})

describe('resetKeyActions', () => {
  it('updates every permission to the new key, parents first, keeping the creator entry', () => {
    const newKey = 'PUB_K1_6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5BoDq63'
    const old = { threshold: 1, keys: [{ key: 'EOS5old', weight: 1 }], accounts: authority.accounts, waits: [] }
    const actions = resetKeyActions('alice', newKey, [
      { perm_name: 'trade', parent: 'active', required_auth: old },
      { perm_name: 'active', parent: 'owner', required_auth: old },
      { perm_name: 'owner', parent: '', required_auth: old },
    ])
    expect(actions.map((action) => action.data.permission)).toEqual(['owner', 'active', 'trade'])
    for (const action of actions) {
      expect(action).toMatchObject({
        account: 'eosio',
        name: 'updateauth',
        authorization: [{ actor: 'alice', permission: 'owner' }],
      })
      expect(action.data.auth).toEqual({
        threshold: 1,
        keys: [{ key: newKey, weight: 1 }],
        accounts: authority.accounts,
        waits: [],
      })
    }
  })
})
