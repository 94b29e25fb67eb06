import type { Meta, StoryObj } from '@storybook/react-vite'
import verifiedTraceJson from './traces/passphrase.verified.json'
import wrongThenVerifiedTraceJson from './traces/passphrase.wrong-then-verified.json'
import dismissedTraceJson from './traces/passphrase.dismissed.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { passphraseMachine } from './passphrase.machine'

/** The passphrase machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/Passphrase',
  ...machineStoryMeta(passphraseMachine),
} satisfies Meta<MachineStoryArgs>

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
