import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { BillingStory, slow } from '../testing/billing-story'
import RecordPage from './RecordPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/积分流水 ∕charging∕record',
  id: 'pages-billing-record',
  component: RecordPage,
  beforeEach: () => signInAs('platform'),
  render: () => (
    <BillingStory path="/charging/record">
      <RecordPage />
    </BillingStory>
  ),
} satisfies Meta<typeof RecordPage>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** The platform's points ledger: each change and the balance after it. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('积分流水列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), slow)
    await expect(within(table).getByRole('columnheader', { name: t('变动后余额') })).toBeVisible()
  },
}

/** Filtered by type: only the points distributed out. */
export const FilteredByType: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('积分流水列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('类型')), t('分配转出'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await waitFor(
      () =>
        expect(new Set(dataRows(table).map((row) => within(row).getAllByRole('cell')[1]?.textContent))).toEqual(
          new Set([t('分配转出')]),
        ),
      slow,
    )
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('暂无数据'), {}, slow)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByRole('table', { name: t('积分流水列表') })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
