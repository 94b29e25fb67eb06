import type { Meta, StoryObj } from '@storybook/react-vite'
import restoredTraceJson from '@/features/auth/machines/traces/session-restore.restored.json'
import corruptedTraceJson from '@/features/auth/machines/traces/session-restore.corrupted.json'
import missingTraceJson from '@/features/auth/machines/traces/session-restore.missing.json'
import { TraceReplay } from './TraceReplay'
import { loadTrace, stepThroughTrace } from './replay-story'

/** The sessionRestore machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/SessionRestore',
  component: TraceReplay,
  args: { machineId: 'sessionRestore' },
  argTypes: { machineId: { control: false }, trace: { control: false } },
  parameters: { layout: 'padded' },
  // Every story steps forward through its trace, checking the highlighted state at each step, then back.
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
} satisfies Meta<typeof TraceReplay>

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
