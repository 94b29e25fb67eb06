import type { Meta, StoryObj } from '@storybook/react-vite'
import fileRefusedTraceJson from './traces/csv-batch.file-refused.json'
import invalidRowsRemovedTraceJson from './traces/csv-batch.invalid-rows-removed.json'
import partialFailureResumedTraceJson from './traces/csv-batch.partial-failure-resumed.json'
import passphraseDismissedTraceJson from './traces/csv-batch.passphrase-dismissed.json'
import stoppedTraceJson from './traces/csv-batch.stopped.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { csvBatchMachine } from './csv-batch.machine'

/** The csvBatch machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/CsvBatch',
  ...machineStoryMeta(csvBatchMachine),
} satisfies Meta<MachineStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const PartialFailureResumed: Story = {
  args: { trace: loadTrace(partialFailureResumedTraceJson) },
}

export const InvalidRowsRemoved: Story = {
  args: { trace: loadTrace(invalidRowsRemovedTraceJson) },
}

export const Stopped: Story = {
  args: { trace: loadTrace(stoppedTraceJson) },
}

export const PassphraseDismissed: Story = {
  args: { trace: loadTrace(passphraseDismissedTraceJson) },
}

export const FileRefused: Story = {
  args: { trace: loadTrace(fileRefusedTraceJson) },
}
