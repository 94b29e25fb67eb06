// The rules every action shares: each collectible action for the right signer and role, and its failure for a
// wrong signer, a role without the function permission, a frozen sender, a closed platform, short points and a
// frozen collectible; the administration actions for managers only.
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import {
  CONTRACT,
  SINGLE,
  MULTI,
  send,
  expectFailure,
  accountRow,
  points,
  mint,
  freezeAccount,
  type ActionData,
  withContract,
} from './testing/harness'

withContract()

// Every collectible action, called validly: the matrix below runs each one through the same rules.
interface BusinessCase {
  action: string
  sender: string
  businessType: number
  /** Items charged: batch actions pay the fee once per item. */
  items: number
  /** Collectibles the action works on, when a frozen collectible must stop it. */
  movesCollectible: boolean
  prepare?: (ids: Fixture) => Promise<void>
  data: (ids: Fixture) => ActionData
}

interface Fixture {
  single: number
  multiA: number
  multiB: number
}

async function fixture(): Promise<Fixture> {
  return {
    single: await mint('plat1', 'alice', SINGLE),
    multiA: await mint('plat1', 'alice', MULTI, 5),
    multiB: await mint('plat1', 'alice', MULTI, 5),
  }
}

const businessCases: BusinessCase[] = [
  {
    action: 'mint',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: () => ({ sender: 'plat1', to: 'alice', amount: 1, nft_uri: 'u', business_type: SINGLE, memo: '' }),
  },
  {
    action: 'mintbatch',
    sender: 'plat1',
    businessType: MULTI,
    items: 2,
    movesCollectible: false,
    data: () => ({
      sender: 'plat1',
      to: 'alice',
      amounts: [2, 3],
      nft_uris: ['a', 'b'],
      business_type: MULTI,
      memo: '',
    }),
  },
  {
    action: 'transfer',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({
      sender: 'alice',
      from: 'alice',
      to: 'bob',
      nft_id: ids.single,
      amount: 1,
      memo: '',
      business_type: SINGLE,
    }),
  },
  {
    action: 'batchtrans',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: true,
    data: (ids) => ({
      sender: 'alice',
      from: 'alice',
      to: 'bob',
      nft_ids: [ids.multiA, ids.multiB],
      amounts: [1, 2],
      memo: '',
      business_type: MULTI,
    }),
  },
  {
    action: 'freeze',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: (ids) => ({ sender: 'plat1', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'unfreeze',
    sender: 'plat1',
    businessType: MULTI,
    items: 1,
    movesCollectible: false,
    prepare: (ids) => send('freeze', { sender: 'op', nft_id: ids.multiA, business_type: MULTI }, 'op'),
    data: (ids) => ({ sender: 'plat1', nft_id: ids.multiA, business_type: MULTI }),
  },
  {
    action: 'burn',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({ sender: 'alice', owner: 'alice', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'burnbatch',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: true,
    data: (ids) => ({ sender: 'alice', owner: 'alice', nft_ids: [ids.multiA, ids.multiB], business_type: MULTI }),
  },
  {
    action: 'approve',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: (ids) => ({ sender: 'alice', to: 'bob', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'approvebatch',
    sender: 'alice',
    businessType: MULTI,
    items: 2,
    movesCollectible: false,
    data: (ids) => ({ sender: 'alice', to: 'bob', nft_ids: [ids.multiA, ids.multiB], business_type: MULTI }),
  },
  {
    action: 'approvalall',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    data: () => ({ sender: 'alice', to: 'bob', approved: true, business_type: SINGLE }),
  },
  {
    action: 'delapproval',
    sender: 'alice',
    businessType: SINGLE,
    items: 1,
    movesCollectible: false,
    prepare: (ids) =>
      send('approve', { sender: 'alice', to: 'bob', nft_id: ids.single, business_type: SINGLE }, 'alice'),
    data: (ids) => ({ sender: 'alice', nft_id: ids.single, business_type: SINGLE }),
  },
  {
    action: 'seturi',
    sender: 'plat1',
    businessType: SINGLE,
    items: 1,
    movesCollectible: true,
    data: (ids) => ({ sender: 'plat1', nft_id: ids.single, nft_uri: 'ipfs://v2', business_type: SINGLE }),
  },
]

describe.each(businessCases)('$action by $sender (business type $businessType)', (testCase) => {
  async function prepared(): Promise<ActionData> {
    const ids = await fixture()
    await testCase.prepare?.(ids)
    return testCase.data(ids)
  }
  const setFee = (value: number) =>
    send('setfee', { sender: 'op', business_type: testCase.businessType, func_name: testCase.action, value }, 'op')

  it('succeeds and charges its fee per item to the sender', async () => {
    const data = await prepared()
    await setFee(3)
    const before = points(testCase.sender)
    await send(testCase.action, data, testCase.sender)
    expect(points(testCase.sender)).toBe(before - 3 * testCase.items)
    expect(points(CONTRACT)).toBe(3 * testCase.items)
  })

  it('fails when the sender is short of points', async () => {
    const data = await prepared()
    await setFee(Math.ceil((points(testCase.sender) + 1) / testCase.items))
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_INSUFFICIENT_POINTS)
  })

  it('fails for a wrong signer', async () => {
    const data = await prepared()
    await expect(send(testCase.action, data, 'carol')).rejects.toThrow(`missing required authority ${testCase.sender}`)
  })

  it("fails when the sender's role lacks the function permission", async () => {
    const data = await prepared()
    const role = Number(accountRow(testCase.sender)?.role)
    await send(
      'delfuncperm',
      { sender: 'op', account_role: role, business_type: testCase.businessType, func_name: testCase.action },
      'op',
    )
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_NO_PERMISSION)
  })

  it('fails when the sender is frozen, at either level', async () => {
    const data = await prepared()
    await freezeAccount('op', testCase.sender)
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_SENDER_NOT_ACTIVE)
    await send('updateaccsta', { sender: 'op', account: testCase.sender, state: 1, change_platform_state: false }, 'op')
    await freezeAccount('op', testCase.sender, true)
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('fails while the platform is closed', async () => {
    const data = await prepared()
    await send('setplatform', { sender: 'op', is_platform_open: false }, 'op')
    await expectFailure(send(testCase.action, data, testCase.sender), errors.ERR_PLATFORM_CLOSED)
  })
})

describe.each(businessCases.filter((testCase) => testCase.movesCollectible))(
  '$action of a frozen collectible',
  (testCase) => {
    it('fails with nft frozen', async () => {
      const ids = await fixture()
      await testCase.prepare?.(ids)
      for (const [id, type] of [
        [ids.single, SINGLE],
        [ids.multiA, MULTI],
        [ids.multiB, MULTI],
      ] as const) {
        await send('freeze', { sender: 'op', nft_id: id, business_type: type }, 'op')
      }
      await expectFailure(send(testCase.action, testCase.data(ids), testCase.sender), errors.ERR_NFT_FROZEN)
    })
  },
)

describe('administration actions', () => {
  const adminCases: { action: string; data: (sender: string) => ActionData }[] = [
    { action: 'setaccrole', data: (sender) => ({ sender, account: 'bob', role: 2, is_manager: false }) },
    {
      action: 'addfuncperm',
      data: (sender) => ({ sender, account_role: 3, business_type: SINGLE, func_name: 'mint' }),
    },
    {
      action: 'delfuncperm',
      data: (sender) => ({ sender, account_role: 3, business_type: SINGLE, func_name: 'transfer' }),
    },
    { action: 'crossapprove', data: (sender) => ({ sender, from: 'plat1', to: 'plat2', approved: true }) },
    { action: 'setplatform', data: (sender) => ({ sender, is_platform_open: false }) },
    { action: 'setfee', data: (sender) => ({ sender, business_type: SINGLE, func_name: 'mint', value: 1 }) },
    { action: 'delbiztype', data: (sender) => ({ sender, business_type: MULTI }) },
    { action: 'selfrecharge', data: (sender) => ({ sender, value: 1 }) },
  ]

  it.each(adminCases)(
    '$action succeeds for a manager and fails for a wrong signer or a platform',
    async ({ action, data }) => {
      await expect(send(action, data('plat1'), 'alice')).rejects.toThrow('missing required authority plat1')
      await expectFailure(send(action, data('plat1'), 'plat1'), errors.ERR_NO_PERMISSION)
      await expectFailure(send(action, data('alice'), 'alice'), errors.ERR_NO_PERMISSION)
      await send(action, data('admin'), 'admin')
    },
  )

  it('deletefee succeeds for an operator and fails for a wrong signer or a platform', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 1 }, 'op')
    const data = (sender: string) => ({ sender, business_type: SINGLE, func_name: 'mint' })
    await expect(send('deletefee', data('op'), 'plat1')).rejects.toThrow('missing required authority op')
    await expectFailure(send('deletefee', data('plat1'), 'plat1'), errors.ERR_NO_PERMISSION)
    await send('deletefee', data('op'), 'op')
  })

  it('a frozen operator cannot administer', async () => {
    await freezeAccount('admin', 'op')
    await expectFailure(
      send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 1 }, 'op'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
    await expectFailure(freezeAccount('op', 'alice'), errors.ERR_SENDER_NOT_ACTIVE)
  })
})
