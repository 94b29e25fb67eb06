import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { DEMO_LOGINS, getStore, scenarios } from '@mocks/handlers'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
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
  title: 'Pages/登录 ∕login',
  id: 'pages-login',
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

/** The same in English: the login page's own messages (src/features/auth/messages) follow the locale. */
export const DefaultEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Log in' })).toBeVisible()
    await expect(field(canvas, 'Account')).toBeVisible()
    await expect(field(canvas, 'Password')).toBeVisible()
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

/**
 * After three wrong passwords the server asks for a captcha: the form shows one ('密码错误次数过多…'), an
 * empty answer is refused, and with the right answer the login goes through.
 */
export const CaptchaAfterFailedLogins: Story = {
  play: async ({ canvas }) => {
    const { user_name: account, password } = DEMO_LOGINS.user
    await userEvent.type(field(canvas, '账号'), account)
    await userEvent.type(field(canvas, '密码'), 'Wrong#2026xx')
    for (let attempt = 1; attempt <= FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) {
      await userEvent.click(canvas.getByRole('button', { name: '登录' }))
      await expect(await canvas.findByText('用户名或密码错误！', {}, slow)).toBeVisible()
      await waitFor(() => expect(canvas.getByRole('button', { name: '登录' })).not.toHaveAttribute('aria-busy', 'true'))
    }
    await expect(canvas.queryByLabelText(/验证码/, { selector: 'input' })).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('密码错误次数过多，请输入验证码后重新登录', {}, slow)).toBeVisible()
    const image = await canvas.findByRole('button', { name: '看不清？点击刷新验证码' }, slow)
    await waitFor(() => expect(image).not.toHaveAttribute('aria-busy', 'true'), slow)

    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入验证码')).toBeVisible()

    await userEvent.clear(field(canvas, '密码'))
    await userEvent.type(field(canvas, '密码'), password)
    // Stories read the answer from the mock's store instead of the image.
    const answer = [...getStore().captchas.values()].at(-1)?.code ?? ''
    await userEvent.type(field(canvas, '验证码'), answer)
    await userEvent.click(canvas.getByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('navigated to /', {}, slow)).toBeVisible()
  },
}
