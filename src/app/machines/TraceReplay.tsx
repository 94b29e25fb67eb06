import type { AnyStateMachine } from 'xstate'
import { accountSwitchMachine } from '@/features/chain-account/machines/account-switch.machine'
import { loginMachine } from '@/features/auth/machines/login.machine'
import { sessionRestoreMachine } from '@/features/auth/machines/session-restore.machine'
import { chainOperationMachine } from '@/lib/chain-operation/chain-operation.machine'
import { passphraseMachine } from '@/lib/chain-operation/passphrase.machine'
import type { MachineTrace } from '@/lib/machine-replay/trace'
import { ReplayPanel } from './ReplayPanel'

/** The console's machines by id, as their traces name them. */
export const consoleMachines = {
  login: loginMachine,
  sessionRestore: sessionRestoreMachine,
  passphrase: passphraseMachine,
  chainOperation: chainOperationMachine,
  accountSwitch: accountSwitchMachine,
} satisfies Record<string, AnyStateMachine>

export type ConsoleMachineId = keyof typeof consoleMachines

export interface TraceReplayProps {
  /** Which machine to replay against (story args stay plain data: a machine is not serializable). */
  machineId: ConsoleMachineId
  /** A recorded trace (`machines/traces/*.json`). */
  trace: MachineTrace
}

/** The replay panel of one of the console's machines. */
export function TraceReplay({ machineId, trace }: TraceReplayProps) {
  return <ReplayPanel machine={consoleMachines[machineId]} trace={trace} />
}
