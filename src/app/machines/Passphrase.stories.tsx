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
} satisfies Meta<typeof TraceReplay>

export default meta
type Story = StoryObj<typeof meta>

export const Verified: Story = {
  args: { trace: loadTrace(verifiedTraceJson) },
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
}

export const WrongThenVerified: Story = {
  args: { trace: loadTrace(wrongThenVerifiedTraceJson) },
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
}

export const Dismissed: Story = {
  args: { trace: loadTrace(dismissedTraceJson) },
  play: async ({ canvasElement, args }) => stepThroughTrace(canvasElement, args.machineId, args.trace),
}
