import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import StatisticsDetailPage from './StatisticsDetailPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { statisticsCatalogue } from '@/lib/i18n/shared/statistics'

const meta = {
  title: 'Pages/Statistics/统计详情 ∕admin-statistics-detail∕:dataType',
  id: 'pages-statistics-detail',
  component: StatisticsDetailPage,
  beforeEach: () => signInAs('operator'),
  args: { path: '/admin-statistics-detail/mints' },
  render: (args: { path: string }) => (
    <StoryRouter path={args.path} pattern="/admin-statistics-detail/:dataType">
      <main>
        <StatisticsDetailPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<{ path: string }>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** Mints per day: the chart (an image named by its title), the table behind it, the breakdown by platform. */
export const Mints: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('创建藏品') })).toBeVisible()
    await expect(
      await canvas.findByRole(
        'img',
        { name: t.pattern('{name}趋势（{granularity}）', { name: t('创建藏品'), granularity: t('按日') }) },
        slow,
      ),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: t('创建藏品明细') })
    await expect(within(table).getAllByRole('row')).toHaveLength(31)
    const breakdown = canvas.getByRole('table', { name: t('按平台方分布') })
    await expect(within(breakdown).getAllByRole('row').length).toBeGreaterThan(1)
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeEnabled()
  },
}

/** Switching to months: twelve periods. */
export const Monthly: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await userEvent.click(await canvas.findByRole('tab', { name: t('按月') }))
    await expect(
      await canvas.findByRole(
        'img',
        { name: t.pattern('{name}趋势（{granularity}）', { name: t('创建藏品'), granularity: t('按月') }) },
        slow,
      ),
    ).toBeVisible()
    const table = canvas.getByRole('table', { name: t('创建藏品明细') })
    await expect(within(table).getAllByRole('row')).toHaveLength(13)
  },
}

/** Points consumed break down by contract function (in Chinese). */
export const PointsConsumed: Story = {
  args: { path: '/admin-statistics-detail/points-consumed' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    const breakdown = await canvas.findByRole('table', { name: t('按功能分布') }, slow)
    await expect(await within(breakdown).findByText(t('创建'), {}, slow)).toBeVisible()
  },
}

/** The export: the series (period, figure) then the breakdown, its functions named as the table names them. */
export const ExportCsv: Story = {
  args: { path: '/admin-statistics-detail/points-consumed' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    const table = await canvas.findByRole('table', { name: t('消耗积分明细') }, slow)
    const breakdown = canvas.getByRole('table', { name: t('按功能分布') })
    await within(breakdown).findByText(t('创建'), {}, slow)
    const cells = (of: HTMLElement) =>
      within(of)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        )
    const made = spyOn(URL, 'createObjectURL')
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('导出CSV') }))
      await waitFor(() => expect(made).toHaveBeenCalled(), slow)
      const file = made.mock.calls[0]?.[0]
      if (!(file instanceof Blob)) throw new Error('no CSV file was offered')
      const [seriesPart = '', breakdownPart = ''] = (await file.text()).replace(/^\uFEFF/, '').split('\r\n\r\n')
      const rows = (part: string) => part.split('\r\n').map((line) => line.split(','))
      await expect(rows(seriesPart)).toEqual([[t('周期'), t('消耗积分')], ...cells(table)])
      await expect(rows(breakdownPart)).toEqual([[t('功能'), t('消耗积分')], ...cells(breakdown)])
      await expect(breakdownPart).not.toMatch(/\bmint\b/)
    } finally {
      made.mockRestore()
    }
  },
}

/** The platform sees only its own collectibles' transfers. */
export const PlatformTransfers: Story = {
  beforeEach: () => signInAs('platform'),
  args: { path: '/admin-statistics-detail/transfers' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(
      await canvas.findByRole('img', { name: t.pattern('{name}趋势（{granularity}）', { name: t('转移藏品') }) }, slow),
    ).toBeVisible()
    const breakdown = canvas.getByRole('table', { name: t('按平台方分布') })
    const rows = within(breakdown).queryAllByRole('row').slice(1)
    for (const row of rows) await expect(row).toHaveTextContent('ddcplatform1')
  },
}

/** Nothing happened in the range: a flat line at zero and an empty breakdown. */
export const Empty: Story = {
  args: { path: '/admin-statistics-detail/active-accounts' },
  beforeEach: () => {
    signInAs('operator')
    const store = getStore()
    const transfers = store.transfers.splice(0)
    return () => {
      store.transfers.push(...transfers)
    }
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(
      await canvas.findByRole(
        'img',
        { name: t.pattern('{name}：共 {total}，最高 {max}（{maxPeriod}）', { total: 0 }) },
        slow,
      ),
    ).toBeVisible()
    await expect(canvas.getByText(t('暂无数据'))).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { statistics: scenarios.pending('statistics') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(await canvas.findByLabelText(t('图表加载中'))).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: { statistics: scenarios.error('statistics') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(await canvas.findByRole('alert', {}, slow)).toHaveTextContent(t('统计数据加载失败'))
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
  },
}

/** A data type the page does not know: a 404 with the ones it does. */
export const UnknownDataType: Story = {
  args: { path: '/admin-statistics-detail/nonsense' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('没有这项统计') })).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('消耗积分') })).toHaveAttribute(
      'href',
      '/admin-statistics-detail/points-consumed',
    )
  },
}

/** The chart in the dark theme: its colours come from the theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, statisticsCatalogue)
    await expect(
      await canvas.findByRole('img', { name: t.pattern('{name}趋势（{granularity}）', { name: t('创建藏品') }) }, slow),
    ).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
