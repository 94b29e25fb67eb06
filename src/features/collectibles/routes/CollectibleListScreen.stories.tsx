import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test'
import { resetStore, scenarios } from '@mocks/handlers'
import { ActiveState, BusinessType } from '@/api/primitives'
import { formatDateValue } from '@/design-system'
import { parseCsv } from '@/lib/csv'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import { useLocation } from 'react-router'
import { screenOf } from '../screens'
import { collectiblesOf } from '@/test/collectible-fixtures'
import { CollectibleListScreen } from './CollectibleListScreen'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText, type StoryText } from '@/test/story-text'
import { collectiblesCatalogue } from '../messages'

/** Data, not UI text: the server's own message, shown as it sent it. */
const SERVER_ERROR = '服务器内部错误'

const slow = { timeout: 15_000 }

const meta = {
  title:
    'Pages/Collectibles/单一藏品 用户单一藏品 多份藏品 用户多份藏品 ∕digital-collection-721 ∕user-collection-721 ∕digital-collection-1155 ∕user-collection-1155',
  id: 'pages-collectibles-collectiblelist',
  component: CollectibleListScreen,
  args: { businessType: BusinessType.SingleCopy, side: 'platform' },
  parameters: { query: '' },
  beforeEach: ({ args }) => {
    resetStore()
    signInAs(args.side)
  },
  render: (args, { parameters }) => (
    <StoryRouter path={`${screenOf(args.businessType, args.side).listPath}${String(parameters.query ?? '')}`}>
      <main>
        <CollectibleListScreen {...args} />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof CollectibleListScreen>

export default meta
type Story = StoryObj<typeof meta>

async function tableOf(canvas: ReturnType<typeof within>, t: StoryText) {
  const table = await canvas.findByRole('table', { name: t('collectibles.listTitle') })
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'), slow)
  return table
}

/** The platform's single-copy collectibles, newest first, ten a page, with the spec's total text. */
export const Platform721: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const rows = collectiblesOf('platform', BusinessType.SingleCopy)
    const table = await tableOf(canvas, t)
    await expect(await canvas.findByText(t('共{0}条数据', { 0: rows.length }), {}, slow)).toBeVisible()
    const first = rows[0]
    if (!first) throw new Error('no collectible')
    await expect(
      within(table).getByRole('link', { name: t('查看藏品{id}的详情', { id: first.nft_id }) }),
    ).toHaveAttribute('href', `/details-721?nft_id=${first.nft_id}&owner=${first.owner}`)
    await expect(within(table).getAllByRole('row')).toHaveLength(11)
    // The platform does not filter by platform: that is the operator's.
    await expect(canvas.queryByLabelText(t('平台方账户'))).toBeNull()
  },
}

/** Multi-copy: supply and copies held per holder. */
export const Platform1155: Story = {
  args: { businessType: BusinessType.MultiCopy },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await tableOf(canvas, t)
    await expect(within(table).getByRole('columnheader', { name: t('发行数量') })).toBeVisible()
    await expect(within(table).getByRole('columnheader', { name: t('collectibles.amount') })).toBeVisible()
    await expect(
      await canvas.findByText(
        t('共{0}条数据', { 0: collectiblesOf('platform', BusinessType.MultiCopy).length }),
        {},
        slow,
      ),
    ).toBeVisible()
  },
}

/** The operator sees every platform's and user's collectibles, with the platform column and filter. */
export const Operator721: Story = {
  args: { side: 'operator' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await tableOf(canvas, t)
    await expect(within(table).getByRole('columnheader', { name: t('平台方账户') })).toBeVisible()
    await expect(
      await canvas.findByText(
        t('共{0}条数据', { 0: collectiblesOf('operator', BusinessType.SingleCopy).length }),
        {},
        slow,
      ),
    ).toBeVisible()
    const platform = collectiblesOf('operator', BusinessType.SingleCopy)[0]?.platform ?? ''
    await userEvent.type(canvas.getByLabelText(t('平台方账户')), platform)
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    const expected = collectiblesOf('operator', BusinessType.SingleCopy).filter((row) => row.platform === platform)
    await expect(await canvas.findByText(t('共{0}条数据', { 0: expected.length }), {}, slow)).toBeVisible()
  },
}

export const Operator1155: Story = {
  args: { side: 'operator', businessType: BusinessType.MultiCopy },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await tableOf(canvas, t)
    await expect(
      await canvas.findByText(
        t('共{0}条数据', { 0: collectiblesOf('operator', BusinessType.MultiCopy).length }),
        {},
        slow,
      ),
    ).toBeVisible()
  },
}

