import type { Meta, StoryObj } from '@storybook/react-vite'
import restoredTraceJson from './traces/session-restore.restored.json'
import corruptedTraceJson from './traces/session-restore.corrupted.json'
import missingTraceJson from './traces/session-restore.missing.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { sessionRestoreMachine } from './session-restore.machine'

/** The sessionRestore machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/SessionRestore',
  ...machineStoryMeta(sessionRestoreMachine),
} satisfies Meta<MachineStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Restored: Story = {
  args: { trace: loadTrace(restoredTraceJson) },
}

export const Corrupted: Story = {
  args: { trace: loadTrace(corruptedTraceJson) },
}

export const Missing: Story = {
  args: { trace: loadTrace(missingTraceJson) },
}
