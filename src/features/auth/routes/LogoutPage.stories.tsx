import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { StoryRouter } from '@/test/StoryRouter'
import { storyMessages } from '@/test/story-messages'
import { signInAs } from '@/test/story-session'
import { readToken } from '@/lib/session'
import { authCatalogue } from '../messages'
import LogoutPage from './LogoutPage'

/** The session's token as the page opened (the page clears storage on arrival). */
let tokenBeforeLogout: string | null = null

const meta = {
  title: 'Pages/退出登录 ∕logout',
  id: 'pages-logout',
  component: LogoutPage,
  // Plays find elements by the catalogue of the story's locale: replayed in English in the built Storybook.
  tags: ['both-locales'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    signInAs('operator')
    const read = readToken()
    tokenBeforeLogout = read.status === 'ok' ? read.value : null
  },
  render: () => (
    <StoryRouter path="/logout">
      <LogoutPage />
    </StoryRouter>
  ),
} satisfies Meta<typeof LogoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** The click-to-log-in card; the server revokes the token and the session storage is cleared on arrival. */
export const Default: Story = {
  play: async ({ canvas, globals }) => {
    const { auth } = await storyMessages(globals, authCatalogue)
    const token = tokenBeforeLogout
    await expect(await canvas.findByRole('heading', { name: auth.loggedOutTitle })).toBeVisible()
    // Storage is cleared by the page's effect, which runs after the card's first frame.
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull())
    // The token is dead on the server too: a copy of it opens nothing any more.
    await expect(token).not.toBeNull()
    await waitFor(() => expect(getStore().sessions.has(token ?? '')).toBe(false))
    await userEvent.click(canvas.getByRole('button', { name: auth.clickToLogin }))
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}

/**
 * The server fails to revoke the token (HTTP 500): the user is logged out here all the same, with no error
 * to act on (the token is gone from this tab; the server drops it when it expires).
 */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.error('auth') } } },
  play: async ({ canvas, globals }) => {
    const { auth } = await storyMessages(globals, authCatalogue)
    await expect(await canvas.findByRole('heading', { name: auth.loggedOutTitle })).toBeVisible()
    await waitFor(() => expect(sessionStorage.getItem('token')).toBeNull())
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(canvas.getByRole('button', { name: auth.clickToLogin })).toBeEnabled()
  },
}

/** The same card in English. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, globals }) => {
    const { auth } = await storyMessages(globals, authCatalogue)
    await expect(auth.loggedOutTitle).toBe('You have logged out')
    await expect(await canvas.findByRole('heading', { name: auth.loggedOutTitle })).toBeVisible()
  },
}