/** Opened with filters in the URL (Back from a details page): only frozen ones, each with its badge. */
export const FrozenOnly: Story = {
  parameters: { query: '?state=2' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const frozen = collectiblesOf('platform', BusinessType.SingleCopy).filter((row) => row.state === ActiveState.Frozen)
    const table = await tableOf(canvas, t)
    await expect(await canvas.findByText(t('共{0}条数据', { 0: frozen.length }), {}, slow)).toBeVisible()
    await expect(within(table).getAllByText(t('已冻结'))).toHaveLength(Math.min(frozen.length, 10))
    await expect(within(table).queryByText(t('正常'))).toBeNull()
    await expect(canvas.getByLabelText(t('collectibles.state'))).toHaveValue('2')
  },
}

/** Keyboard only: type a URI text, Enter applies it; the sort applies as soon as it is chosen. */
export const FilterAndSortByKeyboard: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const rows = collectiblesOf('platform', BusinessType.SingleCopy)
    const sample = rows[3]
    if (!sample) throw new Error('too few collectibles')
    await tableOf(canvas, t)
    const uri = canvas.getByLabelText(t('资源标识符'))
    await userEvent.click(uri)
    await userEvent.keyboard(`${sample.nft_uri.slice(-10)}{Enter}`)
    const matching = rows.filter((row) => row.nft_uri.includes(sample.nft_uri.slice(-10)))
    await expect(await canvas.findByText(t('共{0}条数据', { 0: matching.length }), {}, slow)).toBeVisible()
    await expect(
      await canvas.findByRole('link', { name: t('查看藏品{id}的详情', { id: sample.nft_id }) }),
    ).toBeVisible()

    // The filter bar's buttons as on every screen: 查询 then 重置.
    const filters = within(canvas.getByRole('form', { name: t('筛选条件') }))
    await expect(filters.getAllByRole('button').map((button) => button.textContent)).toEqual([t('查询'), t('重置')])
    await userEvent.click(filters.getByRole('button', { name: t('重置') }))
    await userEvent.selectOptions(canvas.getByLabelText(t('排序')), t('藏品编号（小→大）'))
    const smallest = [...rows].sort((a, b) => (BigInt(a.nft_id) < BigInt(b.nft_id) ? -1 : 1))[0]
    const table = await tableOf(canvas, t)
    await waitFor(() => {
      const firstLink = within(table).getAllByRole('link')[0]
      return expect(firstLink).toHaveTextContent(smallest?.nft_id ?? '')
    }, slow)
  },
}

/** The list's query string, shown so a story can read what the URL keeps. */
function ShownQuery() {
  const { search } = useLocation()
  return <output aria-label="URL">{search}</output>
}

/**
 * Every filter is typed but not yet applied, then the order changes: the order applies what is typed too, and
 * the form and the URL both keep every filter and the order (issue 20 item 14). The operator adds the platform.
 */
export const FiltersKeptWhenSortChanges: Story = {
  render: (args, { parameters }) => (
    <StoryRouter path={`${screenOf(args.businessType, args.side).listPath}${String(parameters.query ?? '')}`}>
      <main>
        <CollectibleListScreen {...args} />
        <ShownQuery />
      </main>
    </StoryRouter>
  ),
  play: async ({ canvas, args, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const row = collectiblesOf(args.side, args.businessType).find((each) => each.state === ActiveState.Enabled)
    if (!row) throw new Error('no enabled collectible')
    const day = row.create_time.slice(0, 10)
    // Typed as the story's locale writes a date (`03/10/2026` in English); the URL keeps the API's form.
    const shownDay = formatDateValue(day, globals.locale === 'en-US' ? 'en-US' : 'zh-CN')
    const typed: [string, string][] = [
      [t('collectibles.nftId'), row.nft_id],
      [t('链账户地址'), row.owner],
      [t('资源标识符'), row.nft_uri.slice(-8)],
      [t('创建开始日期'), shownDay],
      [t('创建结束日期'), shownDay],
      ...(args.side === 'operator' ? [[t('平台方账户'), row.platform] as [string, string]] : []),
    ]
    await tableOf(canvas, t)
    for (const [label, value] of typed) await userEvent.type(canvas.getByLabelText(label), value)
    await userEvent.selectOptions(canvas.getByLabelText(t('collectibles.state')), t('正常'))
    await userEvent.selectOptions(canvas.getByLabelText(t('排序')), t('藏品编号（小→大）'))

    const table = await tableOf(canvas, t)
    await expect(
      await within(table).findByRole('link', { name: t('查看藏品{id}的详情', { id: row.nft_id }) }, slow),
    ).toBeInTheDocument()
    for (const [label, value] of typed) await expect(canvas.getByLabelText(label)).toHaveValue(value)
    await expect(canvas.getByLabelText(t('collectibles.state'))).toHaveValue('1')
    await expect(canvas.getByLabelText(t('排序'))).toHaveValue('nft_id:asc')
    const url = new URLSearchParams(canvas.getByRole('status', { name: 'URL' }).textContent ?? '')
    await expect(Object.fromEntries(url)).toEqual({
      nft_id: row.nft_id,
      owner: row.owner,
      nft_uri: row.nft_uri.slice(-8),
      state: '1',
      start_time: day,
      end_time: day,
      ...(args.side === 'operator' ? { platform: row.platform } : {}),
      sort: 'nft_id:asc',
    })
  },
}

export const OperatorFiltersKeptWhenSortChanges: Story = {
  ...FiltersKeptWhenSortChanges,
  args: { side: 'operator', businessType: BusinessType.MultiCopy },
}

/** A start date after the end date is refused by the field, before the server is asked. */
export const BadDateRange: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await tableOf(canvas, t)
    await userEvent.type(canvas.getByLabelText(t('创建开始日期')), '2026-03-10')
    await userEvent.type(canvas.getByLabelText(t('创建结束日期')), '2026-03-01')
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await expect(await canvas.findByText(t('开始日期不能晚于结束日期'))).toBeVisible()
  },
}

