import { describeShippedTraces } from '@/test/machine-replay/shipped-traces'
import { chainOperationMachine } from './chain-operation.machine'
import { passphraseMachine } from './passphrase.machine'

describeShippedTraces('shipped chain operation and passphrase traces', {
  traces: import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' }),
  machines: { chainOperation: chainOperationMachine, passphrase: passphraseMachine },
  expected: [
    'chain-operation.success.json',
    'chain-operation.non-custodial.json',
    'chain-operation.role-refused.json',
    'chain-operation.passphrase-declined.json',
    'chain-operation.insufficient-points.json',
    'chain-operation.points-retry.json',
    'chain-operation.cancelled.json',
    'chain-operation.chain-error.json',
    'chain-operation.not-indexed.json',
    // One per kind of chain operation besides mint.
    'chain-operation.transfer.json',
    'chain-operation.transfer-1155.json',
    'chain-operation.batch-transfer.json',
    'chain-operation.burn.json',
    'chain-operation.approve.json',
    'chain-operation.unfreeze.json',
    'passphrase.verified.json',
    'passphrase.wrong-then-verified.json',
    'passphrase.dismissed.json',
  ],
  secrets: /secret passphrase|5KExample/,
})
