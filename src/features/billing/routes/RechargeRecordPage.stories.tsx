import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { BillingStory, slow } from '../testing/billing-story'
import RechargeRecordPage from './RechargeRecordPage'
import { storyText } from '@/test/story-text'
import { formatDateValue } from '@/design-system'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/充值记录 ∕charging∕recharge-record',
  id: 'pages-billing-rechargerecord',
  component: RechargeRecordPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <BillingStory path="/charging/recharge-record">
      <RechargeRecordPage />
    </BillingStory>
  ),
} satisfies Meta<typeof RechargeRecordPage>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** The operator's recharges and self-recharges, newest first, paged. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('充值记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await expect(canvas.getByText(t.pattern('共{0}条数据'))).toBeVisible()
  },
}

/** The same in English: billing's messages (src/features/billing/messages) follow the locale. */
export const LoadedEnglish: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Recharge records' }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
  },
}

/** Filtered by type: only self-recharges. */
export const FilteredByType: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('充值记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('类型')), t('自充值'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await waitFor(
      () =>
        expect(dataRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([t('自充值')]),
      slow,
    )
  },
}

/**
 * Filtered by one day typed as the story's locale writes it (`01/07/2026` in English): the server is asked from
 * its first to its last second and answers that day's records; the arrow keys then step both dates to the next
 * day, which has none.
 */
export const FilteredByDate: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('充值记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    const times = () => dataRows(table).map((row) => within(row).getAllByRole('cell')[0]?.textContent ?? '')
    const day = times()[0]?.slice(0, 10) ?? ''
    const typed = formatDateValue(day, globals.locale === 'en-US' ? 'en-US' : 'zh-CN')
    const start = canvas.getByLabelText(t('开始日期'))
    const end = canvas.getByLabelText(t('结束日期'))
    await userEvent.type(start, typed)
    await userEvent.type(end, typed)
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await waitFor(() => expect(times().every((time) => time.startsWith(day))).toBe(true), slow)
    await expect(times().length).toBeGreaterThan(0)
    await userEvent.type(end, '{ArrowUp}')
    await userEvent.type(start, '{ArrowUp}')
    await expect(start).not.toHaveValue(typed)
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await expect(await canvas.findByText(t('暂无数据'), {}, slow)).toBeVisible()
  },
}

/** A date that is not a day is refused with a message in the field's language, nothing is asked. */
export const UnreadableDate: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await userEvent.type(canvas.getByLabelText(t('开始日期')), '2026-02-30')
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await expect(await canvas.findByText(t('请输入有效日期，格式为 YYYY-MM-DD'))).toBeVisible()
  },
}

/** An end date before the start date is refused with a message, nothing is asked. */
export const ReversedDates: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await userEvent.type(canvas.getByLabelText(t('开始日期')), '2026-11-02')
    await userEvent.type(canvas.getByLabelText(t('结束日期')), '2026-11-01')
    await expect(await canvas.findByText(t('结束日期不能早于开始日期'))).toBeVisible()
  },
}

/** Nothing recorded yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('暂无数据'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

/** Waiting for the server. */
export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByRole('table', { name: t('充值记录列表') })).toHaveAttribute('aria-busy', 'true')
  },
}

/** The server failed: the message and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
  },
}

/** Every page of the filtered list as one CSV file. */
export const ExportCsv: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('充值记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await userEvent.click(canvas.getByRole('button', { name: t('导出CSV') }))
    await expect(await within(document.body).findByText(t.pattern('已导出 {count} 条'), {}, slow)).toBeInTheDocument()
  },
}
