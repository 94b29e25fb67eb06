import { ActiveState, Role } from '@/api/primitives'

/**
 * Account freeze and unfreeze (product-spec §4). State 1 = enabled, 2 = frozen. An operator (role 1)
 * sets the operator-level state (change_platform_state false); a platform (role 2) sets the
 * platform-level state (change_platform_state true). When an operator freezes, it freezes both levels,
 * each only if that level is still enabled (1); when it unfreezes, it lifts each level that is frozen (2).
 * A platform's change is sent only when its level is not already in the wanted state.
 */
export interface UpdateAccountStateData {
  sender: string
  account: string
  state: ActiveState
  change_platform_state: boolean
}

export interface AccountStateChange {
  /** The acting account (the signer). */
  sender: string
  /** Role of the acting account: only operators (1) and platforms (2) may freeze accounts. */
  actingRole: Role
  /** The account being frozen or unfrozen, with its current states as read from s21account. */
  account: string
  operator_state: ActiveState
  platform_state: ActiveState
  state: ActiveState
}

/** The updateaccsta actions that bring the account to the wanted state (possibly none). */
export function planAccountStateChange(change: AccountStateChange): UpdateAccountStateData[] {
  const { sender, account, state } = change
  const action = (changePlatformState: boolean): UpdateAccountStateData => ({
    sender,
    account,
    state,
    change_platform_state: changePlatformState,
  })
  if (change.actingRole === Role.Platform) {
    return change.platform_state === state ? [] : [action(true)]
  }
  // An operator's freeze covers both levels; its unfreeze lifts both too, or the account would stay
  // frozen at the platform level the operator itself froze.
  const from = state === ActiveState.Frozen ? ActiveState.Enabled : ActiveState.Frozen
  return [
    ...(change.operator_state === from ? [action(false)] : []),
    ...(change.platform_state === from ? [action(true)] : []),
  ]
}
