// What every recorded scenario shares: its shape, settling fake actors, a simulated clock, a session.
import { type SimulatedClock, type AnyActorRef, type AnyStateMachine } from 'xstate'
import type { SessionState, UserChainAccount } from '../../src/api/system'

export const noop = () => undefined

export interface Scenario {
  file: string
  description: string
  machine: AnyStateMachine
  input?: unknown
  drive: (actor: AnyActorRef, clock: SimulatedClock) => Promise<void>
}

/** Lets fake promise actors settle. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

export const settleOnly = async () => {
  await settle()
}

export async function advance(clock: SimulatedClock, ms: number) {
  clock.increment(ms)
  await settle()
}

export const session: SessionState = {
  account: { account: 'platform1111', role: 2, type: 2, perm_accounts_id: '7', pk: `EOS${'6'.repeat(50)}` },
  user: { user_id: '3', user_name: '平台方甲' },
  chain: {
    account: 'ddccontract',
    chain_rpc: 'http://127.0.0.1:8888',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
  },
  permissions: ['2'],
}

export function chainAccount(id: string, account: string): UserChainAccount {
  return {
    perm_accounts_id: id,
    account,
    type: 2,
    role: 2,
    operator_state: 1,
    platform_state: 1,
    public_key: `EOS${'7'.repeat(50)}`,
    chain_info_id: '1',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
    apply_id: null,
    current: id === '7',
  }
}
