import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { DEMO_LOGINS, getStore, scenarios } from '@mocks/handlers'
import { FAILED_LOGINS_BEFORE_CAPTCHA } from '@/api/system'
import { clearSession } from '@/lib/session'
import { StoryRouter } from '@/test/StoryRouter'
import { storyLocale, storyMessages } from '@/test/story-messages'
import { designSystemStrings } from '@/design-system/provider'
import { authCatalogue } from '../messages'
import LoginPage from './LoginPage'

/** Data, not UI text: the server's own message. */
const MAINTENANCE = '登录服务维护中'

/** The page's texts in the story's locale: the catalogue and the design system's own strings. */
async function texts(globals: Record<string, unknown>) {
  const messages = await storyMessages(globals, authCatalogue)
  return { ...messages, ds: designSystemStrings[storyLocale(globals)] }
}

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
  // Plays find elements by the catalogue of the story's locale: replayed in English in the built Storybook.
  tags: ['both-locales'],
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
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await expect(await canvas.findByRole('heading', { name: auth.loginTitle })).toBeVisible()
    await expect(field(canvas, auth.account)).toBeVisible()
    await expect(field(canvas, auth.password)).toBeVisible()
  },
}

/** The same in English: the login page's own messages (src/features/auth/messages) follow the locale. */
export const DefaultEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await expect(await canvas.findByRole('heading', { name: auth.loginTitle })).toBeVisible()
    await expect(field(canvas, auth.account)).toBeVisible()
    await expect(field(canvas, auth.password)).toBeVisible()
  },
}

/** Spec §5: '请输入账号', '请输入密码'. */
export const ValidationMessages: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, validation } = await texts(globals)
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText(validation.accountRequired)).toBeVisible()
    await expect(canvas.getByText(validation.passwordRequired)).toBeVisible()
  },
}

/** Sent, the server not yet answered: the login button is busy. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: scenarios.pending('auth') } } },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await canvas.findByRole('heading', { name: auth.loginTitle })
    await userEvent.type(field(canvas, auth.account), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, auth.password), DEMO_LOGINS.platform.password)
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await waitFor(() => expect(canvas.getByRole('button', { name: auth.login })).toHaveAttribute('aria-busy', 'true'))
    await expect(sessionStorage.getItem('token')).toBeNull()
  },
}

/** Spec §8: '用户名或密码错误！'. */
export const WrongCredentials: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, messages } = await texts(globals)
    await userEvent.type(field(canvas, auth.account), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, auth.password), 'Wrong#2026xx')
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText(messages.wrongCredentials, {}, slow)).toBeVisible()
  },
}

/** The server fails: its message is shown and the form stays. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.error('auth', MAINTENANCE) } } },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await userEvent.type(field(canvas, auth.account), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, auth.password), DEMO_LOGINS.platform.password)
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText(MAINTENANCE, {}, slow)).toBeVisible()
  },
}

/** Right credentials: the session is stored and the console opens at `/`. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await userEvent.type(field(canvas, auth.account), DEMO_LOGINS.platform.user_name)
    await userEvent.type(field(canvas, auth.password), DEMO_LOGINS.platform.password)
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText('navigated to /', {}, slow)).toBeVisible()
    await expect(sessionStorage.getItem('token')).not.toBeNull()
  },
}

/** `?token=` that the server refuses: back to the form, nothing stored (spec §8). */
export const TokenLoginFallback: Story = {
  parameters: { path: '/login?token=not-a-valid-token' },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await waitFor(
      () => expect(canvas.getByRole('button', { name: auth.login })).not.toHaveAttribute('aria-busy', 'true'),
      {
        timeout: 15_000,
      },
    )
    await expect(field(canvas, auth.account)).toBeEnabled()
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull())
  },
}

/**
 * After three wrong passwords the server asks for a captcha: the form shows one ('密码错误次数过多…'), an
 * empty answer is refused, and with the right answer the login goes through.
 */
export const CaptchaAfterFailedLogins: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, messages, ds } = await texts(globals)
    const { user_name: account, password } = DEMO_LOGINS.user
    await userEvent.type(field(canvas, auth.account), account)
    await userEvent.type(field(canvas, auth.password), 'Wrong#2026xx')
    for (let attempt = 1; attempt <= FAILED_LOGINS_BEFORE_CAPTCHA; attempt += 1) {
      await userEvent.click(canvas.getByRole('button', { name: auth.login }))
      await expect(await canvas.findByText(messages.wrongCredentials, {}, slow)).toBeVisible()
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: auth.login })).not.toHaveAttribute('aria-busy', 'true'),
      )
    }
    await expect(canvas.queryByLabelText(new RegExp(auth.captcha), { selector: 'input' })).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText(messages.loginCaptchaRequired, {}, slow)).toBeVisible()
    const image = await canvas.findByRole('button', { name: ds.captchaRefresh }, slow)
    await waitFor(() => expect(image).not.toHaveAttribute('aria-busy', 'true'), slow)

    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText(auth.captchaMissing)).toBeVisible()

    await userEvent.clear(field(canvas, auth.password))
    await userEvent.type(field(canvas, auth.password), password)
    // Stories read the answer from the mock's store instead of the image.
    const answer = [...getStore().captchas.values()].at(-1)?.code ?? ''
    await userEvent.type(field(canvas, auth.captcha), answer)
    await userEvent.click(canvas.getByRole('button', { name: auth.login }))
    await expect(await canvas.findByText('navigated to /', {}, slow)).toBeVisible()
  },
}
