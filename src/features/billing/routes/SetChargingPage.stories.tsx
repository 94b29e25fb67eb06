import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { BillingOperationEnvironment } from '../components/billing-operation-environment'
import { BillingStory, completingBillingMachine, signInUnlocked, slow } from '../testing/billing-story'
import SetChargingPage from './SetChargingPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/设置计费 ∕charging∕set-charging',
  id: 'pages-billing-setcharging',
  component: SetChargingPage,
  beforeEach: () => signInUnlocked('operator'),
  args: { path: '/charging/set-charging' },
  render: (args) => (
    <BillingStory path={args.path}>
      <SetChargingPage />
    </BillingStory>
  ),
} satisfies Meta<{ path: string }>

export default meta
type Story = StoryObj<typeof meta>
const body = () => within(document.body)

/** A fee is required and a whole number. */
export const Validation: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await userEvent.click(await canvas.findByRole('button', { name: t('提交') }))
    await expect(await canvas.findByText(t('请输入费用'))).toBeVisible()
  },
}

/** Issue 20 item 5: a fee is never rewritten; what is wrong with it is said and it stays as typed. */
export const FeeStaysAsTyped: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const fee = await canvas.findByRole('spinbutton')
    for (const [typed, message] of [
      ['2.5', t('费用须为整数')],
      ['-1', t('费用不能小于0')],
      ['1000000001', t('费用不能大于1000000000')],
    ] as const) {
      await userEvent.clear(fee)
      await userEvent.type(fee, typed)
      await userEvent.tab()
      await expect(fee).toHaveValue(typed)
      await expect(await canvas.findByText(message)).toBeVisible()
    }
  },
}

/** Opened from a rule's Edit: that rule chosen, its current fee shown. */
export const FromRule: Story = {
  args: { path: '/charging/set-charging?business_type=2&func_name=transfer' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('当前费用：1 积分'), {}, slow)).toBeVisible()
    await expect(canvas.getByLabelText(t.re('业务类型'))).toHaveValue('2')
    await expect(canvas.getByLabelText(t.re('功能'))).toHaveValue('transfer')
  },
}

/** Submitting runs `setfee` as a chain operation: what changes and its fee, before signing. */
export const ConfirmStep: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('当前费用：10 积分'), {}, slow)).toBeVisible()
    await userEvent.type(canvas.getByLabelText(t.re('费用（积分）')), '12')
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('设置计费') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分'))).toBeVisible(), slow)
    await expect(within(dialog).getByText('12')).toBeVisible()
    await expect(within(dialog).getByText(t('创建（mint）'))).toBeVisible()
  },
}

/** The whole form to its end: the new fee signed, sent and indexed: '上链成功'. */
export const FeeSet: Story = {
  render: (args) => (
    <BillingStory path={args.path}>
      <BillingOperationEnvironment machine={completingBillingMachine('f1'.repeat(32))}>
        <SetChargingPage />
      </BillingOperationEnvironment>
    </BillingStory>
  ),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('当前费用：10 积分'), {}, slow)).toBeVisible()
    await userEvent.type(canvas.getByLabelText(t.re('费用（积分）')), '12')
    await userEvent.click(canvas.getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('设置计费') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await within(dialog).findByText(t('上链成功'), {}, slow)).toBeVisible()
  },
}

/** The fee rules do not load: said so with a retry; a fee can still be set (the current fee is only a hint). */
export const RulesFailed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
    await expect(canvas.queryByText(t.pattern('当前费用：{value} 积分'))).not.toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: t('提交') })).toBeEnabled()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
