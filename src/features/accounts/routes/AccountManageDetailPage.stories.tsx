import type { Meta, StoryObj } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getStore, handlerGroups, scenarios } from '@mocks/handlers'
import type { AccountApplication } from '@/api/system'
import { keepChainKey } from '@/lib/chain-keys'
import { readLoginInfo } from '@/lib/session'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { Role } from '@/api/primitives'
import { signInAs } from '@/test/story-session'
import { StoryRouter } from '@/test/StoryRouter'
import AccountManageDetailPage from './AccountManageDetailPage'
import { pendingResetApplication } from '../operations/test-fixtures'
import { expectEnglishScreen } from '@/test/story-messages'
import { storyText } from '@/test/story-text'

/** An ordinary account of the fixtures (not the operator's or a platform's own). */
function fixtureAccount(): string {
  return (
    getStore().accounts.find((account) => account.role !== Role.Operator && account.role !== Role.Platform)?.account ??
    'unknown'
  )
}

/** The page at `path`, as the console's router opens it. */
function pageAt(path: string) {
  return (
    <StoryRouter path={path}>
      <main>
        <AccountManageDetailPage />
      </main>
    </StoryRouter>
  )
}

const meta = {
  title: 'Pages/链账户详情 ∕account-manage-detail',
  id: 'pages-accountmanagedetail',
  component: AccountManageDetailPage,
  beforeEach: () => signInAs('operator'),
  render: () => pageAt(`/account-manage-detail?account=${fixtureAccount()}`),
} satisfies Meta<typeof AccountManageDetailPage>

export default meta
type Story = StoryObj<typeof meta>

const slow = { timeout: 15_000 }

/**
 * The account's details with freeze and unfreeze, its permissions and key as the (mock) chain node has them;
 * no key reset is pending.
 */
export const Loaded: Story = {
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const name = fixtureAccount()
    const card = await canvas.findByRole('region', { name }, slow)
    await expect(within(card).getByRole('button', { name: `${t('冻结')} ${name}` })).toBeVisible()
    const permissions = canvas.getByRole('region', { name: t('权限与密钥') })
    await expect(permissions).toBeVisible()
    await expect(await canvas.findByText(t('暂无待处理的密钥重置申请'), {}, slow)).toBeVisible()
    // owner, and active whose parent is owner.
    await expect(await within(permissions).findAllByRole('cell', { name: 'owner' }, { timeout: 20_000 })).toHaveLength(
      2,
    )
    await expect(within(permissions).getByRole('cell', { name: 'active' })).toBeVisible()
    await expect(canvas.queryByText(t('链上账户信息读取失败'))).toBeNull()
  },
}

/** The chain node does not answer: the permissions card says the chain could not be read. */
export const ChainUnavailable: Story = {
  parameters: { msw: { handlers: { chainNode: [http.post('*/v1/chain/get_account', () => HttpResponse.error())] } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('region', { name: fixtureAccount() }, slow)).toBeVisible()
    await waitFor(() => expect(canvas.getByText(t('链上账户信息读取失败'))).toBeVisible(), { timeout: 20_000 })
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
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('status')).length).toBeGreaterThan(0)
  },
}

/** A link without `?account=`, or with a malformed name, says so and leads back to the list (no endless skeleton). */
export const MissingAccount: Story = {
  render: () => pageAt('/account-manage-detail'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('链接参数不完整或有误'), {}, slow)).toBeVisible()
    await expect(canvas.queryAllByRole('status')).toHaveLength(0)
    await userEvent.click(canvas.getByRole('link', { name: t('返回列表') }))
    await expect(await canvas.findByText('navigated to /account-manage')).toBeVisible()
  },
}

export const MalformedAccount: Story = {
  render: () => pageAt('/account-manage-detail?account=Not-An-Account'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByText(t('链接参数不完整或有误'), {}, slow)).toBeVisible()
  },
}

const NEW_KEY = 'EOS6MRyAjQq8ud7hVNYcfnVPJqcVpscN5So8BhtHuGYqET5GDW5CV'
function pendingReset(): AccountApplication {
  return pendingResetApplication({ apply_id: '9101', account: fixtureAccount(), public_key: NEW_KEY })
}

/**
 * The user applied for a key reset: the card names the new key and offers the reset, whose dialog (opened from
 * the keyboard) says what will change before anything is signed.
 */
export const PendingReset: Story = {
  beforeEach: async () => {
    signInAs('operator')
    const session = readLoginInfo()
    // The published development key: it guards nothing anywhere.
    if (session.status === 'ok') await keepChainKey(session.value.account, PUBLISHED_DEV_PRIVATE_KEY)
  },
  parameters: {
    msw: {
      handlers: {
        permission: [
          http.get('*/api/v1/permission/getNeedApproved', () =>
            HttpResponse.json({ error_code: 0, message: '', data: { list: [pendingReset()], total: 1 } }),
          ),
          ...handlerGroups.permission,
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const card = await canvas.findByRole('region', { name: t('accounts.resetKey') }, slow)
    await expect(
      await within(card).findByText(t('待处理的密钥重置申请：新公钥 {key}', { key: NEW_KEY }), {}, slow),
    ).toBeVisible()
    // From the keyboard: the operation's code loads on focus (LazyOperationDialog), and focus lands in its dialog.
    within(card)
      .getByRole('button', { name: t('accounts.resetKey') })
      .focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await within(document.body).findByRole('dialog', { name: t('accounts.resetKey') }, slow)
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement), slow)
    await waitFor(
      () =>
        expect(
          within(dialog).getByText(t('将把链账户 {account} 的全部权限更新为新公钥。', { account: fixtureAccount() })),
        ).toBeVisible(),
      slow,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: t('取消') }))
  },
}

/** The screen in English: its own words (headings, buttons, columns, labels) follow the locale. */
export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => expectEnglishScreen(canvasElement),
}
