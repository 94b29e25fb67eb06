import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import ContractManagerPage from './ContractManagerPage'

/** The chain node's funcperms table (the grid reads it through get_table_rows). */
const chainNode = [
  http.post('*/v1/chain/get_table_rows', () =>
    HttpResponse.json({
      rows: [
        { id: 0, account_role: 2, business_type: 1, func_name: 'mint' },
        { id: 1, account_role: 3, business_type: 2, func_name: 'transfer' },
        { id: 2, account_role: 2, business_type: 0, func_name: 'recharge' },
      ],
      more: false,
      next_key: '',
    }),
  ),
]

const meta = {
  title: 'Pages/ContractManager',
  component: ContractManagerPage,
  beforeEach: () => signInAs('operator'),
  parameters: { msw: { handlers: { chainNode } } },
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

/** The manager's screens: the permission grid read from the chain, then the single actions. */
export const Operator: Story = {
  play: async ({ canvas }) => {
    // The chain SDK loads on first read: slow on a busy machine.
    const mint = await canvas.findByRole('checkbox', { name: '平台方 · 单一藏品 · mint' }, { timeout: 15_000 })
    await expect(mint).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '用户 · 多份藏品 · transfer' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: '用户 · 单一藏品 · transfer' })).not.toBeChecked()
    await expect(canvas.getByRole('region', { name: '合约管理' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: '管理操作' })).toHaveDisplayValue('平台开关')
  },
}

/** The chain node does not answer: the grid says so and offers a retry. */
export const ChainUnreachable: Story = {
  parameters: {
    msw: { handlers: { chainNode: [http.post('*/v1/chain/get_table_rows', () => HttpResponse.error())] } },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('链上功能权限读取失败', {}, { timeout: 15_000 })).toBeVisible()
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** A user without a chain account cannot act on the contract. */
export const NoChainAccount: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('当前用户没有链账户')).toBeVisible()
  },
}
