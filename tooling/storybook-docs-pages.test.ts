// A docs page shows every story of a file at once. Each product story must show its own state there (its
// own mock store, MSW handlers and session), as on its own page: checked on the built Storybook, which CI
// builds before the tests (`npm run build-storybook` locally).
import { chromium, type Browser, type Page } from '@playwright/test'
import type { Server } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from './chromium'
import { serveStorybookStatic, storybookBuilt as built } from './storybook-static-server'

// A docs page runs every story of the file at once, in frames that share one main thread: sized for a loaded
// 2-core machine (in CI at load 12-15 beside the story tests, a page's last frame showed its state after 110 s and
// once was still loading its balance at 131 s).
const LOAD = { timeout: 240_000 }

describe.skipIf(!built)('docs pages of the built Storybook', () => {
  let browser: Browser
  let page: Page
  let origin: string
  let server: Server

  beforeAll(async () => {
    ;({ server, origin } = await serveStorybookStatic())
    browser = await chromium.launch(chromiumLaunchOptions)
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  /** A page whose actions, too, wait as long as a load may take (a search field's fill took over 30 s at load 17). */
  const newPage = async () => {
    page = await browser.newPage({ viewport: { width: 1400, height: 1000 } })
    page.setDefaultTimeout(LOAD.timeout)
  }

  const openDocs = async (docsId: string) => {
    await newPage()
    await page.goto(`${origin}/iframe.html?viewMode=docs&id=${docsId}`)
  }
  /**
   * The text a story's frame shows, its white space folded (innerText breaks lines between elements). The docs
   * page's frames load lazily (`loading="lazy"`): each is scrolled into view first, as a reviewer scrolls to it.
   */
  const story = (id: string) => {
    const frame = page.locator(`iframe[src$="id=${id}"]`).first()
    const body = frame.contentFrame().locator('body')
    return {
      innerText: async () => {
        await frame.scrollIntoViewIfNeeded()
        const text = (await body.innerText()).replace(/\s+/g, ' ')
        if (text.trim() !== '') return text
        // An empty frame says why in the failure: Storybook's phase (its body class) and whether MSW controls it.
        return body.evaluate(
          (element) =>
            `(no text: body class "${element.className}", document ${document.readyState}, ` +
            `${navigator.serviceWorker.controller ? 'controlled' : 'not controlled'} by the mock worker)`,
        )
      },
    }
  }

  it("Home: the operator's overview and the platform's low-balance warning, each in its own story", async () => {
    await openDocs('pages-home--docs')
    const loaded = story('pages-home--loaded')
    const lowBalance = story('pages-home--low-balance')
    await expect.poll(() => loaded.innerText(), LOAD).toContain('欢迎，demo_operator')
    await expect.poll(() => lowBalance.innerText(), LOAD).toContain('积分余额不足 1000，请及时充值')
    expect(await loaded.innerText()).not.toContain('积分余额不足')
    await expect.poll(() => story('pages-home--platform').innerText(), LOAD).toContain('欢迎，demo_platform')
    await page.close()
  }, 600_000)

  it('Recharge: only the story whose balance read fails says so', async () => {
    await openDocs('pages-billing-recharge--docs')
    const failed = story('pages-billing-recharge--balance-failed')
    const selfRecharge = story('pages-billing-recharge--operator-self-recharge')
    await expect.poll(() => failed.innerText(), LOAD).toContain('积分查询失败，请重试')
    await expect.poll(() => selfRecharge.innerText(), LOAD).toContain('积分余额 1727000')
    expect(await selfRecharge.innerText()).not.toContain('积分查询失败')
    await expect
      .poll(() => story('pages-billing-recharge--platform-insufficient-points').innerText(), LOAD)
      .toContain('链账户 ddcplatform1')
    await page.close()
  }, 600_000)
  it('a design-system docs page shows its usage guidance and its props with their full types', async () => {
    await openDocs('design-system-button--docs')
    const docs = page.locator('#storybook-docs')
    await expect.poll(() => docs.innerText(), LOAD).toContain('When not to use')
    const text = await docs.innerText()
    for (const section of ['Do', 'Don’t', 'States', 'Keyboard', 'Accessibility']) expect(text).toContain(section)
    // `size?: ControlSize` is listed as its values, not as a bare union.
    const sizeRow = page.locator('.docblock-argstable tbody tr').filter({ hasText: 'Height and padding.' })
    await expect.poll(() => sizeRow.innerText(), LOAD).toMatch(/"sm"[\s\S]*"md"[\s\S]*"lg"/)
    await page.close()
  }, 600_000)

  it('QA finds a screen in the sidebar search by its route or its Chinese name', async () => {
    await newPage()
    await page.goto(`${origin}/`)
    const search = page.locator('#storybook-explorer-searchfield')
    const results = page.locator('#storybook-explorer-menu')
    const screens = async () => (await results.innerText()).split('\n').filter((line) => line.includes('∕'))
    await search.fill('/charging/recharge')
    await expect.poll(async () => (await screens())[0], LOAD).toBe('充值 ∕charging∕recharge')
    await search.fill('充值')
    await expect.poll(screens, LOAD).toContain('充值 ∕charging∕recharge')
    await page.close()
  }, 600_000)
})
