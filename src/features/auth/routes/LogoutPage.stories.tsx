import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { StoryRouter } from '@/test/StoryRouter'
import LogoutPage from './LogoutPage'

const meta = {
  title: 'Pages/Logout',
  component: LogoutPage,
  parameters: { layout: 'fullscreen' },
  beforeEach: () => sessionStorage.setItem('token', 'left-over-token'),
  render: () => (
    <StoryRouter path="/logout">
      <LogoutPage />
    </StoryRouter>
  ),
} satisfies Meta<typeof LogoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** The click-to-log-in card; the session storage is cleared on arrival. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '您已退出登录' })).toBeVisible()
    await expect(sessionStorage.getItem('token')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: '点击登录' }))
    await expect(await canvas.findByText('navigated to /login')).toBeVisible()
  },
}
