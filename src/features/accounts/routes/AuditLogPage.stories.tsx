import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import AuditLogPage from './AuditLogPage'

const meta = {
  title: 'Pages/AuditLog',
  component: AuditLogPage,
  beforeEach: () => signInAs('operator'),
  render: () => (
    <StoryRouter path="/audit-log">
      <main>
        <AuditLogPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof AuditLogPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** Who, which account, what, the tx id, when and the result; newest first. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: '操作日志' }, slow)
    await expect((await within(table).findAllByText('申请链账户', {}, slow)).length).toBeGreaterThan(0)
    await expect(canvas.getByRole('button', { name: '导出CSV' })).toBeEnabled()
  },
}

/** Filtered by operation: only rejections, each with its reason. */
export const Rejections: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: '操作日志' }, slow)
    await userEvent.selectOptions(canvas.getByLabelText('操作'), 'reject_application')
    await userEvent.click(canvas.getByRole('button', { name: '查询' }))
    const table = canvas.getByRole('table', { name: '操作日志' })
    await waitFor(() => expect(within(table).queryByText('申请链账户')).toBeNull(), slow)
    await expect(within(table).getAllByText('资料不完整').length).toBeGreaterThan(0)
  },
}

/** A platform sees its own users' rows. */
export const AsPlatform: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '操作日志' }, slow)).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', { name: '操作日志' }, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: '导出CSV' })).toBeDisabled()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('加载失败', {}, slow)).toBeVisible()
  },
}
