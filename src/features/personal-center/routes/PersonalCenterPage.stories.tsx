import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { DEMO_LOGINS, DEMO_PASSPHRASE, getStore, handlerGroups, scenarios } from '@mocks/handlers'
import type { AccountApplication } from '@/api/system'
import { chainKeyState, keepChainKey } from '@/lib/chain-keys'
import { readAccountChainInfo, readLoginInfo } from '@/lib/session'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import PersonalCenterPage from './PersonalCenterPage'
import { expectEnglishScreen } from '@/test/story-messages'

const meta = {
  title: 'Pages/个人中心 ∕personal-center',
  id: 'pages-personalcenter',
  component: PersonalCenterPage,
  beforeEach: () => signInAs('platform'),
  render: () => (
    <StoryRouter path="/personal-center">
      <main>
        <PersonalCenterPage />
      </main>
    </StoryRouter>
  ),
} satisfies Meta<typeof PersonalCenterPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

function field(scope: HTMLElement, label: string): HTMLElement {
  return within(scope).getByLabelText(new RegExp(`^\\*?${label}$`), { selector: 'input' })
}

/** User info, password change, passphrase change and the key reset. */
export const Loaded: Story = {
  play: async ({ canvas }) => {
    const info = await canvas.findByRole('region', { name: '用户信息' })
    await expect(await within(info).findByText(DEMO_LOGINS.platform.user_name, {}, slow)).toBeVisible()
    await expect(canvas.getByRole('region', { name: '修改登录密码' })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: '修改口令密码' }, slow)).toBeVisible()
    await expect(canvas.getByRole('region', { name: '重置链账户密钥' })).toBeVisible()
  },
}

export const Loading: Story = {
  parameters: { msw: { handlers: { system: scenarios.pending('system') } } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { system: scenarios.error('system') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('个人信息加载失败', {}, slow)).toBeVisible()
  },
}

/** A user without a passphrase sets one (and has no key reset to do). */
export const SetPassphrase: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: '设置口令密码' }, slow)).toBeVisible()
    await expect(await canvas.findByText('暂无已通过的密钥重置申请', {}, slow)).toBeVisible()
  },
}

/** Every empty field says so; the new password follows the register rule; the confirmation must match. */
export const ChangePasswordValidation: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('region', { name: '修改登录密码' })
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('请输入原密码')).toBeVisible()
    await expect(within(form).getByText('请输入登录密码')).toBeVisible()
    await expect(within(form).getByText('请再次输入新密码')).toBeVisible()
    await expect(field(form, '确认新密码')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field(form, '新密码'), 'Strong#2026ab')
    await userEvent.type(field(form, '确认新密码'), 'Strong#2026ac')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('两次输入的密码不一致')).toBeVisible()
  },
}

/** Every empty field of the passphrase change says so, the confirmation included; then it must match. */
export const ChangePassphraseValidation: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: '修改口令密码' }, slow)
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect((await within(form).findAllByText('请输入口令密码')).length).toBe(2)
    await expect(within(form).getByText('请再次输入口令密码')).toBeVisible()
    await expect(field(form, '确认口令密码')).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field(form, '新口令密码'), 'Another#2026key')
    await userEvent.type(field(form, '确认口令密码'), 'Another#2026kez')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('两次输入的口令密码不一致')).toBeVisible()
  },
}

/** Setting a first passphrase: an empty confirmation says so too. */
export const SetPassphraseValidation: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: '设置口令密码' }, slow)
    await userEvent.type(field(form, '新口令密码'), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('请再次输入口令密码')).toBeVisible()
  },
}

/** Changing the passphrase with a wrong current one: '密码错误,请重新输入'. */
export const WrongCurrentPassphrase: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: '修改口令密码' }, slow)
    await userEvent.type(field(form, '原口令密码'), 'Not#the-passphrase')
    await userEvent.type(field(form, '登录密码'), DEMO_LOGINS.platform.password)
    await userEvent.type(field(form, '新口令密码'), 'Another#2026key')
    await userEvent.type(field(form, '确认口令密码'), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('密码错误,请重新输入', {}, { timeout: 20_000 })).toBeVisible()
  },
}

/**
 * A change replaces the stored key ciphertexts: it asks for the login password again (step-up). A wrong one is
 * refused by the backend and nothing is stored (the right one: the shared API behaviour suite).
 */
