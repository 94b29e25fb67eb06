import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from './traces/chain-operation.success.json'
import cancelledTraceJson from './traces/chain-operation.cancelled.json'
import chainErrorTraceJson from './traces/chain-operation.chain-error.json'
import insufficientPointsTraceJson from './traces/chain-operation.insufficient-points.json'
import nonCustodialTraceJson from './traces/chain-operation.non-custodial.json'
import notIndexedTraceJson from './traces/chain-operation.not-indexed.json'
import passphraseDeclinedTraceJson from './traces/chain-operation.passphrase-declined.json'
import pointsRetryTraceJson from './traces/chain-operation.points-retry.json'
import roleRefusedTraceJson from './traces/chain-operation.role-refused.json'
import withPassphraseTraceJson from './traces/chain-operation.with-passphrase.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { chainOperationMachine } from './chain-operation.machine'

/** The chainOperation machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/ChainOperation',
  ...machineStoryMeta(chainOperationMachine),
} satisfies Meta<MachineStoryArgs>

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
