import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import HomePage from './HomePage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'

const meta = {
  title: 'Pages/首页 ∕home',
  id: 'pages-home',
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

/** Sets an account's points in the mock store for one story; the cleanup puts them back. */
function withBalance(account: string, balance: number) {
  return () => {
    const record = getStore().balances.get(account)
    if (!record) throw new Error(`no balance for ${account}`)
    const before = record.balance
    record.balance = balance
    return () => {
      record.balance = before
    }
  }
}

/** Takes every operation and fee out of the mock store for one story; the cleanup puts them back. */
function withoutOperations() {
  const store = getStore()
  const transfers = store.transfers.splice(0)
  const charges = store.charges.splice(0)
  return () => {
    store.transfers.push(...transfers)
    store.charges.push(...charges)
  }
}

/** The operator's dashboard: balance, counts, figures, recent operations, tasks, lowest platform balances. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('heading', { name: t('欢迎，demo_operator') })).toBeVisible()
    const summary = canvas.getByRole('region', { name: t('数据概览') })
    await expect(within(summary).getByText(t('积分余额'))).toBeVisible()
    // The balance and the two counts come from separate calls: wait for all three.
    await waitFor(() => expect(within(summary).getAllByText(/^\d+(\.\d+)?$/)).toHaveLength(3), slow)
    await expect(within(summary).queryByRole('alert')).toBeNull()

    const figures = canvas.getByRole('region', { name: t('业务统计') })
    await expect(
      within(figures).getByText(t('{period}{figure}', { period: t('今日'), figure: t('消耗积分') })),
    ).toBeVisible()
    await expect(
      within(figures).getByText(t('{period}{figure}', { period: t('本月'), figure: t('链上操作') })),
    ).toBeVisible()
    await expect(
      within(figures).getByRole('link', { name: t('查看{name}统计', { name: t('statistics.dataTypes.mints') }) }),
    ).toHaveAttribute('href', '/admin-statistics-detail/mints')

    const recent = await canvas.findByRole('table', { name: t('最近操作') })
    const dealLinks = await within(recent).findAllByRole('link', {}, slow)
    await expect(dealLinks).toHaveLength(5)
    await expect(dealLinks[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/collection-search-deal\?history_id=\d+&business_type=[12]$/),
    )

    const tasks = canvas.getByRole('region', { name: t('常用功能') })
    await expect(within(tasks).getByRole('link', { name: t('积分对账') })).toHaveAttribute(
      'href',
      '/charging/reconciliation',
    )

    const lowest = canvas.getByRole('table', { name: t('积分最低的平台方') })
    await expect((await within(lowest).findAllByRole('row', {}, slow)).length).toBeGreaterThan(1)
  },
}

/** The platform's dashboard: its own tasks, no platform list. */
export const Platform: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('heading', { name: t('欢迎，demo_platform') })).toBeVisible()
    const tasks = canvas.getByRole('region', { name: t('常用功能') })
    await expect(within(tasks).getByRole('link', { name: t('menu.collection721') })).toHaveAttribute(
      'href',
      '/digital-collection-721',
    )
    await expect(within(tasks).queryByRole('link', { name: t('积分对账') })).toBeNull()
    await expect(canvas.queryByRole('table', { name: t('积分最低的平台方') })).toBeNull()
    const recent = await canvas.findByRole('table', { name: t('最近操作') })
    await expect((await within(recent).findAllByRole('link', {}, slow)).length).toBeGreaterThan(0)
  },
}

/** The platform's points fall under the threshold: a warning with the way to recharge. */
export const LowBalance: Story = {
  beforeEach: () => {
    signInAs('platform')
    return withBalance('ddcplatform1', 500)()
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const warning = await canvas.findByRole('alert', {}, slow)
    await expect(warning).toHaveTextContent(t('积分余额不足 1000，请及时充值'))
    await expect(within(warning).getByRole('link', { name: t('menu.recharge') })).toHaveAttribute(
      'href',
      '/charging/recharge',
    )
  },
}

/** Waiting for the server: placeholders instead of numbers. */
export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee'), statistics: scenarios.pending('statistics') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

/** Nothing in scope yet: zero collectibles, no operations. */
export const Empty: Story = {
  beforeEach: () => {
    signInAs('platform')
    return withoutOperations()
  },
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const summary = await canvas.findByRole('region', { name: t('数据概览') })
    await expect((await within(summary).findAllByText('0', {}, slow)).length).toBe(2)
    await expect(await canvas.findByText(t('暂无操作记录'), {}, slow)).toBeVisible()
  },
}

/** The points query keeps failing: '积分查询失败，请重试' (after the 3 s retries of spec §8). */
export const PointsFailed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('积分查询失败，请重试'), {}, slow)).toBeVisible()
  },
}

/** The dashboard figures fail: the card says so and offers a retry; the balance still shows. */
export const FiguresFailed: Story = {
  parameters: { msw: { handlers: { statistics: scenarios.error('statistics') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const figures = await canvas.findByRole('region', { name: t('业务统计') })
    await expect(await within(figures).findByRole('alert', {}, slow)).toHaveTextContent(t('概览数据加载失败'))
    await expect(within(figures).getByRole('button', { name: t('重试') })).toBeVisible()
  },
}

/** The operator's dashboard in the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('table', { name: t('最近操作') })).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
