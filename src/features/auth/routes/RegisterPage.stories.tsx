import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { message } from '@/design-system'
import { setApiErrorNotifier } from '@/lib/api-client'
import { StoryRouter } from '@/test/StoryRouter'
import { storyMessages } from '@/test/story-messages'
import { authCatalogue } from '../messages'
import RegisterPage from './RegisterPage'

/** Data, not UI text: the server's own message. */
const MAINTENANCE = '注册服务维护中'

/** A form control by its field label (the label starts with the required mark). */
function field(
  canvas: { getByLabelText: (text: RegExp, options: { selector: string }) => HTMLElement },
  label: string,
): HTMLElement {
  return canvas.getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input' })
}

const texts = (globals: Record<string, unknown>) => storyMessages(globals, authCatalogue)

/** Fills the form with a new, valid registration and submits it. */
async function submitNewAccount(canvas: ReturnType<typeof within>, auth: Awaited<ReturnType<typeof texts>>['auth']) {
  // One name on every run (the mock store starts afresh for each story): the screenshot baselines show it.
  await userEvent.type(field(canvas, auth.accountName), 'story_applicant')
  await userEvent.type(field(canvas, auth.loginPassword), 'Strong#2026ab')
  await userEvent.type(field(canvas, auth.phone), '008613800138000')
  await userEvent.click(canvas.getByRole('button', { name: auth.submit }))
}

const meta = {
  title: 'Pages/注册 ∕register',
  id: 'pages-register',
  component: RegisterPage,
  // Plays find elements by the catalogue of the story's locale: replayed in English in the built Storybook.
  tags: ['both-locales'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <StoryRouter path="/register">
      <RegisterPage />
    </StoryRouter>
  ),
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await expect(await canvas.findByRole('heading', { name: auth.registerTitle })).toBeVisible()
    await expect(canvas.getByRole('button', { name: auth.submit })).toBeVisible()
    await expect(canvas.getByRole('button', { name: auth.cancel })).toBeVisible()
  },
}

/** The form in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await expect(await canvas.findByRole('heading', { name: auth.registerTitle })).toBeVisible()
    await expect(field(canvas, auth.accountName)).toBeVisible()
    await expect(canvas.queryByText(/[\u4e00-\u9fff]/)).toBeNull()
  },
}

/** Spec §5: required messages, then the password rule and the phone format. */
export const ValidationMessages: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, validation } = await texts(globals)
    await userEvent.click(await canvas.findByRole('button', { name: auth.submit }))
    await expect(await canvas.findByText(validation.accountNameRequired)).toBeVisible()
    await expect(canvas.getByText(validation.loginPasswordRequired)).toBeVisible()
    await expect(canvas.getByText(validation.phoneRequired)).toBeVisible()
    await userEvent.type(field(canvas, auth.loginPassword), 'password1')
    await userEvent.type(field(canvas, auth.phone), '1380013800')
    await userEvent.click(canvas.getByRole('button', { name: auth.submit }))
    await expect(await canvas.findByText(validation.passwordRule)).toBeVisible()
    await expect(canvas.getByText(validation.phoneFormat)).toBeVisible()
  },
}

/** Issue 20 item 6: a 200-character name is refused in the form, in words, before anything is sent. */
export const NameTooLong: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, validation } = await texts(globals)
    await canvas.findByRole('heading', { name: auth.registerTitle })
    const name = field(canvas, auth.accountName)
    await userEvent.click(name)
    await userEvent.paste('n'.repeat(200))
    await userEvent.type(field(canvas, auth.loginPassword), 'Strong#2026ab')
    await userEvent.type(field(canvas, auth.phone), '13800138000')
    await userEvent.click(canvas.getByRole('button', { name: auth.submit }))
    await expect(await canvas.findByText(validation.accountNameTooLong)).toBeVisible()
    await expect(name).toHaveValue('n'.repeat(200))
    await expect(canvas.queryByText('navigated to /login')).toBeNull()
  },
}

/** Submitted, the server not yet answered: the submit button is busy and cancel waits. */
export const Submitting: Story = {
  parameters: { msw: { handlers: { auth: scenarios.pending('auth') } } },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await canvas.findByRole('heading', { name: auth.registerTitle })
    await submitNewAccount(canvas, auth)
    await waitFor(() => expect(canvas.getByRole('button', { name: auth.submit })).toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.getByRole('button', { name: auth.cancel })).toBeDisabled()
  },
}

/** The server fails: its message is shown (the app's error toast) and the form keeps what was typed. */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.error('auth', MAINTENANCE) } } },
  beforeEach: () => {
    setApiErrorNotifier((text) => message.error(text))
    return () => setApiErrorNotifier(null)
  },
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await canvas.findByRole('heading', { name: auth.registerTitle })
    await submitNewAccount(canvas, auth)
    const toast = await within(document.body).findByText(MAINTENANCE, {}, { timeout: 15_000 })
    // The toast slides in.
    await waitFor(() => expect(toast).toBeVisible())
    await expect(field(canvas, auth.phone)).toHaveValue('008613800138000')
  },
}

/** '注册成功,请登录', then the login page. */
export const Success: Story = {
  play: async ({ canvas, globals }) => {
    const { auth, messages } = await texts(globals)
    await canvas.findByRole('heading', { name: auth.registerTitle })
    await submitNewAccount(canvas, auth)
    await expect(
      await within(document.body).findByText(messages.registerSuccess, {}, { timeout: 15_000 }),
    ).toBeInTheDocument()
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}

/** Cancel goes back to the login page. */
export const Cancel: Story = {
  play: async ({ canvas, globals }) => {
    const { auth } = await texts(globals)
    await userEvent.click(await canvas.findByRole('button', { name: auth.cancel }))
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}
