import { expect, test, type Page } from '@playwright/test'
import { Role } from '../src/api/primitives'
import { consoleEntries } from '../src/app/console-routes'
import type { RouteEntry } from '../src/app/router/route-registry'
import { enUS } from '../src/lib/i18n/en-US'
import { zhCN } from '../src/lib/i18n/zh-CN'
import { captchaAnswerFromImageSrc } from '../src/features/collection-search/testing/captcha-answer'
import { collectErrors, desktop, expectFits, logIn, openInApp, phone, settle } from './support/layout-checks'

/**
 * Issue 20: every route of the offline demo on a phone (390×844) and a laptop (1440×900), each as a role
 * that may open it, in zh-CN; the public pages and the console's shell in English too. A screen fails on
 * sideways scrolling, text cut off in the header or a menu, or a console error. One browser context (one
 * login) per role; screens change inside the app, without reloads, to keep the run short.
 */

test.describe.configure({ timeout: 240_000 })
// The drawer and panels appear at once, so each screen is measured as it will stay.
test.use({ reducedMotion: 'reduce' })

const operator = { name: 'demo_operator', password: 'Demo#2026op' }
const platform = { name: 'demo_platform', password: 'Demo#2026pf' }
const viewports = [phone, desktop]

/** Each logged-in route once, as the first role in its list (`anyone`: the operator). */
function routesOf(role: Role): RouteEntry[] {
  return consoleEntries.filter((entry) => (entry.roles === 'anyone' ? role === Role.Operator : entry.roles[0] === role))
}

/**
 * Where a route is opened: a route reached from another page (a detail page) through the first link to it on
 * that page, so it shows a real record; a `:param` route through its link on the home page.
 */
async function addressOf(page: Page, entry: RouteEntry): Promise<string> {
  const paramAt = entry.path.indexOf('/:')
  const prefix = paramAt === -1 ? entry.path : entry.path.slice(0, paramAt + 1)
  if (entry.menu !== 'hidden' && paramAt === -1) return entry.path
  const from = entry.parent ?? '/home'
  await openInApp(page, from)
  await settle(page)
  const link = page.locator(`main a[href^="${prefix}"]`).first()
  await link.waitFor({ timeout: 10_000 }).catch(() => undefined)
  const href = (await link.count()) > 0 ? await link.getAttribute('href') : null
  return href ?? entry.path
}

async function walkRoutes(page: Page, role: Role, errors: string[]) {
  const entries = routesOf(role)
  const addresses = new Map<string, string>()
  for (const entry of entries) addresses.set(entry.path, await addressOf(page, entry))
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    for (const entry of entries) {
      const address = addresses.get(entry.path) ?? entry.path
      await openInApp(page, address)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhCN.menu[entry.label])
      await expectFits(page, `${address} at ${viewport.width} px`, errors)
    }
    await checkMenu(page, `the menu at ${viewport.width} px`, errors)
  }
}

/** Opens the menu (a drawer on a phone), every group expanded, and checks nothing in it is cut. */
async function checkMenu(page: Page, where: string, errors: string[], phoneLabel = '菜单') {
  const isPhone = (page.viewportSize()?.width ?? 0) < 768
  const menuButton = page.getByRole('button', { name: isPhone ? phoneLabel : /折叠菜单|Collapse menu/ })
  if (isPhone) await menuButton.click()
  const nav = page.getByRole('navigation', { name: /菜单|Menu/ })
  await expect(nav).toBeVisible()
  for (const group of await nav.locator('[aria-expanded="false"]').all()) await group.click()
  await expectFits(page, where, errors)
  if (isPhone) {
    await page.keyboard.press('Escape')
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
    await expect(menuButton).toBeFocused()
  }
}

for (const [role, account] of [
  [Role.Operator, operator],
  [Role.Platform, platform],
] as const) {
  test(`every route of role ${role} fits a phone and a laptop, in Chinese`, async ({ page }) => {
    const errors = collectErrors(page)
    await logIn(page, account)
    await walkRoutes(page, role, errors)
  })
}

test('the shell in English fits a phone and a laptop, with nothing in the header or menu cut', async ({ page }) => {
  const errors = collectErrors(page)
  await logIn(page, operator)
  await page.getByRole('button', { name: '语言：English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    for (const path of ['/home', '/user-collection-721', '/personal-center']) {
      await openInApp(page, path)
      await expectFits(page, `${path} in English at ${viewport.width} px`, errors)
    }
    await checkMenu(page, `the English menu at ${viewport.width} px`, errors, 'Menu')
  }
})

/** A visitor's search, details and deal pages (and the other public pages), in both languages. */
async function walkPublicPages(page: Page, language: typeof zhCN | typeof enUS, errors: string[]) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport)
    const where = (path: string) => `${path} (${language.app.locale}) at ${viewport.width} px`
    for (const path of ['/login', '/register', '/404']) {
      await page.goto(path)
      await expectFits(page, where(path), errors)
    }
    await page.goto('/tourist')
    await expectFits(page, where('/tourist'), errors)
    await page.getByRole('combobox').first().selectOption({ index: 1 })
    await page.getByRole('textbox').first().fill('1000000000003')
    const captcha = page.locator('img[src^="data:image/png"]')
    const answer = captchaAnswerFromImageSrc((await captcha.getAttribute('src')) ?? '')
    await page.getByRole('textbox').nth(1).fill(answer)
    await page.locator('form button[type="submit"]').click()
    const detailsLink = page.locator('a[href^="/collection-search-details"]').first()
    await detailsLink.waitFor()
    await expectFits(page, where('/tourist results'), errors)
    await detailsLink.click()
    await expect(page).toHaveURL(/collection-search-details/)
    await expectFits(page, where('/collection-search-details'), errors)
    await page.locator('a[href^="/collection-search-deal"]').first().click()
    await expect(page).toHaveURL(/collection-search-deal/)
    await expectFits(page, where('/collection-search-deal'), errors)
  }
}

test('the public pages fit a phone and a laptop, in Chinese and in English', async ({ page }) => {
  const errors = collectErrors(page)
  await walkPublicPages(page, zhCN, errors)
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'))
  await walkPublicPages(page, enUS, errors)
})
