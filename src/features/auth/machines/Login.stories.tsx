import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from './traces/login.success.json'
import logoutTraceJson from './traces/login.logout.json'
import serverErrorTraceJson from './traces/login.server-error.json'
import tokenFallbackTraceJson from './traces/login.token-fallback.json'
import tokenTraceJson from './traces/login.token.json'
import wrongCredentialsTraceJson from './traces/login.wrong-credentials.json'
import { loadTrace, machineStoryMeta, type MachineStoryArgs } from '@/test/machine-replay/machine-story'
import { loginMachine } from './login.machine'

/** The login machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/Login',
  ...machineStoryMeta(loginMachine),
} satisfies Meta<MachineStoryArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Success: Story = {
  args: { trace: loadTrace(successTraceJson) },
}

export const Logout: Story = {
  args: { trace: loadTrace(logoutTraceJson) },
}

export const ServerError: Story = {
  args: { trace: loadTrace(serverErrorTraceJson) },
}

export const TokenFallback: Story = {
  args: { trace: loadTrace(tokenFallbackTraceJson) },
}

export const Token: Story = {
  args: { trace: loadTrace(tokenTraceJson) },
}

export const WrongCredentials: Story = {
  args: { trace: loadTrace(wrongCredentialsTraceJson) },
}
