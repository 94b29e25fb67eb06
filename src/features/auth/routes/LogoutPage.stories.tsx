import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { getStore } from '@mocks/handlers'
import { StoryRouter } from '@/test/StoryRouter'
import { signInAs } from '@/test/story-session'
import { readToken } from '@/lib/session'
import LogoutPage from './LogoutPage'

/** The session's token as the page opened (the page clears storage on arrival). */
let tokenBeforeLogout: string | null = null

const meta = {
  title: 'Pages/退出登录 ∕logout',
  id: 'pages-logout',
  component: LogoutPage,
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
  play: async ({ canvas }) => {
    const token = tokenBeforeLogout
    await expect(canvas.getByRole('heading', { name: '您已退出登录' })).toBeVisible()
    await expect(sessionStorage.getItem('token')).toBeNull()
    // The token is dead on the server too: a copy of it opens nothing any more.
    await expect(token).not.toBeNull()
    await waitFor(() => expect(getStore().sessions.has(token ?? '')).toBe(false))
    await userEvent.click(canvas.getByRole('button', { name: '点击登录' }))
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}
