import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from '@/features/chain-account/machines/traces/account-switch.success.json'
import loadFailedTraceJson from '@/features/chain-account/machines/traces/account-switch.load-failed.json'
import refusedTraceJson from '@/features/chain-account/machines/traces/account-switch.refused.json'
import { TraceReplay } from './TraceReplay'
import { loadTrace, stepThroughTrace } from './replay-story'

/** The accountSwitch machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/AccountSwitch',
  component: TraceReplay,
  args: { machineId: 'accountSwitch' },
  argTypes: { machineId: { control: false }, trace: { control: false } },
  parameters: { layout: 'padded' },
  // Every story steps forward through its trace, checking the highlighted state at each step, then back.
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
} satisfies Meta<typeof TraceReplay>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: { trace: loadTrace(successTraceJson) },
}

export const LoadFailed: Story = {
  args: { trace: loadTrace(loadFailedTraceJson) },
}

export const Refused: Story = {
  args: { trace: loadTrace(refusedTraceJson) },
}
