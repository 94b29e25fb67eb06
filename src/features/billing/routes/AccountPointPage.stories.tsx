import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { handlerGroups, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { BillingStory, feeWithBalance, feeWithSupplyFailure, slow } from '../testing/billing-story'
import { expectPageNotWidened, LONG_NAME_START, longBusinessNames } from '@/test/long-content'
import AccountPointPage from './AccountPointPage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'
import { billingCatalogue } from '../messages'

const meta = {
  title: 'Pages/Billing/我的积分 ∕charging∕account-point',
  id: 'pages-billing-accountpoint',
  component: AccountPointPage,
  beforeEach: () => signInAs('platform'),
  render: () => (
    <BillingStory path="/charging/account-point">
      <AccountPointPage />
    </BillingStory>
  ),
} satisfies Meta<typeof AccountPointPage>

export default meta
type Story = StoryObj<typeof meta>

/** The platform's balance and the way to its ledger. */
export const Loaded: Story = {
  parameters: { msw: { handlers: { fee: feeWithBalance('12345', handlerGroups.fee) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText('12345', {}, slow)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t('查看流水') })).toHaveAttribute('href', '/charging/record')
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { fee: scenarios.pending('fee') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

/** The account has no points record yet (code 127): said so, no retry. */
export const NoPointsAccount: Story = {
  parameters: { msw: { handlers: { fee: feeWithSupplyFailure(127, handlerGroups.fee) } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    await expect(await canvas.findByText(t('当前链账户暂无积分账户'), {}, slow)).toBeVisible()
  },
}

/** The points query failed: '积分查询失败，请重试' (asked again every 3 s). */
export const QueryFailed: Story = {
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

/** The platform's business name at its longest (64 characters): it wraps in the balance card. */
export const LongBusinessName: Story = {
  beforeEach: () => {
    signInAs('platform')
    longBusinessNames()
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = await storyText(globals, billingCatalogue)
    const name = await canvas.findByText(new RegExp(LONG_NAME_START), {}, slow)
    await expect(name).toBeVisible()
    await expect(within(canvasElement).getByRole('link', { name: t('查看流水') })).toBeVisible()
    await expectPageNotWidened(canvasElement)
  },
}
