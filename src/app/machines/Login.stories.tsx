import type { Meta, StoryObj } from '@storybook/react-vite'
import successTraceJson from '@/features/auth/machines/traces/login.success.json'
import logoutTraceJson from '@/features/auth/machines/traces/login.logout.json'
import serverErrorTraceJson from '@/features/auth/machines/traces/login.server-error.json'
import tokenFallbackTraceJson from '@/features/auth/machines/traces/login.token-fallback.json'
import tokenTraceJson from '@/features/auth/machines/traces/login.token.json'
import wrongCredentialsTraceJson from '@/features/auth/machines/traces/login.wrong-credentials.json'
import { TraceReplay } from './TraceReplay'
import { loadTrace, stepThroughTrace } from './replay-story'

/** The login machine drawn from its definition, with its shipped traces replayed step by step. */
const meta = {
  title: 'Machines/Login',
  component: TraceReplay,
  args: { machineId: 'login' },
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
