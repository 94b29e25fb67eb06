import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { getStore, scenarios } from '@mocks/handlers'
import { Role } from '@/api/primitives'
import { clearSession } from '@/lib/session'
import { signInAs, signOut } from '@/test/story-session'
import { createAppRoutes } from './app-routes'
import { consoleEntries } from './console-routes'
import { createRouteRegistry } from './router/route-registry'
import { StoryApp } from './testing/StoryApp'
import { storyText } from '@/test/story-text'
import { storyLocale } from '@/test/story-messages'
import { designSystemStrings } from '@/design-system/provider'
import { authCatalogue } from '@/features/auth/messages'

/** The whole console at one URL: routes, role checks, layout, menus and the error pages. */
const meta = {
  title: 'Pages/Console',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/home' },
  beforeEach: () => signOut(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

// Each route's code is transformed by Vite on its first load in the run: on a loaded 2-core CI machine a
// screen opened for the first time took over 15 s to show.
const slow = { timeout: 30_000 }

function Boom(): never {
  throw new Error('render failed')
}

/** The operator's menu: user-side collectibles, billing rules, account points; the home summary. */
export const OperatorMenu: Story = {
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    await expect(within(nav).getByRole('link', { name: t('用户单一藏品') })).toBeVisible()
    await expect(within(nav).queryByRole('link', { name: t('menu.collection721') })).toBeNull()
    await expect(await canvas.findByText(t('积分余额'), {}, slow)).toBeVisible()
    await expect(canvas.getByText(new RegExp(`^${t('运营方')} · `))).toBeVisible()
  },
}

/** The platform's menu: its own collectibles and its points, no charging rules. */
export const PlatformMenu: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    await expect(within(nav).getByRole('link', { name: t('menu.collection721') })).toBeVisible()
    await expect(within(nav).queryByRole('link', { name: t('用户单一藏品') })).toBeNull()
    await expect(canvas.getByText(new RegExp(`^${t('平台方')} · `))).toBeVisible()
  },
}

/** A user whose chain account has no role: personal center and collection search only; `/` leads to the search. */
export const NoRoleMenu: Story = {
  args: { path: '/' },
  beforeEach: () => signInAs('user'),
  // It opens on the collection search: which captcha shows depends on how many the mock store drew before.
  parameters: { visual: { mask: ['[data-captcha]'] } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    const links = within(nav).getAllByRole('link')
    await expect(links.map((link) => link.textContent)).toEqual([t('藏品查询'), t('个人中心')])
    // The screenshot's mask is taken from the page as it is then: the captcha must have arrived.
    const captchaName = designSystemStrings[storyLocale(globals)].captchaAlt
    await expect(await canvas.findByRole('img', { name: captchaName }, slow)).toBeVisible()
  },
}

/** The operator's account holds manager rights on the contract: the manager's screens are in its menu. */
export const ManagerMenu: Story = {
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    await expect(await within(nav).findByRole('link', { name: t('合约管理') }, slow)).toBeVisible()
  },
}

/** Without manager rights, no menu entry, and the URL opened directly says why it is refused. */
export const NotManager: Story = {
  args: { path: '/contract-manage' },
  beforeEach: () => {
    const store = getStore()
    const managers = [...store.managers]
    store.managers.clear()
    signInAs('operator')
    return () => managers.forEach((account) => store.managers.add(account))
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('仅合约管理员可用'), {}, slow)).toBeVisible()
    await expect(
      canvas.getByText(t.re('当前链账户没有合约管理员权限，无法使用合约管理。请切换到具有管理员权限的链账户。')),
    ).toBeVisible()
    const nav = canvas.getByRole('navigation', { name: t('菜单') })
    await expect(within(nav).getByRole('link', { name: t('多签提案') })).toBeVisible()
    await expect(within(nav).queryByRole('link', { name: t('合约管理') })).toBeNull()
  },
}

/** A platform opening the manager's screen gets the role refusal. */
export const ManagerScreenForPlatform: Story = {
  args: { path: '/contract-manage' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('抱歉，您无权访问此页面'), {}, slow)).toBeVisible()
    await expect(canvas.queryByText(t('仅合约管理员可用'))).toBeNull()
  },
}

/** 403: a role page for a user without the role. */
export const Forbidden: Story = {
  args: { path: '/charging/recharge' },
  beforeEach: () => signInAs('user'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('抱歉，您无权访问此页面'), {}, slow)).toBeVisible()
  },
}

/** An unknown path of a logged-in user ends on /404. */
export const NotFound: Story = {
  args: { path: '/no-such-page' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('抱歉，您访问的页面不存在'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('返回首页') })).toBeVisible()
  },
}

/**
 * A page that fails to render, in the app's own route tree: 'page error, contact administrator' with back
 * and home; going home leaves the error behind.
 */