/** Rows selected on several pages stay selected; the operations' batch actions get them all. */
export const Selection: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await tableOf(canvas, t)
    const boxes = within(table).getAllByRole('checkbox')
    // [0] selects the page; [1], [2] are the first two rows.
    await userEvent.click(boxes[1] as HTMLElement)
    await userEvent.click(boxes[2] as HTMLElement)
    await expect(canvas.getByText(t('已选择2项'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('第 2 页') }))
    const second = await tableOf(canvas, t)
    await waitFor(() => expect(within(second).getAllByRole('checkbox')[1]).not.toBeChecked(), slow)
    await userEvent.click(within(second).getAllByRole('checkbox')[1] as HTMLElement)
    await expect(canvas.getByText(t('已选择3项'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('清除选择') }))
    await expect(canvas.queryByText(t.pattern('已选择{count}项'))).toBeNull()
  },
}

/** The whole filtered list, every page, is exported as CSV (here the frozen ones). */
export const ExportCsv: Story = {
  parameters: { query: '?state=2&size=10' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const frozen = collectiblesOf('platform', BusinessType.SingleCopy).filter((row) => row.state === ActiveState.Frozen)
    await tableOf(canvas, t)
    const made = spyOn(URL, 'createObjectURL')
    try {
      await userEvent.click(canvas.getByRole('button', { name: t('导出CSV') }))
      await expect(
        await within(document.body).findByText(t('已导出{count}条数据', { count: frozen.length }), {}, slow),
      ).toBeInTheDocument()
      const file = made.mock.calls[0]?.[0]
      if (!(file instanceof Blob)) throw new Error('no CSV file was offered')
      const parsed = parseCsv(await file.text())
      await expect(parsed.headers.slice(0, 2)).toEqual([t('collectibles.nftId'), t('链账户地址')])
      await expect(parsed.rows.map((row) => row.values[t('collectibles.nftId')]).sort()).toEqual(
        frozen.map((row) => row.nft_id).sort(),
      )
      await expect(parsed.rows.every((row) => row.values[t('collectibles.state')] === t('已冻结'))).toBe(true)
    } finally {
      made.mockRestore()
    }
  },
}

/**
 * A platform with 100,000 collectibles, 10,000 at once: the virtual table keeps only the rows in view in the page
 * and scrolls through the rest.
 */
export const TenThousandRows: Story = {
  parameters: {
    query: '?size=10000',
    msw: {
      handlers: {
        nft721: scenarios.largeCollection({
          businessType: BusinessType.SingleCopy,
          platform: 'ddcplatform1',
          owner: 'ddcuser11111',
          count: 100_000,
        }),
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await canvas.findByRole('table', { name: t('藏品列表（滚动查看）') }, slow)
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '10001'), slow)
    // Counted 10,000 rows past the page's end, no further: the total is a lower bound.
    await expect(await canvas.findByText(t('共20000+条数据'), {}, slow)).toBeVisible()
    await expect(within(table).getAllByRole('row').length).toBeLessThan(100)
    await expect(within(table).getByRole('link', { name: t('查看藏品7000000100000的详情') })).toBeVisible()
    // Scrolled to the end of the page: its last row is rendered.
    const region = table.closest('[role="region"]')
    if (!(region instanceof HTMLElement)) throw new Error('the virtual table has no scroll region')
    region.scrollTop = region.scrollHeight
    await expect(
      await within(table).findByRole('link', { name: t('查看藏品7000000090001的详情') }, slow),
    ).toBeInTheDocument()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { nft721: scenarios.pending('nft721') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    const table = await canvas.findByRole('table', { name: t('collectibles.listTitle') })
    await expect(table).toHaveAttribute('aria-busy', 'true')
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { nft721: scenarios.empty('nft721') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('暂无藏品'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

/** Filters that match nothing say so (not "no collectibles yet"). */
export const NothingMatches: Story = {
  parameters: { query: '?nft_uri=no-such-resource' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('没有符合筛选条件的藏品'), {}, slow)).toBeVisible()
  },
}

export const ServerError: Story = {
  parameters: { msw: { handlers: { nft721: scenarios.error('nft721', SERVER_ERROR) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, collectiblesCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
    await expect(canvas.getByText(SERVER_ERROR)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeEnabled()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
