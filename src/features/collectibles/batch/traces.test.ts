import { describeShippedTraces } from '@/test/machine-replay/shipped-traces'
import { csvBatchMachine } from './csv-batch.machine'

describeShippedTraces('shipped CSV batch traces', {
  traces: import.meta.glob<unknown>('./traces/*.json', { eager: true, import: 'default' }),
  machines: { csvBatch: csvBatchMachine },
  expected: [
    'csv-batch.file-refused.json',
    'csv-batch.invalid-rows-removed.json',
    'csv-batch.partial-failure-resumed.json',
    'csv-batch.passphrase-dismissed.json',
    'csv-batch.stopped.json',
  ],
})
