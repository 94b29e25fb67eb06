import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DEMO_LOGINS, getStore } from '@mocks/handlers'
import { ActiveState, Role } from '@/api/primitives'
import { signInAs, signOut } from '@/test/story-session'
import { StoryApp } from './testing/StoryApp'
import { storyText } from '@/test/story-text'

/**
 * Issue 20 item 10: what the server changed about the user since login (an approved application, a role)
 * reaches the console on the next page load, without a new login.
 */
const meta = {
  title: 'Pages/Console/SessionRefresh',
  component: StoryApp,
  parameters: { layout: 'fullscreen' },
  args: { path: '/personal-center' },
  beforeEach: () => signOut(),
} satisfies Meta<typeof StoryApp>

export default meta
type Story = StoryObj<typeof meta>

// A route's code is transformed by Vite on its first load in the run (see ConsoleApp.stories).
const slow = { timeout: 30_000 }

function demoUser(kind: keyof typeof DEMO_LOGINS) {
  const user = getStore().users.find((candidate) => candidate.user_name === DEMO_LOGINS[kind].user_name)
  if (!user) throw new Error(`demo user ${kind} is not in the mock store`)
  return user
}

/**
 * The user's account was given the platform role after login (the header's account list is the same): the
 * page load brings the role, its menu and its header text.
 */
export const RoleGivenSinceLogin: Story = {
  args: { path: '/personal-center' },
  beforeEach: () => {
    signInAs('user')
    const user = demoUser('user')
    const account = getStore().accounts.find((candidate) => candidate.perm_accounts_id === user.current_account_id)
    if (!account) throw new Error('the demo user has no current account')
    account.role = Role.Platform
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    const nav = await canvas.findByRole('navigation', { name: t('菜单') }, slow)
    await expect(await within(nav).findByRole('link', { name: t('menu.collection721') }, slow)).toBeVisible()
    await expect(canvas.getByText(`${t('平台方')} · demo_user`)).toBeVisible()
  },
}

/** The newcomer's application was approved after login: the header names the new account, not 暂无链账户. */
export const AccountApprovedSinceLogin: Story = {
  beforeEach: () => {
    signInAs('newcomer')
    const store = getStore()
    const user = demoUser('newcomer')
    const template = store.accounts.find((candidate) => candidate.role === 0)
    if (!template) throw new Error('no account without role in the mock store')
    // As the mock's (and the server's) approval leaves it: the account, current for a user who had none.
    store.accounts.push({
      ...template,
      perm_accounts_id: '990001',
      account: 'newcomeracc1',
      user_id: user.user_id,
      operator_state: ActiveState.Enabled,
      platform_state: ActiveState.Enabled,
    })
    user.current_account_id = '990001'
  },
  play: async ({ canvas, globals }) => {
    const t = await storyText(globals)
    await expect(await canvas.findByRole('button', { name: /newcomeracc1/ }, slow)).toBeVisible()
    await expect(canvas.queryByText(t.re('暂无链账户'))).toBeNull()
  },
}
