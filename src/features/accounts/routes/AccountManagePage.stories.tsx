import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import AccountManagePage from './AccountManagePage'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'

/** Data, not UI text: a rejection reason typed by the reviewer and a long business name. */
const REASON = '资料不完整'
const LONG_NAME = '数字藏品运营与发行服务有限公司'

const meta = {
  title: 'Pages/链账户管理 ∕account-manage',
  id: 'pages-accountmanage',
  component: AccountManagePage,
  beforeEach: () => signInAs('operator'),
  args: { path: '/account-manage' },
  render: (args: { path: string }) => (
    <StoryRouter path={args.path}>
      <main>
        <AccountManagePage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<{ path: string }>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/** The operator's accounts: states as badges, points, collectibles, paging, export and create. */
export const Accounts: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)
    await expect((await within(table).findAllByRole('link', {}, slow)).length).toBeGreaterThan(0)
    await expect(within(table).getByRole('columnheader', { name: t('藏品数量') })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeEnabled()
    await expect(canvas.getByRole('button', { name: t('accounts.createAccount') })).toBeVisible()
  },
}

/** Filtering by state: only frozen accounts, each with a frozen badge and its unfreeze offered. */
export const FrozenOnly: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)
    await userEvent.selectOptions(canvas.getByLabelText(t('状态')), '2')
    await userEvent.click(canvas.getByRole('button', { name: t('查询') }))
    const table = canvas.getByRole('table', { name: t('accounts.tabAccounts') })
    await expect((await within(table).findAllByText(t.re('已冻结'), {}, slow)).length).toBeGreaterThan(0)
  },
}

/** A platform sees its own users' accounts. */
export const AsPlatform: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)
    await expect((await within(table).findAllByRole('link', {}, slow)).length).toBeGreaterThan(0)
  },
}

/** Creating an account directly: bad input is named before anything reaches the chain. */
export const CreateAccountValidation: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await userEvent.click(await canvas.findByRole('button', { name: t('accounts.createAccount') }, slow))
    const dialog = within(document.body).getByRole('dialog', { name: t('accounts.createAccount') })
    await userEvent.type(within(dialog).getByLabelText(t.re('新链账户名称')), 'NOT-VALID')
    await userEvent.click(within(dialog).getByRole('button', { name: t('确认') }))
    await expect(await within(dialog).findByText(t('链账户名称只能为12位，由1-5和小写字母组成'))).toBeVisible()
    await expect(within(dialog).getByText(t('请输入公钥'))).toBeVisible()
  },
}

export const Empty: Story = {
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('导出CSV') })).toBeDisabled()
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { permission: scenarios.error('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('加载失败'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('重试') })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { permission: scenarios.pending('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('table', { name: t('accounts.tabAccounts') })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** Pending applications with approve and reject per row. */
export const PendingApplications: Story = {
  args: { path: '/account-manage?tab=pending' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('待审核申请') }, slow)
    await expect(
      (await within(table).findAllByRole('button', { name: new RegExp(`^${t('通过')} `) }, slow)).length,
    ).toBeGreaterThan(0)
  },
}

/** A rejection needs a reason; with one it is recorded. */
export const RejectWithReason: Story = {
  args: { path: '/account-manage?tab=pending' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('待审核申请') }, slow)
    const [reject] = await within(table).findAllByRole('button', { name: new RegExp(`^${t('拒绝')} `) }, slow)
    if (!reject) throw new Error('no pending application')
    await userEvent.click(reject)
    const dialog = within(document.body).getByRole('dialog')
    await userEvent.click(within(dialog).getByRole('button', { name: t('拒绝') }))
    await expect(await within(dialog).findByText(t('请输入拒绝原因'))).toBeVisible()
    await userEvent.type(within(dialog).getByRole('textbox'), REASON)
    await userEvent.click(within(dialog).getByRole('button', { name: t('拒绝') }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), slow)
  },
}

export const NoPendingApplications: Story = {
  args: { path: '/account-manage?tab=pending' },
  parameters: { msw: { handlers: { permission: scenarios.empty('permission') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('暂无待审核申请'), {}, slow)).toBeVisible()
  },
}

/** Reviewed applications: approved and rejected with reviewer and reason. */
export const ReviewedApplications: Story = {
  args: { path: '/account-manage?tab=reviewed' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('已审核申请') }, slow)
    await expect((await within(table).findAllByText(t('已拒绝'), {}, slow)).length).toBeGreaterThan(0)
    await expect(within(table).getAllByText(REASON).length).toBeGreaterThan(0)
  },
}

/**
 * Operators see the key material the server replaced (never a ciphertext) and put a change back: the restore
 * keeps what it replaces as a version of its own.
 */
export const KeyVersionsRestore: Story = {
  args: { path: '/account-manage?tab=keys' },
  beforeEach: () => {
    signInAs('operator')
    const store = getStore()
    const user = store.users.find((candidate) => candidate.user_name === 'demo_platform')
    if (!user) throw new Error('no demo platform user')
    store.keyVersions.push({
      version_id: '990001',
      user_id: user.user_id,
      perm_accounts_id: null,
      account: null,
      ciphertext: user.passphrase_check,
      public_key: null,
      cause: 'change_passphrase',
      replaced_at: '2026-11-23 10:00:00',
    })
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('已替换的密钥材料') }, slow)
    await expect(await within(table).findByText(t('修改口令密码'), {}, slow)).toBeVisible()
    await expect(within(table).getByText(t('口令校验值'))).toBeVisible()
    await userEvent.click(within(table).getByRole('button', { name: new RegExp(`^${t('恢复')} demo_platform `) }))
    const dialog = within(document.body).getByRole('dialog', { name: t('恢复用户 demo_platform 的密钥材料') })
    await userEvent.click(within(dialog).getByRole('button', { name: t('恢复') }))
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull(), slow)
    await expect(await within(table).findByText(t('运营方恢复'), {}, slow)).toBeVisible()
  },
}

/** The tab is the operator's: a platform party does not get it, even through the link. */
export const KeyVersionsNotForPlatforms: Story = {
  args: { path: '/account-manage?tab=keys' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)
    await expect(canvas.queryByRole('tab', { name: t('密钥版本') })).toBeNull()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}

/** Business names at their longest (64 characters): they wrap in their column and the page does not widen. */
export const LongBusinessNames: Story = {
  beforeEach: () => {
    for (const account of getStore().accounts)
      account.bussiness_name = `${account.account} ${LONG_NAME} Digital Collectibles Ltd`.padEnd(64, '·').slice(0, 64)
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = await storyText(globals)
    const table = await canvas.findByRole('table', { name: t('accounts.tabAccounts') }, slow)
    await expect((await within(table).findAllByText(new RegExp(LONG_NAME), {}, slow)).length).toBeGreaterThan(0)
    const page = canvasElement.ownerDocument.documentElement
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth)
  },
}
