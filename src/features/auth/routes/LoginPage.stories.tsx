import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { DEMO_LOGINS, scenarios } from '@mocks/handlers'
import { clearSession } from '@/lib/session'
import { StoryRouter } from '@/test/StoryRouter'
import LoginPage from './LoginPage'

/** A form control by its field label (the label starts with the required mark). */
function field(
  canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement },
  label: string,
): HTMLElement {
  return canvas.getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input' })
}

const meta = {
  title: 'Pages/Login',
  component: LoginPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearSession(),
  render: (_args, context) => (
    <StoryRouter path={(context.parameters as { path?: string }).path ?? '/login'}>
      <LoginPage />
    </StoryRouter>
  ),
} satisfies Meta<typeof LoginPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '登录' })).toBeVisible()
    await expect(field(canvas, '账号')).toBeVisible()
    await expect(field(canvas, '密码')).toBeVisible()
  },
}

/** Spec §5: '请输入账号', '请输入密码'. */
export const ValidationMessages: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入账号')).toBeVisible()
    await expect(canvas.getByText('请输入密码')).toBeVisible()
  },
}

/** Spec §8: '用户名或密码错误！'. */
export const WrongCredentials: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '账号'), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, '密码'), 'Wrong#2026xx')
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('用户名或密码错误！', {}, slow)).toBeVisible()
  },
}

/** The server fails: its message is shown and the form stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.error('auth', '登录服务维护中') } } },
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '账号'), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, '密码'), DEMO_LOGINS.platform.password)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('登录服务维护中', {}, slow)).toBeVisible()
  },
}

/** Right credentials: the session is stored and the console opens at `/`. */
export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(field(canvas, '账号'), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, '密码'), DEMO_LOGINS.platform.password)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('navigated to /', {}, slow)).toBeVisible()
    await expect(sessionStorage.getItem('token')).not.toBeNull()
  },
}

/** `?token=` that the server refuses: back to the form, nothing stored (spec §8). */
export const TokenLoginFallback: Story = {
  parameters: { path: '/login?token=not-a-valid-token' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: '登录' })).not.toHaveAttribute('aria-busy', 'true'), {
      timeout: 15_000,
    })
    await expect(field(canvas, '账号')).toBeEnabled()
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull())
  },
}
