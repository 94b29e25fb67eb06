import { describe, expect, it } from 'vitest'
import { initialTransition, transition, type AnyMachineSnapshot, type EventObject } from 'xstate'
import { AccountType, BusinessType, Role } from '@/api/primitives'
import { formatCoverage, measureCoverage } from '@/lib/machine-replay/coverage'
import { doneEvent, errorEvent, timerEvents } from '@/lib/machine-replay/graph-events'
import { csvBatchMachine, pendingRows, type CsvBatchContext, type CsvBatchInput } from './csv-batch.machine'
import { validateRowsLocally } from './validation'
import { readBatchFile } from './batch-rows'

const account = { account: 'platform1', type: AccountType.Custodial, role: Role.Platform }
const inputs: CsvBatchInput[] = [
  { kind: 'mint', businessType: BusinessType.SingleCopy, account },
  { kind: 'mint', businessType: BusinessType.SingleCopy, account: { ...account, type: AccountType.NonCustodial } },
]

// Five recipients: five single mints, packed 4 + 1 into two transactions.
const goodFile = ['to,uri,amount,memo', ...[1, 2, 3, 4, 5].map((n) => `consumer${n},ipfs://item/${n},1,`)].join('\n')
const checkedRows = (text: string) => {
  const read = readBatchFile('mint', text)
  if (read.status !== 'ok') throw new Error('fixture')
  return validateRowsLocally(read.rows, { businessType: BusinessType.SingleCopy, account: 'platform1' })
}
const frozenOnChain = checkedRows(goodFile).map((entry, index) =>
  index === 4 ? { ...entry, problems: [{ key: 'recipientFrozen' as const }] } : entry,
)

const events: EventObject[] = [
  { type: 'file.loaded', fileName: 'mint.csv', text: goodFile } as EventObject,
  { type: 'file.loaded', fileName: 'bad.csv', text: 'to,amount\nconsumer1,1' } as EventObject,
  { type: 'row.remove', line: 6 } as EventObject,
  { type: 'row.remove', line: 2 } as EventObject,
  { type: 'rows.removeInvalid' },
  { type: 'batch.submit' },
  { type: 'batch.confirm' },
  { type: 'batch.cancel' },
  { type: 'batch.reset' },
  { type: 'indexing.indexed' },
  doneEvent('checkOnChain', checkedRows(goodFile)),
  doneEvent('checkOnChain', frozenOnChain),
  errorEvent('checkOnChain', { code: 'network' }),
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
  doneEvent('estimateFee', { points: '50' }),
  errorEvent('estimateFee', { code: 'network' }),
  doneEvent('sendTransaction', { transactionId: 'a'.repeat(64) }),
  errorEvent('sendTransaction', { code: 'recipientFrozen' }),
  errorEvent('sendTransaction', { code: 'network' }),
  errorEvent('waitForIndexing', new Error('indexer down')),
  ...timerEvents(csvBatchMachine),
]

describe('CSV batch: generated paths', () => {
  const report = measureCoverage(csvBatchMachine, { events, inputs })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.paths.length).toBeLessThan(5000)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('holds on every generated path: nothing sent unchecked or unconfirmed, no row sent twice', () => {
    expect(report.paths.length).toBeGreaterThan(20)
    for (const path of report.paths) {
      const context = path.state.context as CsvBatchContext
      // Each transaction answer follows, within its run, a points check that said enough, a fee and a confirm.
      let pointsEnough = false
      let feeShown = false
      let confirmed = false
      for (const event of path.events) {
        if (event.type === 'batch.submit') [pointsEnough, feeShown, confirmed] = [false, false, false]
        if (event.type === 'xstate.done.actor.checkPoints')
          pointsEnough = (event as EventObject & { output: { enough: boolean } }).output.enough
        if (event.type === 'xstate.done.actor.estimateFee') feeShown = true
        if (event.type === 'batch.confirm') confirmed = true
        if (event.type.endsWith('.actor.sendTransaction')) {
          expect([pointsEnough, feeShown, confirmed]).toEqual([true, true, true])
          expect((path.input as CsvBatchInput).account.type).toBe(AccountType.Custodial)
        }
      }
      // A run sends valid rows only, and never a row that already succeeded.
      if (path.state.matches('confirming') || path.state.matches('sending'))
        for (const line of context.plan.flatMap((transaction) => transaction.lines)) {
          const entry = context.rows.find((candidate) => candidate.row.line === line)
          expect(entry?.problems).toEqual([])
          if (path.state.matches('confirming')) expect(context.results[String(line)]?.status).not.toBe('succeeded')
        }
      if (path.state.matches('done')) {
        expect(pendingRows(context)).toEqual([])
        expect(context.rows.every((entry) => context.results[String(entry.row.line)]?.status === 'succeeded')).toBe(
          true,
        )
      }
      if (path.state.hasTag('error')) expect(context.error).not.toBeNull()
    }
  })

  it('a replay of each generated path through transition() ends in the same state', { timeout: 120_000 }, () => {
    for (const path of report.paths) {
      let [snapshot] = initialTransition(csvBatchMachine, path.input as CsvBatchInput) as [AnyMachineSnapshot, unknown]
      for (const event of path.events.filter((event) => event.type !== 'xstate.init'))
        [snapshot] = transition(csvBatchMachine, snapshot as never, event as never) as [AnyMachineSnapshot, unknown]
      expect(snapshot.value).toEqual(path.state.value)
    }
  })
})
