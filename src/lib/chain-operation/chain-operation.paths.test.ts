import { describe, expect, it } from 'vitest'
import { AccountType, BusinessType, Role } from '@/api/primitives'
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { formatCoverage, measureCoverage } from '@/lib/machine-replay/coverage'
import { doneEvent, errorEvent, timerEvents } from '@/lib/machine-replay/graph-events'
import { chainOperationMachine, type ChainOperationInput } from './chain-operation.machine'
import { passphraseMachine } from './passphrase.machine'

const account = { account: 'platform1111', type: AccountType.Custodial, role: Role.Platform }
const inputs: ChainOperationInput[] = [
  { operation: 'mint721', method: 'mint', businessType: BusinessType.SingleCopy, account },
  { operation: 'freeze', method: 'freeze', businessType: BusinessType.SingleCopy, account: { ...account, role: 0 } },
  {
    operation: 'mint721',
    method: 'mint',
    businessType: BusinessType.SingleCopy,
    account: { ...account, type: AccountType.NonCustodial },
  },
]

const events: EventObject[] = [
  { type: 'operation.start', payload: { to: 'user11111111' } } as EventObject,
  { type: 'operation.confirm' },
  { type: 'operation.cancel' },
  { type: 'indexing.included' },
  { type: 'indexing.indexed' },
  doneEvent('readChainKey', { status: 'present' }),
  doneEvent('readChainKey', { status: 'absent' }),
  doneEvent('readChainKey', { status: 'declined' }),
  errorEvent('readChainKey', new Error('storage')),
  doneEvent('passphrase', { outcome: 'verified' }),
  doneEvent('passphrase', { outcome: 'dismissed' }),
  errorEvent('passphrase', new Error('dialog crashed')),
  doneEvent('checkPoints', { enough: true }),
  doneEvent('checkPoints', { enough: false }),
  errorEvent('checkPoints', { error_code: 127, message: '该账户暂无积分' }),
  errorEvent('checkPoints', new Error('network')),
  doneEvent('estimateFee', { points: '10' }),
  errorEvent('estimateFee', { code: 'network' }),
  doneEvent('sendTransaction', { transactionId: 'a'.repeat(64) }),
  errorEvent('sendTransaction', { code: 'accountFrozen' }),
  errorEvent('waitForIndexing', new Error('indexer down')),
  ...timerEvents(chainOperationMachine),
]

const passphraseEvents: EventObject[] = [
  { type: 'passphrase.submit', passphrase: 'p' } as EventObject,
  { type: 'passphrase.close' },
  doneEvent('verifyPassphrase', { status: 'verified', privateKey: 'k', upgrade: null }),
  doneEvent('verifyPassphrase', {
    status: 'verified',
    privateKey: 'k',
    upgrade: { passphraseCheck: 'v2:c', keys: [] },
  }),
  doneEvent('verifyPassphrase', { status: 'wrongPassphrase' }),
  errorEvent('verifyPassphrase', { error_code: 500, message: 'busy' }),
  doneEvent('saveUpgradedKeys', undefined),
  errorEvent('saveUpgradedKeys', new Error('offline')),
]

function eventTypes(path: { events: EventObject[] }): string[] {
  return path.events.map((event) => event.type)
}

describe('chain operation: generated paths', () => {
  const report = measureCoverage(chainOperationMachine, { events, inputs })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('holds on every generated path: no send without the fee preview, then points, confirmation and the checks; errors explained', () => {
    expect(report.paths.length).toBeGreaterThan(10)
    for (const path of report.paths) {
      const types = eventTypes(path)
      const reachedSending =
        path.state.matches('sending') ||
        path.state.matches('awaitingIndex') ||
        path.state.matches('done') ||
        path.state.matches('sentNotIndexed')
      if (reachedSending) {
        expect(types).toContain('operation.confirm')
        expect(types).not.toContain('operation.cancel')
        expect(types).toContain('xstate.done.actor.checkPoints')
        const pointsAnswers = path.events.filter((event) => event.type === 'xstate.done.actor.checkPoints') as Array<
          EventObject & { output: { enough: boolean } }
        >
        expect(pointsAnswers.at(-1)?.output.enough).toBe(true)
        // The points check knows the previewed fee: it answers after the preview.
        expect(types.indexOf('xstate.done.actor.estimateFee')).toBeLessThan(
          types.lastIndexOf('xstate.done.actor.checkPoints'),
        )
        const input = path.input as ChainOperationInput
        expect(input.account.type).not.toBe(1)
      }
      if (path.state.hasTag('error')) expect(path.state.context.error).not.toBeNull()
      if (path.state.matches('done')) expect(path.state.context.progress).toBe('indexed')
    }
  })

  it('a replay of each generated path through transition() ends in the same state', () => {
    for (const path of report.paths) {
      let [snapshot] = initialTransition(chainOperationMachine, path.input as ChainOperationInput) as [
        AnyMachineSnapshot,
        unknown,
      ]
      for (const event of path.events.filter((event) => event.type !== 'xstate.init'))
        [snapshot] = transition(chainOperationMachine, snapshot as never, event as never) as [
          AnyMachineSnapshot,
          unknown,
        ]
      expect(snapshot.value).toEqual(path.state.value)
    }
  })
})

describe('passphrase: generated paths', () => {
  const report = measureCoverage(passphraseMachine, { events: passphraseEvents, inputs: [{ account: 'platform1111' }] })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('never keeps the passphrase in context and ends verified only after a verified answer', () => {
    for (const path of report.paths) {
      expect(JSON.stringify(path.state.context)).not.toContain('"p"')
      if (path.state.matches('verified')) expect(eventTypes(path)).toContain('xstate.done.actor.verifyPassphrase')
      if (path.state.hasTag('error')) expect(path.state.context.message).not.toBeNull()
    }
  })
})
