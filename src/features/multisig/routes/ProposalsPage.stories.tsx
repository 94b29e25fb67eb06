import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import ProposalsPage from './ProposalsPage'

const meta = {
  title: 'Pages/MultisigProposals',
  component: ProposalsPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/multisig-proposals">
      <main>
        <ProposalsPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof ProposalsPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** Open, expired, executed and cancelled proposals, newest first. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const open = await canvas.findByRole('region', { name: 'ddcoperator1 / feemint12' }, slow)
    await expect(within(open).getByText('待批准', { selector: 'span' })).toBeVisible()
    const expired = canvas.getByRole('region', { name: 'ddcoperator1 / closeplat' })
    await expect(within(expired).getByRole('button', { name: '执行' })).toBeDisabled()
    await expect(canvas.getByRole('region', { name: 'ddcoperator1 / delburnfee' })).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'ddcoperator2 / feemint55' })).toBeVisible()
  },
}

/** An approval voided by its approver's invalidation counts no more; the signer may void its own. */
export const InvalidatedApproval: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: 'ddcoperator1 / feeburnfive' }, slow)
    await expect(within(card).getByText('ddcoperator2@active · 已作废')).toBeVisible()
    await expect(within(card).getByText('已批准 1 / 请求 3')).toBeVisible()
    await expect(within(card).getByText(/作废全部批准 · ddcoperator2/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '作废我的全部批准' })).toBeEnabled()
  },
}

/** The status filter asks the server for executed proposals only. */
export const FilterExecuted: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: 'ddcoperator1 / feemint12' }, slow)
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '状态' }), '已执行')
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'ddcoperator1 / feemint12' })).toBeNull(), slow)
    await expect(await canvas.findByRole('region', { name: 'ddcoperator1 / delburnfee' }, slow)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('暂无提案', {}, slow)).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { permission: scenarios.pending('permission') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('提案加载失败', {}, slow)).toBeVisible()
  },
}
