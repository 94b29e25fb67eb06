import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import ContractManagerPage from './ContractManagerPage'

const meta = {
  title: 'Pages/ContractManager',
  component: ContractManagerPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/contract-manage">
      <main>
        <ContractManagerPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof ContractManagerPage>

export default meta
type Story = StoryObj<typeof meta>

/** The operator's manager actions, starting with the platform switch. */
export const Operator: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '合约管理' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: '管理操作' })).toHaveDisplayValue('平台开关')
  },
}

/** A user without a chain account cannot act on the contract. */
export const NoChainAccount: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('当前用户没有链账户')).toBeVisible()
  },
}
