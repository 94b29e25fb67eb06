import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { BillingStory, signInUnlocked, slow } from '../testing/billing-story'
import ChargingRulePage from './ChargingRulePage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('计费规则列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await expect(
      canvas.getByRole('link', { name: `${t('修改')} ${t('businessType.1')} ${t('创建')}` }),
    ).toHaveAttribute('href', '/charging/set-charging?business_type=1&func_name=mint')
  },
}

/** Filtered by business type and function. */
export const Filtered: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('计费规则列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('业务类型')), t('businessType.2'))
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    await userEvent.click(
      within(canvas.getByRole('group', { name: t('功能') })).getByRole('button', { name: t('创建') }),
    )
    await waitFor(() => expect(dataRows(table).length).toBe(1))
    await expect(dataRows(table)[0]?.textContent).toMatch(new RegExp(`${t('businessType.2')}.*${t('创建')}6`))
  },
}

/** Delete asks first, then runs `deletefee` as a chain operation: its summary and fee before signing. */
export const DeleteAsksThenPreviews: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const table = await canvas.findByRole('table', { name: t('计费规则列表') }, slow)
    await waitFor(() => expect(dataRows(table).length).toBe(26), slow)
    await userEvent.click(canvas.getByRole('button', { name: `${t('删除')} ${t('businessType.1')} ${t('转移')}` }))
    const confirm = await body().findByRole('alertdialog', { name: t('删除计费规则') })
    // The dialog fades in: wait until the question is shown.
    await waitFor(
      () =>
        expect(
          within(confirm).getByText(
            t.pattern('确定删除{type}「{func}」的计费规则吗？删除后该功能不再消耗积分。', {
              type: t('businessType.1'),
              func: t('转移'),
            }),
          ),
        ).toBeVisible(),
      slow,
    )
    await userEvent.click(within(confirm).getByRole('button', { name: t('删除') }))
    const dialog = await body().findByRole('dialog', { name: t('删除计费规则') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分'))).toBeVisible(), slow)
    await expect(within(dialog).getByRole('button', { name: t('确认并签名') })).toBeEnabled()
    await userEvent.click(within(dialog).getByRole('button', { name: t('取消') }))
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('删除计费规则') })).toBeNull())
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
    await expect(await canvas.findByRole('table', { name: t('计费规则列表') })).toHaveAttribute('aria-busy', 'true')
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
