import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { Role } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import AccountManageDetailPage from './AccountManageDetailPage'

/** An ordinary account of the fixtures (not the operator's or a platform's own). */
function fixtureAccount(): string {
  return (
    getStore().accounts.find((account) => account.role !== Role.Operator && account.role !== Role.Platform)?.account ??
    'unknown'
  )
}

const meta = {
  title: 'Pages/AccountManageDetail',
  component: AccountManageDetailPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path={`/account-manage-detail?account=${fixtureAccount()}`}>
      <main>
        <AccountManageDetailPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof AccountManageDetailPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/**
 * The account's details with freeze and unfreeze; the offline demo has no chain node, so the permissions
 * card says the chain could not be read; no key reset is pending.
 */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const name = fixtureAccount()
    const card = await canvas.findByRole('region', { name }, slow)
    await expect(within(card).getByRole('button', { name: `冻结 ${name}` })).toBeVisible()
    await expect(canvas.getByRole('region', { name: '权限与密钥' })).toBeVisible()
    await expect(await canvas.findByText('暂无待处理的密钥重置申请', {}, slow)).toBeVisible()
    await waitFor(() => expect(canvas.getByText('链上账户信息读取失败')).toBeVisible(), { timeout: 20_000 })
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载失败', {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { permission: scenarios.pending('permission') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}
