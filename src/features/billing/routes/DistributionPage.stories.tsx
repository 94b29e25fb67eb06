import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { BillingStory, signInUnlocked, slow } from '../testing/billing-story'
import DistributionPage from './DistributionPage'

const meta = {
  title: 'Pages/Billing/Distribution',
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
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '为平台方分配积分' }, slow)
    const recipient = within(form).getByLabelText(/接收账户/)
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await expect(within(recipient).getByRole('option', { name: /ddcplatform1/ })).toBeInTheDocument()
  },
}

/** A platform party distributes to its users, then sees the fee before signing. */
export const Platform: Story = {
  beforeEach: () => signInUnlocked('platform'),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: '为本平台用户分配积分' }, slow)
    const recipient = within(form).getByLabelText(/接收账户/)
    await waitFor(() => expect(within(recipient).getAllByRole('option').length).toBeGreaterThan(1), slow)
    await userEvent.selectOptions(recipient, within(recipient).getAllByRole('option')[1] as HTMLOptionElement)
    await userEvent.type(within(form).getByLabelText(/积分/), '10')
    await userEvent.type(within(form).getByLabelText(/备注/), '活动奖励')
    await userEvent.click(within(form).getByRole('button', { name: '提交' }))
    const dialog = await body().findByRole('dialog', { name: '积分分配' }, slow)
    await waitFor(() => expect(within(dialog).getByText('本次操作消耗积分')).toBeVisible(), slow)
    await expect(within(dialog).getByText('活动奖励')).toBeVisible()
  },
}
