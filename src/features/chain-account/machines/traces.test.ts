import { describe, expect, it } from 'vitest'
import { replayTrace } from '@/lib/machine-replay/replay'
import { parseTrace } from '@/lib/machine-replay/trace'
import { accountSwitchMachine } from './account-switch.machine'

const traces = import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' })

describe('shipped account switch traces', () => {
  it('ship one trace for success and each failure path', () => {
    expect(Object.keys(traces).map((file) => file.replace('./traces/', ''))).toEqual(
      expect.arrayContaining([
        'account-switch.success.json',
        'account-switch.load-failed.json',
        'account-switch.refused.json',
      ]),
    )
  })

  for (const [file, json] of Object.entries(traces)) {
    it(`${file} replays to its recorded final state`, () => {
      const trace = parseTrace(json)
      const result = replayTrace(accountSwitchMachine, trace)
      expect(result.problems).toEqual([])
      expect(result.frames.at(-1)?.state).toEqual(trace.steps.at(-1)?.state ?? trace.initial.state)
    })
  }
})
