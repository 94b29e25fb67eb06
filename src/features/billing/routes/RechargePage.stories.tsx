import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { handlerGroups } from '@mocks/handlers'
import { BillingOperationEnvironment } from '../components/billing-operation-environment'
import {
  BillingStory,
  completingBillingMachine,
  feeWithBalance,
  feeWithSupplyFailure,
  signInUnlocked,
  slow,
} from '../testing/billing-story'
import RechargePage from './RechargePage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText, type StoryText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/充值 ∕charging∕recharge',
  id: 'pages-billing-recharge',
  component: RechargePage,
  beforeEach: () => signInUnlocked('operator'),
  render: () => (
    <BillingStory path="/charging/recharge">
      <RechargePage />
    </BillingStory>
  ),
} satisfies Meta<typeof RechargePage>

export default meta
type Story = StoryObj<typeof meta>
const body = () => within(document.body)

/** The operator's self-recharge of 1000 points, submitted: its fee preview dialog. */
async function submitSelfRecharge(canvas: ReturnType<typeof within>, t: StoryText) {
  await userEvent.click(await canvas.findByRole('tab', { name: t('自充值') }))
  const form = await canvas.findByRole('form', { name: t('自充值') })
  await userEvent.type(within(form).getByLabelText(t.re('积分')), '1000')
  await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
  return body().findByRole('dialog', { name: t('自充值') }, slow)
}

/** The operator recharges a platform party: the recipient, points and memo, then the fee preview. */
export const OperatorRechargesPlatform: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('平台方充值') }, slow)
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(recipient).toBeEnabled(), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '500')
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('充值') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分'))).toBeVisible(), slow)
    await expect(within(dialog).getByText('500')).toBeVisible()
  },
}

/** The operator's self-recharge: points only. */
export const OperatorSelfRecharge: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await submitSelfRecharge(canvas, t)
    await waitFor(() => expect(within(dialog).getByText('1000')).toBeVisible(), slow)
  },
}

/** The self-recharge to its end: signed, sent and indexed: '上链成功'. */
export const SelfRecharged: Story = {
  render: () => (
    <BillingStory path="/charging/recharge">
      <BillingOperationEnvironment machine={completingBillingMachine('e1'.repeat(32))}>
        <RechargePage />
      </BillingOperationEnvironment>
    </BillingStory>
  ),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const dialog = await submitSelfRecharge(canvas, t)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await within(dialog).findByText(t('上链成功'), {}, slow)).toBeVisible()
  },
}

/** Bad input is named: no recipient, points not a positive whole number. */
export const Validation: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('平台方充值') }, slow)
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    await expect(await within(form).findByText(t('请选择接收账户'), { selector: '[role=alert]' })).toBeVisible()
    await expect(within(form).getByText(t('请输入积分数量'))).toBeVisible()
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '0')
    await expect(await within(form).findByText(t('积分数量不能小于1'))).toBeVisible()
  },
}

/**
 * Issue 20 item 5: what is typed stays as typed; leaving the field says what is wrong with it, and a submit
 * sends nothing.
 */
export const AmountsStayAsTyped: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('平台方充值') }, slow)
    const points = within(form).getByLabelText(t.re('积分'))
    const cases = [
      ['1.5', t('积分数量须为整数')],
      ['-5', t('积分数量不能小于1')],
      ['0', t('积分数量不能小于1')],
      ['99999999999', t('积分数量不能大于1000000000')],
      ['12a', t('积分数量须为数字')],
    ] as const
    for (const [typed, message] of cases) {
      await userEvent.clear(points)
      await userEvent.type(points, typed)
      await userEvent.tab()
      await expect(points).toHaveValue(typed)
      await expect(await within(form).findByText(message)).toBeVisible()
      await expect(points).toHaveAttribute('aria-invalid', 'true')
    }
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    await expect(points).toHaveValue('12a')
    await expect(body().queryByRole('dialog', { name: t('充值') })).toBeNull()
  },
}

/** A platform party recharges one of its users; more points than it holds stops before signing. */
export const PlatformInsufficientPoints: Story = {
  beforeEach: () => signInUnlocked('platform'),
  parameters: { msw: { handlers: { fee: feeWithBalance('100', handlerGroups.fee) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText('100', {}, slow)).toBeVisible()
    const form = await canvas.findByRole('form', { name: t('用户充值') })
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '140')
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('充值') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('积分不足，无法进行链上操作'))).toBeVisible(), slow)
    await expect(within(dialog).getByText(t('还差 40 积分'))).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: t('去充值') })).toHaveAttribute('href', '/charging/recharge')
  },
}

/** The balance cannot be read: '积分查询失败，请重试'. */
export const BalanceFailed: Story = {
  parameters: { msw: { handlers: { fee: feeWithSupplyFailure(500, handlerGroups.fee) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('积分查询失败，请重试'), {}, slow)).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
