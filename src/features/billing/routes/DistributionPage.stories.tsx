import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { handlerGroups, scenarios } from '@mocks/handlers'
import { BillingOperationEnvironment } from '../components/billing-operation-environment'
import { BillingStory, completingBillingMachine, feeWithBalance, signInUnlocked, slow } from '../testing/billing-story'
import { expectPageNotWidened, LONG_NAME_START, longBusinessNames } from '@/test/long-content'
import DistributionPage from './DistributionPage'
import { billingCatalogue } from '../messages'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'

/** Data, not UI text: the memo the platform types. */
const MEMO = '活动奖励'

const meta = {
  title: 'Pages/Billing/积分分配 ∕charging∕distribution',
  id: 'pages-billing-distribution',
  component: DistributionPage,
  beforeEach: () => signInUnlocked('operator'),
  render: () => (
    <BillingStory path="/charging/distribution">
      <DistributionPage />
    </BillingStory>
  ),
} satisfies Meta<typeof DistributionPage>

export default meta
type Story = StoryObj<typeof meta>
const body = () => within(document.body)

/** The operator distributes to platform parties: the platform accounts to choose from. */
export const Operator: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('为平台方分配积分') }, slow)
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await expect(within(recipient).getByRole('option', { name: /ddcplatform1/ })).toBeInTheDocument()
  },
}

/** A platform party distributes to its users, then sees the fee before signing. */
export const Platform: Story = {
  beforeEach: () => signInUnlocked('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('为本平台用户分配积分') }, slow)
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '10')
    await userEvent.type(within(form).getByLabelText(t.re('备注')), MEMO)
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('本次操作消耗积分'))).toBeVisible(), slow)
    await expect(within(dialog).getByText(MEMO)).toBeVisible()
  },
}

/** The whole form to its end: filled, the fee previewed, signed, sent and indexed: '上链成功'. */
export const Distributed: Story = {
  beforeEach: () => signInUnlocked('platform'),
  render: () => (
    <BillingStory path="/charging/distribution">
      <BillingOperationEnvironment machine={completingBillingMachine('d1'.repeat(32))}>
        <DistributionPage />
      </BillingOperationEnvironment>
    </BillingStory>
  ),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('为本平台用户分配积分') }, slow)
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '10')
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await userEvent.click(await within(dialog).findByRole('button', { name: t('确认并签名') }, slow))
    await expect(await within(dialog).findByText(t('上链成功'), {}, slow)).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: t('完成') })).toBeEnabled()
  },
}

/** While the balance and the recipients load: the balance is a placeholder, the recipient list waits. */
export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('为平台方分配积分') }, slow)
    await expect(within(form).getByLabelText(t.re('billing.recipient'))).toBeDisabled()
    const balance = canvas.getByRole('region', { name: t('我的积分') })
    await expect(within(balance).getByRole('status')).toHaveAttribute('aria-busy', 'true')
  },
}

/** Neither the balance nor the recipients load: both say so, the balance with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { fee: scenarios.error('fee') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('积分查询失败，请重试'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
    const form = canvas.getByRole('form', { name: t('为平台方分配积分') })
    await expect(await within(form).findByText(t('加载失败'), {}, slow)).toBeVisible()
  },
}

/** More points than the platform holds: stopped before signing, the points missing and the way to recharge. */
export const InsufficientPoints: Story = {
  beforeEach: () => signInUnlocked('platform'),
  parameters: { msw: { handlers: { fee: feeWithBalance('100', handlerGroups.fee) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText('100', {}, slow)).toBeVisible()
    const form = canvas.getByRole('form', { name: t('为本平台用户分配积分') })
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(t.re('积分')), '140')
    await userEvent.click(within(form).getByRole('button', { name: t('提交') }))
    const dialog = await body().findByRole('dialog', { name: t('积分分配') }, slow)
    await waitFor(() => expect(within(dialog).getByText(t('积分不足，无法进行链上操作'))).toBeVisible(), slow)
    await expect(within(dialog).getByText(t('还差 40 积分'))).toBeVisible()
    await expect(within(dialog).getByRole('link', { name: t('去充值') })).toHaveAttribute('href', '/charging/recharge')
    // Nothing can be signed from here.
    await expect(within(dialog).queryByRole('button', { name: t('确认并签名') })).not.toBeInTheDocument()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}

/**
 * The operator's recipients with business names at their longest: the recipient list keeps the form's width
 * (a native list would grow to its longest choice), the page does not widen, and each choice reads whole.
 */
export const LongRecipientNames: Story = {
  beforeEach: async () => {
    await signInUnlocked('operator')
    longBusinessNames()
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const form = await canvas.findByRole('form', { name: t('为平台方分配积分') }, slow)
    const recipient = within(form).getByLabelText(t.re('billing.recipient'))
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    const [choice] = within(recipient).getAllByRole('option', { name: new RegExp(LONG_NAME_START) })
    await expect(choice).toBeInTheDocument()
    await userEvent.selectOptions(recipient, choice as HTMLOptionElement)
    await expect(recipient.getBoundingClientRect().right).toBeLessThanOrEqual(form.getBoundingClientRect().right + 1)
    await expectPageNotWidened(canvasElement)
  },
}
