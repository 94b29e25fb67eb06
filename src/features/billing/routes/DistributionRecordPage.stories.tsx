import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { BillingStory, slow } from '../testing/billing-story'
import DistributionRecordPage from './DistributionRecordPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/分配记录 ∕charging∕distribution-record',
  id: 'pages-billing-distributionrecord',
  component: DistributionRecordPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <BillingStory path="/charging/distribution-record">
      <DistributionRecordPage />
    </BillingStory>
  ),
} satisfies Meta<typeof DistributionRecordPage>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

/** The operator sees every platform's distributions. */
export const Operator: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('分配记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await expect(canvas.getByLabelText(t('链账户'))).toBeVisible()
  },
}

/** A platform sees the distributions from or to its own account. */
export const Platform: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('分配记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(0), slow)
    for (const row of dataRows(table)) await expect(row.textContent).toMatch(/ddcplatform1/)
  },
}

/**
 * By type: distributions to users (the platforms' own) or to platform parties (the operator's; the demo data
 * holds none).
 */
export const ByType: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('分配记录列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('类型')), t('分配给平台方'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await expect(await canvas.findByText(t('暂无数据'), {}, slow)).toBeVisible()
    await userEvent.selectOptions(canvas.getByLabelText(t('类型')), t('分配给用户'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await waitFor(() => expect(dataRows(table).length).toBeGreaterThan(1), slow)
    await expect(canvas.queryByText(t('暂无数据'))).toBeNull()
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
    await expect(await canvas.findByRole('table', { name: t('分配记录列表') })).toHaveAttribute('aria-busy', 'true')
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
