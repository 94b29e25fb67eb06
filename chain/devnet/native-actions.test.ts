import { type PrivateKey } from '@greymass/eosio'
import { freshPrivateKey } from './genesis'
import { afterAll, describe, expect, it } from 'vitest'
import { type RunningDevnet } from './devnet.ts'
import { apiFor, chainErrorOf, devAccount, removeDataDir, rpcFor, startTestDevnet } from './test-support.ts'

const TAPOS = { blocksBehind: 3, expireSeconds: 30 }
const running: (RunningDevnet & { dataDir: string })[] = []

afterAll(async () => {
  for (const devnet of running) {
    await devnet.stop()
    removeDataDir(devnet.dataDir)
  }
})

function keyAuthority(key: PrivateKey) {
  return { threshold: 1, keys: [{ key: key.toPublic().toLegacyString(), weight: 1 }], accounts: [], waits: [] }
}

describe('permissions: updateauth, linkauth, unlinkauth, deleteauth', () => {
  it('lets a linked custom permission call exactly the linked action', async () => {
    const devnet = await startTestDevnet()
    running.push(devnet)
    const contract = devnet.contractAccount
    const ownerApi = apiFor(devnet, [devAccount(devnet, 'operator1').private_key])
    const rechargeKey = freshPrivateKey()
    const owner = [{ actor: 'operator1', permission: 'owner' }]

    await ownerApi.transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'updateauth',
            authorization: owner,
            data: { account: 'operator1', permission: 'rech', parent: 'active', auth: keyAuthority(rechargeKey) },
          },
          {
            account: 'eosio',
            name: 'linkauth',
            authorization: owner,
            data: { account: 'operator1', code: contract, type: 'recharge', requirement: 'rech' },
          },
        ],
      },
      TAPOS,
    )
    const account = await rpcFor(devnet).get_account('operator1')
    const rech = account.permissions.find((permission: { perm_name: string }) => permission.perm_name === 'rech')
    expect(rech).toMatchObject({ parent: 'active', linked_actions: [{ account: contract, action: 'recharge' }] })

    const rechargeApi = apiFor(devnet, [rechargeKey.toWif()])
    const asRech = [{ actor: 'operator1', permission: 'rech' }]
    await rechargeApi.transact(
      {
        actions: [
          {
            account: contract,
            name: 'recharge',
            authorization: asRech,
            data: { from: 'operator1', to: 'platform1', value: 2, memo: 'linked' },
          },
        ],
      },
      TAPOS,
    )

    const notLinked = await chainErrorOf(
      rechargeApi.transact(
        {
          actions: [
            { account: contract, name: 'settlement', authorization: asRech, data: { sender: 'operator1', value: 1 } },
          ],
        },
        TAPOS,
      ),
    )
    expect(notLinked).toMatchObject({ code: 3090005, name: 'irrelevant_auth_exception' })

    const stillLinked = await chainErrorOf(
      ownerApi.transact(
        {
          actions: [
            {
              account: 'eosio',
              name: 'deleteauth',
              authorization: owner,
              data: { account: 'operator1', permission: 'rech' },
            },
          ],
        },
        TAPOS,
      ),
    )
    expect(stillLinked.code).toBe(3050000)

    await ownerApi.transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'unlinkauth',
            authorization: owner,
            data: { account: 'operator1', code: contract, type: 'recharge' },
          },
          {
            account: 'eosio',
            name: 'deleteauth',
            authorization: owner,
            data: { account: 'operator1', permission: 'rech' },
          },
        ],
      },
      TAPOS,
    )
    const after = await rpcFor(devnet).get_account('operator1')
    expect(after.permissions.map((permission: { perm_name: string }) => permission.perm_name)).toEqual([
      'owner',
      'active',
    ])

    const cannotDelete = await chainErrorOf(
      ownerApi.transact(
        {
          actions: [
            {
              account: 'eosio',
              name: 'deleteauth',
              authorization: owner,
              data: { account: 'operator1', permission: 'active' },
            },
          ],
        },
        TAPOS,
      ),
    )
    expect(cannotDelete.code).toBe(3090007)
  })

  it('accepts an authority that names another account permission, weighted to the threshold', async () => {
    const devnet = await startTestDevnet()
    running.push(devnet)
    const operatorKey = devAccount(devnet, 'operator1').private_key
    const ownKey = freshPrivateKey()
    const shared = {
      threshold: 2,
      keys: [{ key: ownKey.toPublic().toLegacyString(), weight: 1 }],
      accounts: [{ permission: { actor: 'operator1', permission: 'active' }, weight: 2 }],
      waits: [],
    }
    await apiFor(devnet, [operatorKey]).transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'newaccount',
            authorization: [{ actor: 'operator1', permission: 'active' }],
            data: { creator: 'operator1', name: 'delegated1', owner: shared, active: shared },
          },
        ],
      },
      TAPOS,
    )
    const update = {
      actions: [
        {
          account: 'eosio',
          name: 'updateauth',
          authorization: [{ actor: 'delegated1', permission: 'active' }],
          data: { account: 'delegated1', permission: 'extra', parent: 'active', auth: keyAuthority(ownKey) },
        },
      ],
    }
    // Its own key weighs 1 of 2; operator1's active authority weighs 2.
    expect((await chainErrorOf(apiFor(devnet, [ownKey.toWif()], true).transact(update, TAPOS))).code).toBe(3090003)
    await apiFor(devnet, [operatorKey]).transact(update, TAPOS)
  })
})

