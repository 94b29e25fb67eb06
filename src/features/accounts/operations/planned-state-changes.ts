import type { ManagedAccount } from '@/api/permission'
import type { ActiveState, Role } from '@/api/primitives'
import { planAccountStateChange, type UpdateAccountStateData } from '@/lib/chain/account-state'

/** The state changes §4 sends for this account and role, from the states the list shows. */
export function plannedStateChanges(
  account: Pick<ManagedAccount, 'account' | 'operator_state' | 'platform_state'>,
  actingRole: Role,
  sender: string,
  state: ActiveState,
): UpdateAccountStateData[] {
  return planAccountStateChange({
    sender,
    actingRole,
    account: account.account,
    operator_state: account.operator_state,
    platform_state: account.platform_state,
    state,
  })
}
