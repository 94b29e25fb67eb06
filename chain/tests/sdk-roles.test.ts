/**
 * The chain SDK against the real devnet and contract: roles, freezes, points and manager actions, each
 * refused with the catalogue code the console shows for a wrong role, a frozen account, a frozen collectible
 * and short points.
 */
import { describe, expect, it } from 'vitest'
import {
  as,
  expectRefused,
  contract,
  operator,
  platform,
  consumer,
  createConsumer,
  nextBlock,
  points,
  mintSingle,
  owner721,
  withSdkDevnet,
} from './sdk-harness.ts'

withSdkDevnet()

describe('roles, freezes and points', () => {
  it('refuses an action the role has no function permission for', async () => {
    await expectRefused(as(consumer).mint721({ to: consumer, ddc_uri: 'x' }), 'missingAuthority')
    const id = await mintSingle()
    await expectRefused(as(consumer).freeze({ ddc_id: id, business_type: 1 }), 'missingAuthority')
    await expectRefused(as(platform).setFee({ business_type: 1, func_name: 'mint', value: 1 }), 'missingAuthority')
  })

  it('freezes a collectible so it no longer moves, and unfreezes it', async () => {
    const id = await mintSingle()
    await as(platform).freeze({ ddc_id: id, business_type: 1 })
    await nextBlock()
    await expectRefused(as(platform).freeze({ ddc_id: id, business_type: 1 }), 'nftFrozen')
    await expectRefused(as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id }), 'nftFrozen')
    await as(operator).unfreeze({ ddc_id: id, business_type: 1 })
    await nextBlock()
    await expectRefused(as(operator).unfreeze({ ddc_id: id, business_type: 1 }), 'nftNotFrozen')
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id })
  })

  it('freezes an account at both levels (operator), refusing it as sender and as recipient', async () => {
    const id = await mintSingle()
    const before = await as(operator).readAccount('consumer3')
    expect(before).toMatchObject({ role: 3, operator_state: 1, platform_state: 1, leader: platform })
    const frozen = await as(operator).changeAccountState({
      actingRole: 1,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 1,
      state: 2,
    })
    expect(frozen?.transactionId).toBeTruthy()
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 2, platform_state: 2 })

    await expectRefused(as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id }), 'recipientFrozen')
    await expectRefused(
      as('consumer3').approvalAll({ to: consumer, approved: true, business_type: 1 }),
      'accountFrozen',
    )
    await expectRefused(
      as(platform).updateAccountState({ account: 'consumer3', state: 1, change_platform_state: false }),
      'missingAuthority',
    )

    await as(operator).changeAccountState({
      actingRole: 1,
      account: 'consumer3',
      operator_state: 2,
      platform_state: 2,
      state: 1,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 1, platform_state: 1 })
    await as(consumer).transfer721({ from: consumer, to: 'consumer3', ddc_id: id })
  })

  it('lets a platform freeze and unfreeze its own account at the platform level', async () => {
    await as(platform).changeAccountState({
      actingRole: 2,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 1,
      state: 2,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ operator_state: 1, platform_state: 2 })
    await as(platform).changeAccountState({
      actingRole: 2,
      account: 'consumer3',
      operator_state: 1,
      platform_state: 2,
      state: 1,
    })
    expect(await as(operator).readAccount('consumer3')).toMatchObject({ platform_state: 1 })
  })

  it('refuses an action when points are short, and accepts it after a recharge', async () => {
    const id = await mintSingle('consumer2')
    expect(await points('consumer2')).toBe(0n)
    await expectRefused(
      as('consumer2').transfer721({ from: 'consumer2', to: consumer, ddc_id: id }),
      'insufficientPoints',
    )
    await as(platform).recharge({ to: 'consumer2', value: 50, memo: 'top up' })
    expect(await points('consumer2')).toBe(50n)
    await as('consumer2').transfer721({ from: 'consumer2', to: consumer, ddc_id: id })
    expect(await points('consumer2')).toBe(45n)
  })

  it('recharges, self-recharges and settles points for the right roles', async () => {
    const before = await points(operator)
    await as(operator).selfRecharge({ value: 500 })
    expect(await points(operator)).toBe(before + 500n)
    await expectRefused(as(platform).selfRecharge({ value: 1 }), 'missingAuthority')
    await expectRefused(as(platform).recharge({ to: 'consumer3', value: 0 }), 'invalidAmount')
    const platformPoints = await points(platform)
    await as(platform).settlement({ value: 10 })
    expect(await points(platform)).toBe(platformPoints - 10n)
    await expectRefused(as('consumer2').recharge({ to: consumer, value: 1_000_000 }), 'missingAuthority')
    await expectRefused(as(platform).settlement({ value: 10n ** 15n }), 'insufficientPoints')
  })
})

