import { describe, expect, it } from 'vitest'
import { planAccountStateChange } from './account-state'

const base = { sender: 'operator1', account: 'user1' }

describe('planAccountStateChange (product-spec §4)', () => {
  it('an operator freezing an active account freezes both levels', () => {
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 1, platform_state: 1, state: 2 })).toEqual([
      { sender: 'operator1', account: 'user1', state: 2, change_platform_state: false },
      { sender: 'operator1', account: 'user1', state: 2, change_platform_state: true },
    ])
  })

  it('an operator sends the operator-level freeze only if operator_state is 1', () => {
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 2, platform_state: 1, state: 2 })).toEqual([
      { sender: 'operator1', account: 'user1', state: 2, change_platform_state: true },
    ])
  })

  it('an operator sends the platform-level freeze only if platform_state is 1', () => {
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 1, platform_state: 2, state: 2 })).toEqual([
      { sender: 'operator1', account: 'user1', state: 2, change_platform_state: false },
    ])
  })

  it('an operator freezing an account frozen at both levels sends nothing', () => {
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 2, platform_state: 2, state: 2 })).toEqual(
      [],
    )
  })

  it('an operator unfreezing lifts each frozen level', () => {
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 2, platform_state: 2, state: 1 })).toEqual([
      { sender: 'operator1', account: 'user1', state: 1, change_platform_state: false },
      { sender: 'operator1', account: 'user1', state: 1, change_platform_state: true },
    ])
    expect(planAccountStateChange({ ...base, actingRole: 1, operator_state: 2, platform_state: 1, state: 1 })).toEqual([
      { sender: 'operator1', account: 'user1', state: 1, change_platform_state: false },
    ])
  })

  it('a platform changes only the platform-level state', () => {
    expect(
      planAccountStateChange({
        ...base,
        sender: 'platform1',
        actingRole: 2,
        operator_state: 1,
        platform_state: 1,
        state: 2,
      }),
    ).toEqual([{ sender: 'platform1', account: 'user1', state: 2, change_platform_state: true }])
    expect(
      planAccountStateChange({
        ...base,
        sender: 'platform1',
        actingRole: 2,
        operator_state: 2,
        platform_state: 2,
        state: 1,
      }),
    ).toEqual([{ sender: 'platform1', account: 'user1', state: 1, change_platform_state: true }])
    expect(
      planAccountStateChange({
        ...base,
        sender: 'platform1',
        actingRole: 2,
        operator_state: 1,
        platform_state: 2,
        state: 2,
      }),
    ).toEqual([])
  })
})
