import type { AnyStateMachine } from 'xstate'
import { loginMachine } from '../src/features/auth/machines/login.machine'
import { sessionRestoreMachine } from '../src/features/auth/machines/session-restore.machine'
import { accountSwitchMachine } from '../src/features/chain-account/machines/account-switch.machine'
import { chainOperationMachine } from '../src/lib/chain-operation/chain-operation.machine'
import { passphraseMachine } from '../src/lib/chain-operation/passphrase.machine'

/** The machines `npm run replay` knows, by the name on its command line (and the id in their traces). */
export const replayableMachines: Record<string, AnyStateMachine> = {
  login: loginMachine,
  sessionRestore: sessionRestoreMachine,
  passphrase: passphraseMachine,
  chainOperation: chainOperationMachine,
  accountSwitch: accountSwitchMachine,
}

/** Kebab-case aliases, as the machine files are named. */
export const machineAliases: Record<string, string> = {
  'session-restore': 'sessionRestore',
  'chain-operation': 'chainOperation',
  'account-switch': 'accountSwitch',
}