export const ChangePassphraseNeedsLoginPassword: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('region', { name: '修改口令密码' }, slow)
    await userEvent.type(field(form, '原口令密码'), DEMO_PASSPHRASE)
    await userEvent.type(field(form, '新口令密码'), 'Another#2026key')
    await userEvent.type(field(form, '确认口令密码'), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('请输入登录密码')).toBeVisible()
    const user = getStore().users.find((candidate) => candidate.user_name === DEMO_LOGINS.platform.user_name)
    const before = user?.passphrase_check
    await userEvent.type(field(form, '登录密码'), 'Not#the-password1')
    await userEvent.click(within(form).getByRole('button', { name: '保存' }))
    await expect(await within(form).findByText('登录密码错误', {}, { timeout: 20_000 })).toBeVisible()
    await expect(user?.passphrase_check).toBe(before)
  },
}

/** No key unlocked in this tab: the passphrase card says '已锁定' and offers nothing to lock. */
export const ChainKeyLocked: Story = {
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '修改口令密码' }, slow)
    await expect(within(card).getByRole('status')).toHaveTextContent('已锁定')
    await expect(within(card).queryByRole('button', { name: '立即锁定' })).toBeNull()
    await expect(within(card).getByText(/闲置15分钟/)).toBeVisible()
  },
}

/** The key unlocked (after a passphrase dialog): '已解锁（account）'; '立即锁定' locks it at once. */
export const ChainKeyUnlocked: Story = {
  beforeEach: async () => {
    signInAs('platform')
    const session = readLoginInfo()
    // The published development key: it guards nothing anywhere.
    if (session.status === 'ok') await keepChainKey(session.value.account, PUBLISHED_DEV_PRIVATE_KEY)
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '修改口令密码' }, slow)
    await expect(within(card).getByRole('status')).toHaveTextContent(/^已解锁（[a-z1-5.]+）$/)
    await userEvent.click(within(card).getByRole('button', { name: '立即锁定' }))
    await expect(await within(card).findByText('已锁定')).toBeVisible()
    const notice = await within(document.body).findByText('私钥已锁定，下次链上操作时需重新输入口令密码')
    // The notice slides in: visible at the end of its animation.
    await waitFor(() => expect(notice).toBeVisible())
    await expect(chainKeyState()).toEqual({ status: 'locked' })
    await expect(readAccountChainInfo().status).toBe('missing')
  },
}

/** A newcomer applies for a chain account: every field is checked, then the application waits for review. */
export const NewcomerApplies: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请链账户' }, slow)
    await userEvent.click(within(card).getByRole('button', { name: '提交申请' }))
    await expect(await within(card).findByText('请输入链账户名称')).toBeVisible()
    await expect(within(card).getByText('请输入口令密码')).toBeVisible()
    await userEvent.type(field(card, '链账户名称'), 'newcomer1234')
    await userEvent.type(field(card, '业务名称（平台）'), '星河数藏')
    await userEvent.selectOptions(within(card).getByLabelText(/密钥方式/), 'own')
    await userEvent.type(field(card, '公钥'), 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV')
    await userEvent.click(within(card).getByRole('button', { name: '提交申请' }))
    await expect(await within(card).findByText('您的申请（newcomer1234）正在审核中', {}, slow)).toBeVisible()
    await expect(within(card).queryByRole('button', { name: '提交申请' })).toBeNull()
  },
}

/**
 * Binding an existing account: its private key is asked for and checked here, then signs the backend's
 * one-time challenge; the backend refuses an account it does not know on chain.
 */
export const BindExistingAccount: Story = {
  beforeEach: () => {
    signInAs('newcomer')
    // Another story may have left the newcomer's application pending: this one starts without any.
    const store = getStore()
    store.applications = store.applications.filter((row) => row.user_name !== DEMO_LOGINS.newcomer.user_name)
  },
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请链账户' }, slow)
    await userEvent.type(field(card, '链账户名称'), 'nosuchacct11')
    await userEvent.type(field(card, '业务名称（平台）'), '星河数藏')
    await userEvent.selectOptions(within(card).getByLabelText(/密钥方式/), 'bind')
    await userEvent.type(field(card, '口令密码'), 'Another#2026key')
    await userEvent.click(within(card).getByRole('button', { name: '提交申请' }))
    await expect(await within(card).findByText('请输入链账户私钥')).toBeVisible()
    await userEvent.type(field(card, '链账户私钥'), 'not-a-key')
    await userEvent.click(within(card).getByRole('button', { name: '提交申请' }))
    await expect(await within(card).findByText('私钥格式不正确', {}, slow)).toBeVisible()
    await userEvent.clear(field(card, '链账户私钥'))
    await userEvent.type(field(card, '链账户私钥'), PUBLISHED_DEV_PRIVATE_KEY)
    await userEvent.click(within(card).getByRole('button', { name: '提交申请' }))
    await expect(await within(card).findByText(/链上不存在该账户/, {}, { timeout: 20_000 })).toBeVisible()
  },
}

