import { describe, expect, it } from 'vitest'
import { replayTrace } from '@/lib/machine-replay/replay'
import { parseTrace } from '@/lib/machine-replay/trace'
import { chainOperationMachine } from './chain-operation.machine'
import { passphraseMachine } from './passphrase.machine'

const traces = import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' })
const machines = { chainOperation: chainOperationMachine, passphrase: passphraseMachine }

describe('shipped chain operation and passphrase traces', () => {
  it('ship one trace for success and each failure path', () => {
    const names = Object.keys(traces).map((file) => file.replace('./traces/', ''))
    expect(names).toEqual(
      expect.arrayContaining([
        'chain-operation.success.json',
        'chain-operation.non-custodial.json',
        'chain-operation.role-refused.json',
        'chain-operation.passphrase-declined.json',
        'chain-operation.insufficient-points.json',
        'chain-operation.points-retry.json',
        'chain-operation.cancelled.json',
        'chain-operation.chain-error.json',
        'chain-operation.not-indexed.json',
        'passphrase.verified.json',
        'passphrase.wrong-then-verified.json',
        'passphrase.dismissed.json',
      ]),
    )
  })

  for (const [file, json] of Object.entries(traces)) {
    it(`${file} replays to its recorded final state`, () => {
      const trace = parseTrace(json)
      const machine = machines[trace.machine as keyof typeof machines]
      expect(machine).toBeDefined()
      const result = replayTrace(machine, trace)
      expect(result.problems).toEqual([])
      expect(result.frames.at(-1)?.state).toEqual(trace.steps.at(-1)?.state ?? trace.initial.state)
      expect(JSON.stringify(trace)).not.toMatch(/secret passphrase|5KExample/)
    })
  }
})
