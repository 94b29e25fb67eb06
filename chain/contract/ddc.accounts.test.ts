// Accounts (operatoradd, setaccrole, updateaccsta) and configuration (function permissions, cross-platform
// approvals, the platform switch, fee rules).
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import {
  CONTRACT,
  SINGLE,
  MULTI,
  send,
  expectFailure,
  rows,
  accountRow,
  nftRow,
  register,
  mint,
  freezeAccount,
  withContract,
} from './testing/harness'

withContract()

describe('accounts', () => {
  it('operatoradd registers below the sender: operators, then platforms, then consumers', () => {
    expect(accountRow('op')).toMatchObject({
      role: 1,
      leader: CONTRACT,
      operator_state: 1,
      platform_state: 1,
      is_manager: false,
    })
    expect(accountRow('plat1')).toMatchObject({
      role: 2,
      leader: 'op',
      account_name: 'plat1 name',
      account_did: 'did:plat1',
      leader_did: 'did:op',
      operator_name: 'op name',
    })
    expect(accountRow('alice')).toMatchObject({ role: 3, leader: 'plat1', operator_name: 'plat1 name' })
    expect(accountRow('admin')).toMatchObject({ role: 1, is_manager: true })
  })

  it('operatoradd refuses a wrong signer, a consumer, a frozen sender, an unknown chain account and a second registration', async () => {
    await expect(
      send(
        'operatoradd',
        { sender: 'op', account: 'outsider', account_name: '', account_did: '', leader_did: '' },
        'plat1',
      ),
    ).rejects.toThrow('missing required authority op')
    await expectFailure(register('alice', 'outsider'), errors.ERR_NO_PERMISSION)
    await expectFailure(register('plat1', 'nobody'), errors.ERR_ACCOUNT_NOT_ON_CHAIN)
    await expectFailure(register('plat1', 'bob'), errors.ERR_ACCOUNT_REGISTERED)
    await expectFailure(register('outsider', 'outsider'), errors.ERR_UNKNOWN_ACCOUNT)
    await expectFailure(
      send(
        'operatoradd',
        { sender: 'plat1', account: 'outsider', account_name: 'x'.repeat(129), account_did: '', leader_did: '' },
        'plat1',
      ),
      errors.ERR_FIELD_TOO_LONG,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(register('plat1', 'outsider'), errors.ERR_SENDER_NOT_ACTIVE)
  })

  it('setaccrole is for managers only and checks the role', async () => {
    await send('setaccrole', { sender: 'admin', account: 'bob', role: 2, is_manager: false }, 'admin')
    expect(accountRow('bob')).toMatchObject({ role: 2 })
    await expectFailure(
      send('setaccrole', { sender: 'op', account: 'bob', role: 1, is_manager: true }, 'op'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('setaccrole', { sender: 'admin', account: 'bob', role: 4, is_manager: false }, 'admin'),
      errors.ERR_INVALID_ROLE,
    )
    await expectFailure(
      send('setaccrole', { sender: 'admin', account: 'outsider', role: 3, is_manager: false }, 'admin'),
      errors.ERR_UNKNOWN_ACCOUNT,
    )
  })

  it('updateaccsta: operators set the operator-level state, platforms the platform-level state of their own accounts', async () => {
    await freezeAccount('op', 'alice')
    expect(accountRow('alice')).toMatchObject({ operator_state: 2, platform_state: 1 })
    await send('updateaccsta', { sender: 'op', account: 'alice', state: 1, change_platform_state: false }, 'op')
    await freezeAccount('plat1', 'alice', true)
    expect(accountRow('alice')).toMatchObject({ operator_state: 1, platform_state: 2 })
    await freezeAccount('op', 'bob', true) // operators may also set the platform level
    expect(accountRow('bob')).toMatchObject({ platform_state: 2 })

    await expectFailure(freezeAccount('plat1', 'bob'), errors.ERR_NO_PERMISSION) // operator level
    await expectFailure(freezeAccount('plat2', 'bob', true), errors.ERR_NO_PERMISSION) // not its account
    await expectFailure(freezeAccount('carol', 'bob', true), errors.ERR_NO_PERMISSION)
    await expectFailure(freezeAccount('op', 'admin'), errors.ERR_NO_PERMISSION) // a manager
    await expectFailure(
      send('updateaccsta', { sender: 'op', account: 'bob', state: 3, change_platform_state: false }, 'op'),
      errors.ERR_INVALID_STATE,
    )
    await expectFailure(freezeAccount('op', 'outsider'), errors.ERR_UNKNOWN_ACCOUNT)
    await expect(
      send('updateaccsta', { sender: 'op', account: 'bob', state: 2, change_platform_state: false }, 'bob'),
    ).rejects.toThrow('missing required authority op')
  })
})

describe('configuration', () => {
  it('addfuncperm and delfuncperm change what a role may do', async () => {
    await expectFailure(mint('alice', 'alice', SINGLE), errors.ERR_NO_PERMISSION)
    await send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'mint' }, 'op')
    await mint('alice', 'alice', SINGLE)
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_PERMISSION_EXISTS,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: SINGLE, func_name: 'steal' }, 'op'),
      errors.ERR_INVALID_FUNC_NAME,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 3, business_type: 0, func_name: 'mint' }, 'op'),
      errors.ERR_INVALID_BUSINESS_TYPE,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'op', account_role: 9, business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_INVALID_ROLE,
    )
    await expectFailure(
      send('addfuncperm', { sender: 'plat1', account_role: 2, business_type: SINGLE, func_name: 'seturi' }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )

    const id = await mint('plat1', 'alice', SINGLE)
    await send(
      'delfuncperm',
      { sender: 'admin', account_role: 3, business_type: SINGLE, func_name: 'transfer' },
      'admin',
    )
    await expectFailure(
      send(
        'transfer',
        { sender: 'alice', from: 'alice', to: 'bob', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('delfuncperm', { sender: 'admin', account_role: 3, business_type: SINGLE, func_name: 'transfer' }, 'admin'),
      errors.ERR_UNKNOWN_PERMISSION,
    )
  })

  it('setplatform closes every collectible and points action, and opens them again', async () => {
    await send('setplatform', { sender: 'op', is_platform_open: false }, 'op')
    expect(rows('config')[0]).toMatchObject({ is_platform_open: false })
    await expectFailure(mint('plat1', 'alice', SINGLE), errors.ERR_PLATFORM_CLOSED)
    await expectFailure(mint('op', 'op', SINGLE), errors.ERR_PLATFORM_CLOSED)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1, memo: '' }, 'plat1'),
      errors.ERR_PLATFORM_CLOSED,
    )
    await register('plat1', 'outsider') // administration goes on
    await expectFailure(
      send('setplatform', { sender: 'plat1', is_platform_open: true }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await send('setplatform', { sender: 'admin', is_platform_open: true }, 'admin')
    await mint('plat1', 'alice', SINGLE)
  })

  it('setfee and deletefee keep one fee list per business type', async () => {
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 10 }, 'op')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'transfer', value: 3 }, 'op')
    await send('setfee', { sender: 'admin', business_type: SINGLE, func_name: 'mint', value: 12 }, 'admin')
    expect(rows('feerules')).toEqual([
      {
        business_type: 1,
        func_fee: [
          { key: 'mint', fee: 12 },
          { key: 'transfer', fee: 3 },
        ],
      },
    ])
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'mint' }, 'op')
    expect(rows('feerules')).toEqual([{ business_type: 1, func_fee: [{ key: 'transfer', fee: 3 }] }])
    await expectFailure(
      send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'mint' }, 'op'),
      errors.ERR_UNKNOWN_FEE,
    )
    await expectFailure(
      send('deletefee', { sender: 'op', business_type: MULTI, func_name: 'mint' }, 'op'),
      errors.ERR_UNKNOWN_FEE,
    )
    await send('deletefee', { sender: 'op', business_type: SINGLE, func_name: 'transfer' }, 'op')
    expect(rows('feerules')).toEqual([])
    await expectFailure(
      send('setfee', { sender: 'plat1', business_type: SINGLE, func_name: 'mint', value: 1 }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('setfee', { sender: 'op', business_type: 3, func_name: 'mint', value: 1 }, 'op'),
      errors.ERR_INVALID_BUSINESS_TYPE,
    )
    await expectFailure(
      send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'nope', value: 1 }, 'op'),
      errors.ERR_INVALID_FUNC_NAME,
    )
  })

  it('delbiztype deletes the fee rules and function permissions of a business type', async () => {
    await send('setfee', { sender: 'op', business_type: MULTI, func_name: 'mint', value: 10 }, 'op')
    await send('setfee', { sender: 'op', business_type: SINGLE, func_name: 'mint', value: 10 }, 'op')
    await send('delbiztype', { sender: 'op', business_type: MULTI }, 'op')
    expect(rows('feerules').map((row) => row.business_type)).toEqual([1])
    expect(rows('funcperms').filter((row) => row.business_type === MULTI)).toEqual([])
    expect(rows('funcperms').filter((row) => row.business_type === SINGLE)).not.toEqual([])
    await expectFailure(mint('plat1', 'alice', MULTI, 5), errors.ERR_NO_PERMISSION)
    await expectFailure(
      send('delbiztype', { sender: 'plat1', business_type: SINGLE }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
  })

  it("crossapprove lets one platform send collectibles to another platform's accounts", async () => {
    await expectFailure(mint('plat1', 'carol', SINGLE), errors.ERR_CROSS_PLATFORM)
    const id = await mint('plat1', 'alice', SINGLE)
    await expectFailure(
      send(
        'transfer',
        { sender: 'alice', from: 'alice', to: 'carol', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'alice',
      ),
      errors.ERR_CROSS_PLATFORM,
    )
    await send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat2', approved: true }, 'op')
    expect(rows('crossappr')).toEqual([expect.objectContaining({ from: 'plat1', to: 'plat2', approved: true })])
    await send(
      'transfer',
      { sender: 'alice', from: 'alice', to: 'carol', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
      'alice',
    )
    expect(nftRow(id)).toMatchObject({ owner: 'carol' })
    await expectFailure(
      send(
        'transfer',
        { sender: 'carol', from: 'carol', to: 'alice', nft_id: id, amount: 1, memo: '', business_type: SINGLE },
        'carol',
      ),
      errors.ERR_CROSS_PLATFORM,
    )
    await send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat2', approved: false }, 'op')
    await expectFailure(mint('plat1', 'carol', SINGLE), errors.ERR_CROSS_PLATFORM)
    await expectFailure(
      send('crossapprove', { sender: 'op', from: 'plat1', to: 'alice', approved: true }, 'op'),
      errors.ERR_INVALID_PLATFORM,
    )
    await expectFailure(
      send('crossapprove', { sender: 'op', from: 'plat1', to: 'plat1', approved: true }, 'op'),
      errors.ERR_INVALID_PLATFORM,
    )
    await expectFailure(
      send('crossapprove', { sender: 'plat1', from: 'plat1', to: 'plat2', approved: true }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
  })
})
