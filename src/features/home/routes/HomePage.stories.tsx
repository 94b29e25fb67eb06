import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import HomePage from './HomePage'

const meta = {
  title: 'Pages/Home',
  component: HomePage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/home">
      <main>
        <HomePage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof HomePage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** The operator's points balance and collectible counts. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '欢迎，demo_operator' })).toBeVisible()
    const summary = canvas.getByRole('region', { name: '数据概览' })
    await expect(within(summary).getByText('积分余额')).toBeVisible()
    await expect(within(summary).getByText('单一藏品数量')).toBeVisible()
    await expect(within(summary).getByText('多份藏品数量')).toBeVisible()
    await expect((await within(summary).findAllByText(/^\d+(\.\d+)?$/, {}, slow)).length).toBe(3)
  },
}

/** Waiting for the server: placeholders instead of numbers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

/** Nothing in scope yet: zero collectibles. */
export const Empty: Story = {
  beforeEach: () => signInAs('platform'),
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', { name: '数据概览' })
    await expect((await within(summary).findAllByText('0', {}, slow)).length).toBe(2)
  },
}

/** The points query keeps failing: '积分查询失败，请重试' (after the 3 s retries of spec §8). */
export const PointsFailed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('积分查询失败，请重试', {}, slow)).toBeVisible()
  },
}
