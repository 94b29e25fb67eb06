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
import transferTraceJson from './traces/chain-operation.transfer.json'
import transfer1155TraceJson from './traces/chain-operation.transfer-1155.json'
import batchTransferTraceJson from './traces/chain-operation.batch-transfer.json'
import burnTraceJson from './traces/chain-operation.burn.json'
import approveTraceJson from './traces/chain-operation.approve.json'
import unfreezeTraceJson from './traces/chain-operation.unfreeze.json'
import { expect, userEvent, waitFor } from 'storybook/test'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { LivePanel } from '@/test/machine-replay/LivePanel'
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

export const Transfer: Story = {
  args: { trace: loadTrace(transferTraceJson) },
}

export const Transfer1155: Story = {
  args: { trace: loadTrace(transfer1155TraceJson) },
}

export const BatchTransfer: Story = {
  args: { trace: loadTrace(batchTransferTraceJson) },
}

export const Burn: Story = {
  args: { trace: loadTrace(burnTraceJson) },
}

export const Approve: Story = {
  args: { trace: loadTrace(approveTraceJson) },
}

export const Unfreeze: Story = {
  args: { trace: loadTrace(unfreezeTraceJson) },
}

/**
 * The machine run by hand, not from a trace: press the events the current state accepts; an invoked actor's
 * answer is an event too (`done: readChainKey` with fields `{"output": {"status": "present"}}`).
 */
export const Live: Story = {
  args: { trace: loadTrace(successTraceJson) },
  render: () => (
    <LivePanel
      machine={chainOperationMachine}
      input={{
        operation: 'transfer',
        method: 'transfer',
        businessType: 1,
        account: { account: 'platform1111', type: 2, role: 2 },
      }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('live-state')).toHaveTextContent('idle')
    await userEvent.click(canvas.getByRole('button', { name: 'operation.start' }))
    await waitFor(() => expect(canvas.getByTestId('live-state')).toHaveTextContent('checkingKey'))
    await userEvent.click(canvas.getByRole('button', { name: 'operation.cancel' }))
    await waitFor(() => expect(canvas.getByTestId('live-state')).toHaveTextContent('cancelled'))
  },
}