describe('manager actions', () => {
  it('sets and deletes fee rules', async () => {
    await as(operator).setFee({ business_type: 1, func_name: 'seturi', value: 7 })
    const { rows } = await as(operator).readFeeRules({ lower_bound: 1, upper_bound: 1 })
    expect(rows[0]?.func_fee).toContainEqual({ key: 'seturi', fee: '7' })
    await as(contract()).deleteFee({ business_type: 1, func_name: 'seturi' })
    await expectRefused(as(operator).deleteFee({ business_type: 1, func_name: 'seturi' }), 'feeNotFound')
    await expectRefused(as(operator).setFee({ business_type: 1, func_name: 'nosuchfunc', value: 1 }), 'invalidArgument')
  })

  it('adds and deletes function permissions', async () => {
    await as(operator).addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' })
    // Asked again by another manager: the very same transaction would be refused as a duplicate.
    await expectRefused(
      as(contract()).addFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      'permissionExists',
    )
    await as(consumer).mint721({ to: consumer, ddc_uri: 'ipfs://by-consumer' })
    await as(operator).deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' })
    await expectRefused(
      as(contract()).deleteFunctionPermission({ account_role: 3, business_type: 1, func_name: 'mint' }),
      'permissionNotFound',
    )
    await expectRefused(as(consumer).mint721({ to: consumer, ddc_uri: 'x' }), 'missingAuthority')
  })

  it('closes and reopens the platform', async () => {
    await as(operator).setPlatform({ is_platform_open: false })
    await expectRefused(as(platform).mint721({ to: consumer, ddc_uri: 'x' }), 'platformClosed')
    await as(operator).setPlatform({ is_platform_open: true })
    await mintSingle()
  })

  it('creates a platform with its own consumer, and crosses platforms only with an approval', async () => {
    await createConsumer('platform2', operator)
    expect(await as(operator).readAccount('platform2')).toMatchObject({ role: 2, leader: operator })
    await as(operator).recharge({ to: 'platform2', value: 1000 })
    await createConsumer('consumer4', 'platform2')
    const id = await mintSingle()
    await expectRefused(
      as(consumer).transfer721({ from: consumer, to: 'consumer4', ddc_id: id }),
      'crossPlatformDenied',
    )
    await as(operator).crossApprove({ from: platform, to: 'platform2', approved: true })
    await as(consumer).transfer721({ from: consumer, to: 'consumer4', ddc_id: id })
    expect(await owner721(id)).toBe('consumer4')
    await expectRefused(
      as(platform).crossApprove({ from: platform, to: 'platform2', approved: false }),
      'missingAuthority',
    )
  })
})

describe('the last business type change', () => {
  it('deleting a business type removes its function permissions', async () => {
    await as(operator).deleteBusinessType({ business_type: 0 })
    await expectRefused(as(platform).recharge({ to: 'consumer3', value: 1 }), 'missingAuthority')
    await expectRefused(as(platform).deleteBusinessType({ business_type: 1 }), 'missingAuthority')
  })
})
