import { describeShippedTraces } from '@/test/machine-replay/shipped-traces'
import { accountSwitchMachine } from './account-switch.machine'

describeShippedTraces('shipped account switch traces', {
  traces: import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' }),
  machines: { accountSwitch: accountSwitchMachine },
  expected: ['account-switch.success.json', 'account-switch.load-failed.json', 'account-switch.refused.json'],
})
