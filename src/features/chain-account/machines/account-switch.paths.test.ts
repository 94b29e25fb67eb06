import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import type { UserChainAccount } from '@/api/system'
import { formatCoverage, measureCoverage } from '@/lib/machine-replay/coverage'
import { doneEvent, errorEvent } from '@/lib/machine-replay/graph-events'
import { accountSwitchMachine } from './account-switch.machine'

const listed = (id: string, account: string): UserChainAccount => ({
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
  current: id === '1',
})

const events: EventObject[] = [
  { type: 'accountSwitch.choose', permAccountsId: '1' } as EventObject,
  { type: 'accountSwitch.choose', permAccountsId: '2' } as EventObject,
  { type: 'accountSwitch.retry' },
  doneEvent('loadAccounts', [listed('1', 'platform1111'), listed('2', 'platform2222')]),
  errorEvent('loadAccounts', new Error('network')),
  doneEvent('switchAccount', {
    account: { account: 'platform2222', role: 2, type: 2, perm_accounts_id: '2', pk: `EOS${'7'.repeat(50)}` },
    user: { user_id: '3', user_name: 'p' },
    chain: null,
    permissions: ['2'],
  }),
  errorEvent('switchAccount', { error_code: 403, message: 'no permission' }),
]

describe('account switch: generated paths', () => {
  const report = measureCoverage(accountSwitchMachine, { events, inputs: [{ currentAccount: 'platform1111' }] })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('switches only to another listed account', () => {
    for (const path of report.paths) {
      if (path.state.matches('switched')) {
        const chosen = path.events.filter((event) => event.type === 'accountSwitch.choose') as Array<
          EventObject & { permAccountsId: string }
        >
        expect(chosen.at(-1)?.permAccountsId).toBe('2')
        expect(path.state.context.currentAccount).toBe('platform2222')
      }
      if (path.state.hasTag('error')) expect(path.state.context.error).not.toBeNull()
    }
  })
})
