// Scenarios of the account switch machine.
import { fromPromise } from 'xstate'
import type { SessionState, UserChainAccount } from '../../src/api/system'
import { accountSwitchMachine } from '../../src/features/chain-account/machines/account-switch.machine'
import { noop, type Scenario, settle, chainAccount, session } from './harness'

function accountSwitch(options: { load?: () => Promise<UserChainAccount[]>; change?: () => Promise<SessionState> }) {
  return accountSwitchMachine.provide({
    actors: {
      loadAccounts: fromPromise(
        options.load ?? (async () => [chainAccount('7', 'platform1111'), chainAccount('8', 'platform2222')]),
      ),
      switchAccount: fromPromise(
        options.change ??
          (async () => ({
            ...session,
            account: { account: 'platform2222', role: 2, type: 2, perm_accounts_id: '8', pk: `EOS${'7'.repeat(50)}` },
          })),
      ),
    },
    actions: { clearChainKey: noop, replaceCurrentAccount: noop, redirectHome: noop },
  })
}

const switching = 'src/features/chain-account/machines/traces'

export const accountSwitchScenarios: Scenario[] = [
  {
    file: `${switching}/account-switch.success.json`,
    description: 'Another account chosen: key cleared, account replaced, to /',
    machine: accountSwitch({}),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
      await settle()
    },
  },
  {
    file: `${switching}/account-switch.load-failed.json`,
    description: '链账户列表加载失败,请重试, then retried',
    machine: (() => {
      let attempts = 0
      return accountSwitch({
        load: async () => {
          attempts += 1
          if (attempts === 1) throw new Error('network')
          return [chainAccount('7', 'platform1111'), chainAccount('8', 'platform2222')]
        },
      })
    })(),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.retry' })
      await settle()
    },
  },
  {
    file: `${switching}/account-switch.refused.json`,
    description: 'The server refuses the switch: the old account stays',
    machine: accountSwitch({ change: async () => Promise.reject({ error_code: 403, message: 'no permission' }) }),
    input: { currentAccount: 'platform1111' },
    drive: async (actor) => {
      await settle()
      actor.send({ type: 'accountSwitch.choose', permAccountsId: '8' })
      await settle()
    },
  },
]
