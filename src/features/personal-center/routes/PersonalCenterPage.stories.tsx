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
import { storyText } from '@/test/story-text'
import { personalCenterCatalogue } from '@/lib/i18n/shared/personal-center'
import { chainKeyCatalogue } from '../messages'

/** Data, not UI text: the mock server's message and a platform's name. */
const WRONG_PASSWORD = '登录密码错误'
const PLATFORM_NAME = '星河数藏'
const NOT_ON_CHAIN = '链上不存在该账户'

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
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return within(scope).getByLabelText(new RegExp(`^\\*?${escaped}$`), { selector: 'input' })
}

/** User info, password change, passphrase change and the key reset. */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const info = await canvas.findByRole('region', { name: t('用户信息') })
    await expect(await within(info).findByText(DEMO_LOGINS.platform.user_name, {}, slow)).toBeVisible()
    await expect(canvas.getByRole('region', { name: t('修改登录密码') })).toBeVisible()
    await expect(await canvas.findByRole('region', { name: t('修改口令密码') }, slow)).toBeVisible()
    await expect(canvas.getByRole('region', { name: t('重置链账户密钥') })).toBeVisible()
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    await expect(await canvas.findByText(t('个人信息加载失败'), {}, slow)).toBeVisible()
  },
}

/** A user without a passphrase sets one (and has no key reset to do). */
export const SetPassphrase: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    await expect(await canvas.findByRole('region', { name: t('设置口令密码') }, slow)).toBeVisible()
    await expect(await canvas.findByText(t('暂无已通过的密钥重置申请'), {}, slow)).toBeVisible()
  },
}

/** Every empty field says so; the new password follows the register rule; the confirmation must match. */
export const ChangePasswordValidation: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const form = canvas.getByRole('region', { name: t('修改登录密码') })
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('请输入原密码'))).toBeVisible()
    await expect(within(form).getByText(t('validation.loginPasswordRequired'))).toBeVisible()
    await expect(within(form).getByText(t('请再次输入新密码'))).toBeVisible()
    await expect(field(form, t('确认新密码'))).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field(form, t('新密码')), 'Strong#2026ab')
    await userEvent.type(field(form, t('确认新密码')), 'Strong#2026ac')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('两次输入的密码不一致'))).toBeVisible()
  },
}

/** Every empty field of the passphrase change says so, the confirmation included; then it must match. */
export const ChangePassphraseValidation: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const form = await canvas.findByRole('region', { name: t('修改口令密码') }, slow)
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect((await within(form).findAllByText(t('请输入口令密码'))).length).toBe(2)
    await expect(within(form).getByText(t('请再次输入口令密码'))).toBeVisible()
    await expect(field(form, t('确认口令密码'))).toHaveAttribute('aria-invalid', 'true')
    await userEvent.type(field(form, t('新口令密码')), 'Another#2026key')
    await userEvent.type(field(form, t('确认口令密码')), 'Another#2026kez')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('两次输入的口令密码不一致'))).toBeVisible()
  },
}

/** Setting a first passphrase: an empty confirmation says so too. */
export const SetPassphraseValidation: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const form = await canvas.findByRole('region', { name: t('设置口令密码') }, slow)
    await userEvent.type(field(form, t('新口令密码')), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('请再次输入口令密码'))).toBeVisible()
  },
}

/** Changing the passphrase with a wrong current one: '密码错误,请重新输入'. */
export const WrongCurrentPassphrase: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const form = await canvas.findByRole('region', { name: t('修改口令密码') }, slow)
    await userEvent.type(field(form, t('原口令密码')), 'Not#the-passphrase')
    await userEvent.type(field(form, t('登录密码')), DEMO_LOGINS.platform.password)
    await userEvent.type(field(form, t('新口令密码')), 'Another#2026key')
    await userEvent.type(field(form, t('确认口令密码')), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('密码错误,请重新输入'), {}, { timeout: 20_000 })).toBeVisible()
  },
}

/**
 * A change replaces the stored key ciphertexts: it asks for the login password again (step-up). A wrong one is
 * refused by the backend and nothing is stored (the right one: the shared API behaviour suite).
 */
export const ChangePassphraseNeedsLoginPassword: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const form = await canvas.findByRole('region', { name: t('修改口令密码') }, slow)
    await userEvent.type(field(form, t('原口令密码')), DEMO_PASSPHRASE)
    await userEvent.type(field(form, t('新口令密码')), 'Another#2026key')
    await userEvent.type(field(form, t('确认口令密码')), 'Another#2026key')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(t('personalCenter.stepUpPasswordRequired'))).toBeVisible()
    const user = getStore().users.find((candidate) => candidate.user_name === DEMO_LOGINS.platform.user_name)
    const before = user?.passphrase_check
    await userEvent.type(field(form, t('登录密码')), 'Not#the-password1')
    await userEvent.click(within(form).getByRole('button', { name: t('保存') }))
    await expect(await within(form).findByText(WRONG_PASSWORD, {}, { timeout: 20_000 })).toBeVisible()
    await expect(user?.passphrase_check).toBe(before)
  },
}

