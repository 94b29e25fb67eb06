import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from '@/lib/chain-operation/traces/chain-operation.success.json'
import cancelledTraceJson from '@/lib/chain-operation/traces/chain-operation.cancelled.json'
import chainErrorTraceJson from '@/lib/chain-operation/traces/chain-operation.chain-error.json'
import insufficientPointsTraceJson from '@/lib/chain-operation/traces/chain-operation.insufficient-points.json'
import nonCustodialTraceJson from '@/lib/chain-operation/traces/chain-operation.non-custodial.json'
import notIndexedTraceJson from '@/lib/chain-operation/traces/chain-operation.not-indexed.json'
import passphraseDeclinedTraceJson from '@/lib/chain-operation/traces/chain-operation.passphrase-declined.json'
import pointsRetryTraceJson from '@/lib/chain-operation/traces/chain-operation.points-retry.json'
import roleRefusedTraceJson from '@/lib/chain-operation/traces/chain-operation.role-refused.json'
import withPassphraseTraceJson from '@/lib/chain-operation/traces/chain-operation.with-passphrase.json'
import { TraceReplay } from './TraceReplay'
import { loadTrace, stepThroughTrace } from './replay-story'

/** The chainOperation machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/ChainOperation',
  component: TraceReplay,
  args: { machineId: 'chainOperation' },
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

export const Cancelled: Story = {
  args: { trace: loadTrace(cancelledTraceJson) },
}

export const ChainError: Story = {
  args: { trace: loadTrace(chainErrorTraceJson) },
}

export const InsufficientPoints: Story = {
  args: { trace: loadTrace(insufficientPointsTraceJson) },
}

export const NonCustodial: Story = {
  args: { trace: loadTrace(nonCustodialTraceJson) },
}

export const NotIndexed: Story = {
  args: { trace: loadTrace(notIndexedTraceJson) },
}

export const PassphraseDeclined: Story = {
  args: { trace: loadTrace(passphraseDeclinedTraceJson) },
}

export const PointsRetry: Story = {
  args: { trace: loadTrace(pointsRetryTraceJson) },
}

export const RoleRefused: Story = {
  args: { trace: loadTrace(roleRefusedTraceJson) },
}

export const WithPassphrase: Story = {
  args: { trace: loadTrace(withPassphraseTraceJson) },
}
