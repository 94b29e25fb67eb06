import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { replayTrace } from '@/lib/machine-replay/replay'
import { parseTrace } from '@/lib/machine-replay/trace'

export interface ShippedTraces {
  /** `import.meta.glob('./traces/*.json', { eager: true, import: 'default' })` beside the machines. */
  traces: Record<string, unknown>
  /** The machines by the name a trace gives (`trace.machine`). */
  machines: Record<string, AnyStateMachine>
  /** The trace files that must be there (success and each failure path). */
  expected: readonly string[]
  /** What must never appear in a trace (the stand-in secrets the recorder was given). */
  secrets?: RegExp
}

/** The shipped example traces of some machines: all there, each replaying to its recorded final state. */
export function describeShippedTraces(title: string, { traces, machines, expected, secrets }: ShippedTraces): void {
  describe(title, () => {
    it('ship one trace for success and each failure path', () => {
      expect(Object.keys(traces).map((file) => file.replace('./traces/', ''))).toEqual(
        expect.arrayContaining([...expected]),
      )
    })

    for (const [file, json] of Object.entries(traces)) {
      it(`${file} replays to its recorded final state`, () => {
        const trace = parseTrace(json)
        const machine = machines[trace.machine]
        expect(machine).toBeDefined()
        if (!machine) return
        const result = replayTrace(machine, trace)
        expect(result.problems).toEqual([])
        expect(result.frames.at(-1)?.state).toEqual(trace.steps.at(-1)?.state ?? trace.initial.state)
        if (secrets) expect(JSON.stringify(trace)).not.toMatch(secrets)
      })
    }
  })
}
