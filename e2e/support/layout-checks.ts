import { expect, type Page } from '@playwright/test'
import { captchaAnswerFromImageSrc } from '../../src/features/collection-search/testing/captcha-answer'

/** The two screens every route is opened on (issue 20): a phone and a laptop. */
export const phone = { width: 390, height: 844 }
export const desktop = { width: 1440, height: 900 }

/** Console errors and uncaught exceptions of a page, collected from now on. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    const url = message.location().url
    // The offline demo has no chain (README): its chain reads fail by design.
    if (message.type() === 'error' && !url.includes('/v1/chain/')) errors.push(`${message.text()} (${url})`)
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * What a user would see as broken on the current screen: the page scrolling sideways, or text in the
 * header or a menu cut off (a value the header shortens on purpose, whole on hover, excepted).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    const root = document.documentElement
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 60)}"`
    if (root.scrollWidth > root.clientWidth) {
      // Name the outermost boxes that stick out, so a failure says where to look.
      const culprits = Array.from(document.querySelectorAll('body *'))
        .filter((element) => {
          const parent = element.parentElement
          // Inside a box that scrolls or clips, sticking out is that box's business.
          for (let box = parent; box !== null && box !== document.body; box = box.parentElement)
            if (getComputedStyle(box).overflowX !== 'visible') return false
          return (
            element.getBoundingClientRect().right > root.clientWidth + 1 &&
            parent !== null &&
            parent.getBoundingClientRect().right <= root.clientWidth + 1
          )
        })
        .slice(0, 3)
        .map((element) => `${describe(element)} (${element.className})`)
      problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px: ${culprits}`)
    }
    for (const element of document.querySelectorAll('header *, nav *, [role="banner"] *')) {
      if (!(element instanceof HTMLElement) || element.closest('[data-truncates]')) continue
      const ownText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      )
      if (!ownText || !element.checkVisibility({ visibilityProperty: true })) continue
      if (element.closest('[aria-hidden="true"], [hidden]')) continue
      const style = getComputedStyle(element)
      if (style.position === 'absolute' && style.clipPath !== 'none') continue // visually hidden on purpose
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible')
        problems.push(`cut off sideways: ${describe(element)}`)
      else if (element.scrollHeight > element.clientHeight + 1 && style.overflowY !== 'visible')
        problems.push(`cut off at the bottom: ${describe(element)}`)
      const box = element.getBoundingClientRect()
      if (box.right > root.clientWidth + 1 || box.left < -1) problems.push(`off screen: ${describe(element)}`)
    }
    return problems
  })
}

/**
 * Runs `step` on the page, and once more on the reloaded page when a reload cut it short: the offline demo's mock
 * worker (msw) reloads the page once when it finds itself registered but not yet in control, which on a loaded
 * machine can fall on the next page opened, before or during a measurement.
 */
async function onPageThatStays<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (!String(error).includes('Execution context was destroyed')) throw error
    await page.waitForLoadState('load')
    return step()
  }
}

/** Waits until the screen has settled: no busy region, no loading spinner of a lazy page. */
export async function settle(page: Page): Promise<void> {
  await onPageThatStays(page, async () => {
    await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, {
      timeout: 20_000,
    })
    // Two frames: lazily loaded sections and fonts lay out before the measurement.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  })
}

/** The layout problems of the settled screen. */
const settledProblems = (page: Page) =>
  onPageThatStays(page, async () => {
    await settle(page)
    return layoutProblems(page)
  })

/** Fails with every problem of the screen named, so one run lists them all. */
export async function expectFits(page: Page, where: string, errors: string[]): Promise<void> {
  // Measured again for a moment while it fails: late rows and lazy sections may still be laying out.
  let problems = await settledProblems(page)
  for (let attempt = 0; attempt < 6 && problems.length > 0; attempt += 1) {
    await page.waitForTimeout(250)
    problems = await settledProblems(page)
  }
  expect.soft(problems, `${where}: layout`).toEqual([])
  expect.soft(errors.splice(0), `${where}: console errors`).toEqual([])
}

/** Moves to a path inside the single-page app without reloading (the session and mock store stay). */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** Logs in with a demo login (mocks/README.md), answering the demo's captcha when the form shows one. */
export async function logIn(page: Page, account: { name: string; password: string }, labels = zhLogin) {
  await page.goto('/login')
  await page.getByLabel(labels.account).fill(account.name)
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(account.password)
  const captcha = page.getByRole('img', { name: labels.captcha })
  if (await captcha.isVisible()) {
    const src = (await captcha.getAttribute('src')) ?? ''
    await page.getByRole('textbox', { name: labels.captcha }).fill(captchaAnswerFromImageSrc(src))
  }
  await page.getByRole('button', { name: labels.submit, exact: true }).click()
  await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 })
}

const zhLogin = { account: '账号', password: '密码', captcha: '验证码', submit: '登录' }
