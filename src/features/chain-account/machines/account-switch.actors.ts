/**
 * The account-switch machine's real side effects:
 * `accountSwitchMachine.provide(accountSwitchImplementations({ navigate }))`.
 */
import { fromPromise } from 'xstate'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import type { SessionState, UserChainAccount } from '@/api/system'
import { callApi } from '@/lib/api-client'
import { storeSessionState } from '@/lib/console-session'
import { lockChainKeyIfHeld } from '@/lib/chain-keys/holder-loader'
import type { SwitchAccountInput } from './account-switch.machine'

// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor without input
export const loadAccounts = fromPromise<UserChainAccount[], void>(() => callApi(systemEndpoints.getUserNft, {}))

export const switchAccount = fromPromise<SessionState, SwitchAccountInput>(({ input }) =>
  callApi(systemEndpoints.changeUserNft, { perm_accounts_id: input.permAccountsId }),
)

export function accountSwitchImplementations({ navigate }: { navigate: (to: string) => void }) {
  return {
    actors: { loadAccounts, switchAccount },
    actions: {
      clearChainKey: () => void lockChainKeyIfHeld(),
      replaceCurrentAccount: (_: unknown, params: { session: SessionState }) => storeSessionState(params.session),
      redirectHome: () => navigate('/'),
    },
  }
}
