import { describe, expect, it } from 'vitest'
import { replayTrace } from '@/lib/machine-replay/replay'
import { parseTrace } from '@/lib/machine-replay/trace'
import { csvBatchMachine } from './csv-batch.machine'

const traces = import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' })

describe('shipped CSV batch traces', () => {
  it('ship one trace for the resumed partial failure and each way a batch stops', () => {
    expect(Object.keys(traces).map((file) => file.replace('./traces/', ''))).toEqual(
      expect.arrayContaining([
        'csv-batch.file-refused.json',
        'csv-batch.invalid-rows-removed.json',
        'csv-batch.partial-failure-resumed.json',
        'csv-batch.passphrase-dismissed.json',
        'csv-batch.stopped.json',
      ]),
    )
  })

  for (const [file, json] of Object.entries(traces)) {
    it(`${file} replays to its recorded final state`, () => {
      const trace = parseTrace(json)
      const result = replayTrace(csvBatchMachine, trace)
      expect(result.problems).toEqual([])
      expect(result.frames.at(-1)?.state).toEqual(trace.steps.at(-1)?.state ?? trace.initial.state)
    })
  }
})
