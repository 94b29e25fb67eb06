import { expect, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test'
import { screen } from './waits'
import { test, type SystemUnderTest } from './system'

/** A demo user's password as `npm start` printed it (server/dev/demo-users.ts, README). */
export function demoPassword(system: SystemUnderTest, user: string): string {
  const login = system.running().demoLogins.get(user)
  if (!login) throw new Error(`npm start printed no ${user} login`)
  return login.password
}

export interface LoggedIn {
  readonly page: Page
  /** The API token the console keeps for the session. */
  readonly token: string
}

/**
 * Logs a user in through the console's login page, in a browser context of its own (a demo user's password
 * unless one is given); answers the page once the menu shows.
 */
export async function logIn(
  browser: Browser,
  system: SystemUnderTest,
  user: string,
  options: { password?: string; context?: BrowserContextOptions } = {},
): Promise<LoggedIn> {
  const page = await (await browser.newContext(options.context)).newPage()
  await page.goto(system.url('login'))
  await page.getByLabel('账号').fill(user)
  await page.getByRole('textbox', { name: '密码', exact: true }).fill(options.password ?? demoPassword(system, user))
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login$/, screen)
  await expect(page.getByRole('navigation').first()).toBeVisible(screen)
  const token = await page.evaluate(() => sessionStorage.getItem('token'))
  expect(token).toBeTruthy()
  return { page, token: token ?? '' }
}

/**
 * One logged-in page per user for a spec whose tests run in order (`mode: 'serial'`): the first use logs the
 * user in through the login form (logIn); later uses, in the same test or a later one, get the same page and
 * its session, as a user keeps a tab open, instead of a new browser context, login and first page (about
 * 8 CPU-s each on this machine). A key the passphrase dialog unlocked stays unlocked in that page, as in the
 * console. Between tests, and on `leave`, a page waits on about:blank: an idle console page keeps polling and
 * re-rendering, and the tab keeps its session storage, so its session. A test's first step with a kept page
 * therefore opens a console address in it (page.goto). The pages close with the spec (startSystemForSpec).
 */
export function consoleSessions(system: SystemUnderTest): {
  as(
    browser: Browser,
    user: string,
    options?: { password?: string; context?: BrowserContextOptions },
  ): Promise<LoggedIn>
  leave(user: string): Promise<void>
} {
  const sessions = new Map<string, LoggedIn>()
  const leave = async (session: LoggedIn | undefined) => {
    if (session && !session.page.isClosed()) await session.page.goto('about:blank')
  }
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
  test.afterEach(async ({}, testInfo) => {
    // A failed test's pages stay as they are (the serial tests after it do not run).
    if (testInfo.status !== testInfo.expectedStatus) return
    for (const session of sessions.values()) await leave(session)
  })
  return {
    async as(browser, user, options) {
      const kept = sessions.get(user)
      if (kept && !kept.page.isClosed()) return kept
      const loggedIn = await logIn(browser, system, user, options)
      sessions.set(user, loggedIn)
      return loggedIn
    },
    leave: (user) => leave(sessions.get(user)),
  }
}

/** Opens a console route through the side menu, as a user would. */
export async function openFromMenu(page: Page, group: string, item: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: '菜单' })
  const link = menu.getByRole('link', { name: item, exact: true })
  if (!(await link.isVisible())) await menu.getByRole('button', { name: group }).click()
  await link.click()
}

/** The value shown next to a label on a details card. */
export function detail(page: Page, label: string): Locator {
  return page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')
}
