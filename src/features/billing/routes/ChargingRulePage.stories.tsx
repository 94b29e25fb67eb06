import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { BillingStory, signInUnlocked, slow } from '../testing/billing-story'
import ChargingRulePage from './ChargingRulePage'
import { expectEnglishScreen } from '@/test/story-messages'

const meta = {
  title: 'Pages/Billing/计费规则 ∕charging∕charging-rule',
  id: 'pages-billing-chargingrule',
  component: ChargingRulePage,
  beforeEach: () => signInUnlocked('operator'),
  render: () => (
    <BillingStory path="/charging/charging-rule">
      <ChargingRulePage />
    </BillingStory>
  ),
} satisfies Meta<typeof ChargingRulePage>

export default meta
type Story = StoryObj<typeof meta>

const dataRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)
const body = () => within(document.body)

/** Every fee rule by business type and function, with edit and delete. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '计费规则列表' }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await expect(canvas.getByRole('link', { name: '修改 单一藏品 创建' })).toHaveAttribute(
      'href',
      '/charging/set-charging?business_type=1&func_name=mint',
    )
  },
}

/** Filtered by business type and function. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '计费规则列表' }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await userEvent.selectOptions(canvas.getByLabelText('业务类型'), '多份藏品')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    await userEvent.click(within(canvas.getByRole('group', { name: '功能' })).getByRole('button', { name: '创建' }))
    await waitFor(() => expect(dataRows(table).length).toBe(1))
    await expect(dataRows(table)[0]?.textContent).toMatch(/多份藏品.*创建6/)
  },
}

/** Delete asks first, then runs `deletefee` as a chain operation: its summary and fee before signing. */
export const DeleteAsksThenPreviews: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '计费规则列表' }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await userEvent.click(canvas.getByRole('button', { name: '删除 单一藏品 转移' }))
    const confirm = await body().findByRole('alertdialog', { name: '删除计费规则' })
    // The dialog fades in: wait until the question is shown.
    await waitFor(() => expect(within(confirm).getByText(/确定删除单一藏品「转移」的计费规则吗/)).toBeVisible(), slow)
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }))
    const dialog = await body().findByRole('dialog', { name: '删除计费规则' }, slow)
    await waitFor(() => expect(within(dialog).getByText('本次操作消耗积分')).toBeVisible(), slow)
    await expect(within(dialog).getByRole('button', { name: '确认并签名' })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(body().queryByRole('dialog', { name: '删除计费规则' })).toBeNull())
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { fee: scenarios.empty('fee') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无数据', {}, slow)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '计费规则列表' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const Failed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载失败', {}, slow)).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