/** No key unlocked in this tab: the passphrase card says '已锁定' and offers nothing to lock. */
export const ChainKeyLocked: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('修改口令密码') }, slow)
    await expect(within(card).getByRole('status')).toHaveTextContent(t('已锁定'))
    await expect(within(card).queryByRole('button', { name: t('立即锁定') })).toBeNull()
    await expect(
      within(card).getByText(
        t.pattern(
          '解锁的私钥只保留在本标签页中（刷新后以加密形式恢复），闲置{minutes}分钟、退出登录或切换链账户时自动锁定。',
          { minutes: 15 },
        ),
      ),
    ).toBeVisible()
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('修改口令密码') }, slow)
    await expect(within(card).getByRole('status')).toHaveTextContent(t.pattern('已解锁（{account}）'))
    await userEvent.click(within(card).getByRole('button', { name: t('立即锁定') }))
    await expect(await within(card).findByText(t('已锁定'))).toBeVisible()
    const notice = await within(document.body).findByText(t('私钥已锁定，下次链上操作时需重新输入口令密码'))
    // The notice slides in: visible at the end of its animation.
    await waitFor(() => expect(notice).toBeVisible())
    await expect(chainKeyState()).toEqual({ status: 'locked' })
    await expect(readAccountChainInfo().status).toBe('missing')
  },
}

/** A newcomer applies for a chain account: every field is checked, then the application waits for review. */
export const NewcomerApplies: Story = {
  beforeEach: () => signInAs('newcomer'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('accounts.applyTitle') }, slow)
    await userEvent.click(within(card).getByRole('button', { name: t('提交申请') }))
    await expect(await within(card).findByText(t('请输入链账户名称'))).toBeVisible()
    await expect(within(card).getByText(t('请输入口令密码'))).toBeVisible()
    await userEvent.type(field(card, t('链账户名称')), 'newcomer1234')
    await userEvent.type(field(card, t('业务名称（平台）')), PLATFORM_NAME)
    await userEvent.selectOptions(within(card).getByLabelText(t.re('密钥方式')), 'own')
    await userEvent.type(field(card, t('公钥')), 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV')
    await userEvent.click(within(card).getByRole('button', { name: t('提交申请') }))
    await expect(await within(card).findByText(t('您的申请（newcomer1234）正在审核中'), {}, slow)).toBeVisible()
    await expect(within(card).queryByRole('button', { name: t('提交申请') })).toBeNull()
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('accounts.applyTitle') }, slow)
    await userEvent.type(field(card, t('链账户名称')), 'nosuchacct11')
    await userEvent.type(field(card, t('业务名称（平台）')), PLATFORM_NAME)
    await userEvent.selectOptions(within(card).getByLabelText(t.re('密钥方式')), 'bind')
    await userEvent.type(field(card, t('口令密码')), 'Another#2026key')
    await userEvent.click(within(card).getByRole('button', { name: t('提交申请') }))
    await expect(await within(card).findByText(t('请输入链账户私钥'))).toBeVisible()
    await userEvent.type(field(card, t('链账户私钥')), 'not-a-key')
    await userEvent.click(within(card).getByRole('button', { name: t('提交申请') }))
    await expect(await within(card).findByText(t('私钥格式不正确'), {}, slow)).toBeVisible()
    await userEvent.clear(field(card, t('链账户私钥')))
    await userEvent.type(field(card, t('链账户私钥')), PUBLISHED_DEV_PRIVATE_KEY)
    await userEvent.click(within(card).getByRole('button', { name: t('提交申请') }))
    await expect(await within(card).findByText(new RegExp(NOT_ON_CHAIN), {}, { timeout: 20_000 })).toBeVisible()
  },
}

/** A user with an account applies for a key reset of it (the account is not asked for). */
export const KeyResetApplication: Story = {
  beforeEach: () => signInAs('user'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('申请重置链账户密钥') }, slow)
    await expect(within(card).queryByLabelText(t.re('链账户名称'))).toBeNull()
    await expect(within(card).getByRole('button', { name: t('提交申请') })).toBeVisible()
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
    bussiness_name: PLATFORM_NAME,
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('accounts.applyTitle') }, slow)
    await expect(
      await within(card).findByText(t('您的申请（newcomer1234）未通过：业务名称与营业执照不符'), {}, slow),
    ).toBeVisible()
    await expect(within(card).getByRole('button', { name: t('提交申请') })).toBeVisible()
  },
}

/** The application was approved: said so. */
export const ApplicationApproved: Story = {
  beforeEach: () => signInAs('newcomer'),
  parameters: latestApplication({ state: 'approved' }),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('accounts.applyTitle') }, slow)
    await expect(await within(card).findByText(t('您的申请（newcomer1234）已通过'), {}, slow)).toBeVisible()
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('accounts.applyTitle') }, slow)
    await expect(await within(card).findByText(t('您的申请（newcomer1234）已通过'), {}, slow)).toBeVisible()
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
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, chainKeyCatalogue, personalCenterCatalogue)
    const card = await canvas.findByRole('region', { name: t('重置链账户密钥') }, slow)
    await expect(await within(card).findByText('useralpha111', {}, slow)).toBeVisible()
    await expect(within(card).getByText(t('待重置链账户'))).toBeVisible()
    await userEvent.click(within(card).getByRole('button', { name: t('生成新密钥并重置') }))
    await expect(await within(card).findByText(t('请输入口令密码'))).toBeVisible()
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
