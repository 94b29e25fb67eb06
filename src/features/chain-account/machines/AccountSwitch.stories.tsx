import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from './traces/account-switch.success.json'
import loadFailedTraceJson from './traces/account-switch.load-failed.json'
import refusedTraceJson from './traces/account-switch.refused.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { accountSwitchMachine } from './account-switch.machine'

/** The accountSwitch machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/AccountSwitch',
  ...machineStoryMeta(accountSwitchMachine),
} satisfies Meta<MachineStoryArgs>

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
