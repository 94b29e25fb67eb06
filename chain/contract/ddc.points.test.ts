// Billing points: selfrecharge, recharge, settlement.
import { describe, expect, it } from 'vitest'
import * as errors from './errors'
import { send, expectFailure, points, freezeAccount, withContract } from './testing/harness'

withContract()

describe('points', () => {
  it('seeding moved points from the operator down to platforms and their consumers', () => {
    expect(points('op')).toBe(1_000_000 - 20_000)
    expect(points('plat1')).toBe(10_000 - 2_000)
    expect(points('alice')).toBe(1_000)
  })

  it('selfrecharge is for operators and managers', async () => {
    await send('selfrecharge', { sender: 'admin', value: 5 }, 'admin')
    expect(points('admin')).toBe(5)
    await expectFailure(send('selfrecharge', { sender: 'plat1', value: 5 }, 'plat1'), errors.ERR_NO_PERMISSION)
    await expectFailure(send('selfrecharge', { sender: 'op', value: 0 }, 'op'), errors.ERR_INVALID_VALUE)
    await expect(send('selfrecharge', { sender: 'op', value: 5 }, 'plat1')).rejects.toThrow(
      'missing required authority op',
    )
  })

  it('recharge moves points; a platform recharges only its own accounts', async () => {
    await send('recharge', { from: 'plat1', to: 'alice', value: 250, memo: 'top up' }, 'plat1')
    expect(points('alice')).toBe(1_250)
    expect(points('plat1')).toBe(8_000 - 250)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'carol', value: 1, memo: '' }, 'plat1'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('recharge', { from: 'alice', to: 'bob', value: 1, memo: '' }, 'alice'),
      errors.ERR_NO_PERMISSION,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1_000_000, memo: '' }, 'plat1'),
      errors.ERR_INSUFFICIENT_POINTS,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 0, memo: '' }, 'plat1'),
      errors.ERR_INVALID_VALUE,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'outsider', value: 1, memo: '' }, 'plat1'),
      errors.ERR_UNKNOWN_RECIPIENT,
    )
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'plat1', value: 1, memo: '' }, 'plat1'),
      errors.ERR_SELF_TRANSFER,
    )
    await freezeAccount('plat1', 'alice', true)
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'alice', value: 1, memo: '' }, 'plat1'),
      errors.ERR_RECIPIENT_NOT_ACTIVE,
    )
    await freezeAccount('op', 'plat1')
    await expectFailure(
      send('recharge', { from: 'plat1', to: 'bob', value: 1, memo: '' }, 'plat1'),
      errors.ERR_SENDER_NOT_ACTIVE,
    )
    await expect(send('recharge', { from: 'op', to: 'plat2', value: 1, memo: '' }, 'plat2')).rejects.toThrow(
      'missing required authority op',
    )
  })

  it('settlement removes points from the sender', async () => {
    await send('settlement', { sender: 'plat1', value: 3_000 }, 'plat1')
    expect(points('plat1')).toBe(5_000)
    await expectFailure(send('settlement', { sender: 'plat1', value: 5_001 }, 'plat1'), errors.ERR_INSUFFICIENT_POINTS)
    await expectFailure(send('settlement', { sender: 'alice', value: 1 }, 'alice'), errors.ERR_NO_PERMISSION)
  })
})