export const RenderError: Story = {
  args: {
    path: '/broken-report',
    routes: createAppRoutes(
      createRouteRegistry([
        ...consoleEntries,
        { path: '/broken-report', label: 'statisticsDetail', roles: [Role.Operator], menu: 'hidden', page: Boom },
      ]),
    ),
  },
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('页面出错了，请联系管理员'), {}, slow)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t('返回') })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('返回首页') }))
    await expect(await canvas.findByRole('navigation', { name: t('菜单') }, slow)).toBeVisible()
    await expect(canvas.queryByText(t('页面出错了，请联系管理员'))).toBeNull()
  },
}

/** Session storage edited by hand: '环境异常,请重新登录', storage cleared, on to login. */
export const CorruptedSession: Story = {
  beforeEach: () => {
    signInAs('platform')
    sessionStorage.setItem('loginInfo', '{"account":')
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const body = within(document.body)
    // The toast fades in: being announced is what counts here.
    await expect(await body.findByText(t('环境异常,请重新登录'), {}, slow)).toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { name: t('登录') }, slow)).toBeVisible()
    await expect(sessionStorage.length).toBe(0)
  },
}

/** A visitor who never logged in opens a console link: on to login, told nothing about an expired login. */
export const VisitorOnConsoleLink: Story = {
  args: { path: '/charging/recharge' },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByRole('heading', { name: t('登录') }, slow)).toBeVisible()
    await expect(within(document.body).queryByText(t('登录已失效或过期，请重新登录'))).toBeNull()
  },
}

/** The session disappears while the console is open (the server refused the token): 'login expired', on to login. */
export const SessionLostWhileOpen: Story = {
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    clearSession()
    await expect(
      await within(document.body).findByText(t('登录已失效或过期，请重新登录'), {}, slow),
    ).toBeInTheDocument()
    await expect(await canvas.findByRole('heading', { name: t('登录') }, slow)).toBeVisible()
  },
}

/** /charging opens the operator's first billing page. */
export const ChargingForOperator: Story = {
  args: { path: '/charging' },
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByRole('heading', { level: 1, name: t('充值记录') }, slow)).toBeVisible()
  },
}

/** /charging opens the platform's first billing page (it has no recharge record). */
export const ChargingForPlatform: Story = {
  args: { path: '/charging' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByRole('heading', { level: 1, name: t('menu.recharge') }, slow)).toBeVisible()
  },
}

/** /403 opened directly shows the 403 page. */
export const ForbiddenDirect: Story = {
  args: { path: '/403' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(await canvas.findByText(t('抱歉，您无权访问此页面'), {}, slow)).toBeVisible()
  },
}

/** A detail page's breadcrumb leads back to its list. */
export const DetailBreadcrumb: Story = {
  args: { path: '/details-721' },
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const trail = await canvas.findByRole('navigation', { name: t('面包屑') }, slow)
    await expect(within(trail).getByText(t('单一藏品详情'))).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(trail).getByRole('link', { name: t('menu.collection721') }))
    await expect(await canvas.findByRole('heading', { level: 1, name: t('menu.collection721') }, slow)).toBeVisible()
  },
}

function FixtureReport() {
  return <p>fixture report</p>
}

/** A screen added by one registry entry: in the operator's menu, its page behind the role check. */
export const RouteAddedByOneEntry: Story = {
  args: {
    path: '/home',
    routes: createAppRoutes(
      createRouteRegistry([
        ...consoleEntries,
        {
          path: '/fixture-report',
          label: 'statisticsDetail',
          roles: [Role.Operator],
          menu: 'top',
          page: FixtureReport,
        },
      ]),
    ),
  },
  beforeEach: () => signInAs('operator'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    await userEvent.click(within(nav).getByRole('link', { name: t('统计详情') }))
    await expect(await canvas.findByText('fixture report', {}, slow)).toBeVisible()
  },
}

/** The chain account list cannot load: '链账户列表加载失败,请重试' and a retry in the header. */
export const AccountListFailed: Story = {
  beforeEach: () => signInAs('platform'),
  parameters: { msw: { handlers: { system: scenarios.error('system') } } },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    await expect(
      await canvas.findByRole(
        'button',
        { name: `${t('layout.chainAccount')}${t('：')}ddcplatform1 · ${t('重试')}` },
        slow,
      ),
    ).toBeVisible()
    await expect(await within(document.body).findByText(t('链账户列表加载失败,请重试'), {}, slow)).toBeInTheDocument()
  },
}

/** Switching the chain account from the header list makes the chosen one current. */
export const SwitchAccount: Story = {
  beforeEach: () => signInAs('platform'),
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals, authCatalogue)
    const trigger = await canvas.findByRole(
      'button',
      { name: `${t('layout.chainAccount')}${t('：')}ddcplatform1` },
      slow,
    )
    // While the list loads the button shows a spinner and takes no press.
    await waitFor(() => expect(trigger).not.toHaveAttribute('aria-busy', 'true'), slow)
    await userEvent.click(trigger)
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: /ddcplatform2/ }, slow))
    await expect(
      await canvas.findByRole('button', { name: `${t('layout.chainAccount')}${t('：')}ddcplatform2` }, slow),
    ).toBeVisible()
  },
}