describe('system contracts switched on', () => {
  it('gives new accounts the spec defaults through buyrambytes and delegatebw', async () => {
    const devnet = await startTestDevnet({ hasSystemContracts: true })
    running.push(devnet)
    const rpc = rpcFor(devnet)
    const genesisAccount = await rpc.get_account('platform1')
    expect(genesisAccount.ram_quota).toBe(8192)
    expect(genesisAccount.total_resources).toMatchObject({
      net_weight: '1.0000 SYS',
      cpu_weight: '1.0000 SYS',
      ram_bytes: 8192,
    })

    const key = freshPrivateKey()
    const authorization = [{ actor: 'operator1', permission: 'owner' }]
    await apiFor(devnet, [devAccount(devnet, 'operator1').private_key]).transact(
      {
        actions: [
          {
            account: 'eosio',
            name: 'newaccount',
            authorization,
            data: { creator: 'operator1', name: 'newuser1', owner: keyAuthority(key), active: keyAuthority(key) },
          },
          {
            account: 'eosio',
            name: 'buyram',
            authorization,
            data: { payer: 'operator1', receiver: 'newuser1', quant: '0.8192 SYS' },
          },
          {
            account: 'eosio',
            name: 'delegatebw',
            authorization,
            data: {
              from: 'operator1',
              receiver: 'newuser1',
              stake_net_quantity: '1.0000 SYS',
              stake_cpu_quantity: '1.0000 SYS',
              transfer: false,
            },
          },
        ],
      },
      TAPOS,
    )
    const created = await rpc.get_account('newuser1')
    expect(created.ram_quota).toBe(8192)
    expect(created.total_resources).toMatchObject({ net_weight: '1.0000 SYS', cpu_weight: '1.0000 SYS' })
    const abi = await rpc.get_abi('eosio')
    expect(abi.abi?.actions.map((action: { name: string }) => action.name)).toEqual(
      expect.arrayContaining(['newaccount', 'buyram', 'buyrambytes', 'delegatebw']),
    )
  })

  it('leaves buyram and delegatebw out when system contracts are off', async () => {
    const devnet = running[0]
    if (!devnet) throw new Error('the first devnet is not running')
    const abi = await rpcFor(devnet).get_abi('eosio')
    const names = abi.abi?.actions.map((action: { name: string }) => action.name) ?? []
    expect(names).toContain('newaccount')
    expect(names).not.toContain('buyram')
    expect((await rpcFor(devnet).get_account('platform1')).ram_quota).toBe(-1)
  })
})