/** A user with an account applies for a key reset of it (the account is not asked for). */
export const KeyResetApplication: Story = {
  beforeEach: () => signInAs('user'),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请重置链账户密钥' }, slow)
    await expect(within(card).queryByLabelText(/链账户名称/)).toBeNull()
    await expect(within(card).getByRole('button', { name: '提交申请' })).toBeVisible()
  },
}

/** The latest application as `getApprovalNow` answers it, the rest of the system group from the mock. */
function latestApplication(change: Partial<AccountApplication>) {
  const application: AccountApplication = {
    apply_id: '9201',
    apply_type: 'create_account',
    user_name: DEMO_LOGINS.newcomer.user_name,
    account: 'newcomer1234',
    type: 2,
    public_key: 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV',
    chain_info_id: '1',
    bussiness_name: '星河数藏',
    remark: '',
    state: 'pending',
    reason: '',
    create_time: '2026-11-23 10:00:00',
    review_time: '2026-11-23 11:00:00',
    reviewer: 'demo_platform',
    ...change,
  }
  return {
    msw: {
      handlers: {
        system: [
          http.get('*/api/v1/system/getApprovalNow', () =>
            HttpResponse.json({ error_code: 0, message: '', data: application }),
          ),
          ...handlerGroups.system,
        ],
      },
    },
  }
}

/** The application was rejected: the reviewer's reason is shown, and the user may apply again. */
export const ApplicationRejected: Story = {
  beforeEach: () => signInAs('newcomer'),
  parameters: latestApplication({ state: 'rejected', reason: '业务名称与营业执照不符' }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请链账户' }, slow)
    await expect(
      await within(card).findByText('您的申请（newcomer1234）未通过：业务名称与营业执照不符', {}, slow),
    ).toBeVisible()
    await expect(within(card).getByRole('button', { name: '提交申请' })).toBeVisible()
  },
}

/** The application was approved: said so. */
export const ApplicationApproved: Story = {
  beforeEach: () => signInAs('newcomer'),
  parameters: latestApplication({ state: 'approved' }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请链账户' }, slow)
    await expect(await within(card).findByText('您的申请（newcomer1234）已通过', {}, slow)).toBeVisible()
  },
}

/**
 * Approved after login (issue 20 item 10): the server made the account current; seeing the approval here
 * brings it into the session, so the header stops saying 暂无链账户 without a new login.
 */
export const ApprovalReachesSession: Story = {
  beforeEach: () => {
    signInAs('newcomer')
    const store = getStore()
    const user = store.users.find((candidate) => candidate.user_name === DEMO_LOGINS.newcomer.user_name)
    const template = store.accounts.find((candidate) => candidate.role === 0)
    if (!user || !template) throw new Error('the mock store lacks the newcomer or an account without role')
    store.accounts.push({ ...template, perm_accounts_id: '990002', account: 'newcomer1234', user_id: user.user_id })
    user.current_account_id = '990002'
  },
  parameters: latestApplication({ state: 'approved' }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '申请链账户' }, slow)
    await expect(await within(card).findByText('您的申请（newcomer1234）已通过', {}, slow)).toBeVisible()
    await waitFor(() => expect(readLoginInfo()).toMatchObject({ value: { account: 'newcomer1234' } }), slow)
  },
}

/** A key reset was approved: the reset card names the account and asks for the passphrase before resetting. */
export const ResetApproved: Story = {
  beforeEach: () => signInAs('user'),
  parameters: latestApplication({
    apply_type: 'reset_key',
    user_name: DEMO_LOGINS.user.user_name,
    account: 'useralpha111',
    state: 'approved',
  }),
  play: async ({ canvas }) => {
    const card = await canvas.findByRole('region', { name: '重置链账户密钥' }, slow)
    await expect(await within(card).findByText('useralpha111', {}, slow)).toBeVisible()
    await expect(within(card).getByText('待重置链账户')).toBeVisible()
    await userEvent.click(within(card).getByRole('button', { name: '生成新密钥并重置' }))
    await expect(await within(card).findByText('请输入口令密码')).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
