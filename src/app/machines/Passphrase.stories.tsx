import type { Meta, StoryObj } from '@storybook/react-vite'
import verifiedTraceJson from '@/lib/chain-operation/traces/passphrase.verified.json'
import wrongThenVerifiedTraceJson from '@/lib/chain-operation/traces/passphrase.wrong-then-verified.json'
import dismissedTraceJson from '@/lib/chain-operation/traces/passphrase.dismissed.json'
import { TraceReplay } from './TraceReplay'
import { loadTrace, stepThroughTrace } from './replay-story'

/** The passphrase machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/Passphrase',
  component: TraceReplay,
  args: { machineId: 'passphrase' },
  argTypes: { machineId: { control: false }, trace: { control: false } },
  parameters: { layout: 'padded' },
  // Every story steps forward through its trace, checking the highlighted state at each step, then back.
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
} satisfies Meta<typeof TraceReplay>

export default meta
type Story = StoryObj<typeof meta>

export const Verified: Story = {
  args: { trace: loadTrace(verifiedTraceJson) },
}

export const WrongThenVerified: Story = {
  args: { trace: loadTrace(wrongThenVerifiedTraceJson) },
}

export const Dismissed: Story = {
  args: { trace: loadTrace(dismissedTraceJson) },
}
