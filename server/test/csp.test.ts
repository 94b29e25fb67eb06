import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { chromium, type Browser } from 'playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../tooling/chromium'
import { startTestServer, type TestServer } from './harness'
import { seed } from './seed'

/**
 * The production console loaded from the server in Chromium, under the server's headers: the strict CSP
 * holds (styled-components styles carry the per-response nonce) and the console log shows no violation.
 */
const distDir = path.resolve('dist')
let server: TestServer
let browser: Browser
let origin = ''

beforeAll(async () => {
  // CI builds dist/ before the tests (route budgets); a developer run builds it once if missing.
  if (!existsSync(path.join(distDir, 'prerender', 'login.html'))) {
    // The console and its prerendered public pages (scripts/prerender.ts).
    const built = spawnSync('npm', ['run', 'build', '--silent'], {
      stdio: 'inherit',
      env: { ...process.env, ALLOW_DEVELOPMENT_DEFAULTS: 'true' },
    })
    if (built.status !== 0) throw new Error('vite build failed')
  }
  server = await startTestServer({ env: { STATIC_DIR: distDir } })
  await seed(server.app.context.db)
  await server.app.fastify.listen({ host: '127.0.0.1', port: 0 })
  const address = server.app.fastify.server.address()
  if (address === null || typeof address === 'string') throw new Error('the server has no TCP address')
  origin = `http://127.0.0.1:${address.port}`
  browser = await chromium.launch(chromiumLaunchOptions)
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await server?.close()
})

describe('security headers and CSP in Chromium', () => {
  it('serves the console under a strict CSP with no violation in the console log', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (/content security policy|refused to/i.test(text)) problems.push(text)
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const response = await page.goto(`${origin}/`, { waitUntil: 'networkidle' })
    const headers = response?.headers() ?? {}
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(headers['referrer-policy']).toBe('no-referrer')
    expect(headers['x-content-type-options']).toBe('nosniff')

    // The console rendered (styled-components styles applied) and called the API under the same policy.
    await expect.poll(() => page.locator('#root *').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    const styled = await page.evaluate(() => document.querySelectorAll('style[data-styled]').length)
    expect(styled).toBeGreaterThan(0)
    const nonceOk = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].every((style) => style.nonce !== ''),
    )
    expect(nonceOk).toBe(true)
    expect(problems).toEqual([])
    await page.close()
  })

  it('serves /login prerendered, its inline styles under the nonce, and the live page takes over', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (/content security policy|refused to/i.test(text)) problems.push(text)
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    const response = await page.goto(`${origin}/login`, { waitUntil: 'commit' })
    const html = (await response?.text()) ?? ''
    expect(html).toContain('id="prerender"')
    expect(html).toMatch(/<style data-prerender nonce="[^"]+">/)
    // The live form replaces the snapshot: one heading, one form, the snapshot and its styles gone.
    await expect.poll(() => page.locator('#prerender').count(), { timeout: 30_000 }).toBe(0)
    await expect.poll(() => page.getByRole('textbox').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    expect(await page.locator('#root').isVisible()).toBe(true)
    expect(await page.locator('style[data-prerender]').count()).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('sends /login and /tourist with their visible shell in the HTML: what a phone paints before any script runs', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } })
    const shells = [
      { route: '/login', heading: '登录', labels: ['账号', '密码'] },
      { route: '/tourist', heading: '藏品查询', labels: ['目标链', '藏品编号/链账户地址', '验证码'] },
    ]
    for (const { route, heading, labels } of shells) {
      const page = await context.newPage()
      await page.goto(`${origin}${route}`)
      const shell = page.locator('#prerender')
      // The console's title, the page's card heading and every form label, styled (the inline styles apply).
      await expect.poll(() => shell.locator('h1').textContent(), { timeout: 30_000 }).toBe('数字藏品管理后台')
      expect(await shell.locator('h2').first().textContent()).toBe(heading)
      for (const label of labels)
        expect(await shell.locator('label', { hasText: label }).first().isVisible()).toBe(true)
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
      expect(background).not.toBe('rgba(0, 0, 0, 0)')
      await page.close()
    }
    await context.close()
  })

  it('sends the visitor page with its first captcha in the HTML; the live page takes it over, under the CSP', async () => {
    const page = await browser.newPage()
    const problems: string[] = []
    page.on('console', (message) => {
      if (/content security policy|refused to/i.test(message.text())) problems.push(message.text())
    })
    page.on('pageerror', (error) => problems.push(error.message))
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    let captchaRequests = 0
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/system/getCode')) captchaRequests += 1
    })
    // The console's code held back: the captcha shows in the snapshot before the console has loaded.
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/start-console-*.js', async (route) => {
      await released
      await route.continue()
    })
    const served = await page.goto(`${origin}/tourist`)
    // In the HTML itself, so it paints with the page: the image and its id, never the answer.
    const html = (await served?.text()) ?? ''
    const drawn = /<img src="(data:image\/png;base64,[^"]+)"[^>]*data-captcha-id="([^"]+)"/.exec(html)
    expect(server.captchas.get(drawn?.[2] ?? '')).toMatch(/^\w{6}$/)
    expect(html).not.toContain(server.captchas.get(drawn?.[2] ?? ''))
    const early = page.locator('#prerender [data-captcha] img')
    await expect.poll(() => early.getAttribute('src'), { timeout: 30_000 }).toBe(drawn?.[1])
    release()
    await expect.poll(() => page.locator('#prerender').count(), { timeout: 30_000 }).toBe(0)
    const captcha = page.getByRole('img', { name: '验证码' })
    await expect.poll(() => captcha.getAttribute('src'), { timeout: 30_000 }).toBe(drawn?.[1])
    // No captcha request: the live page took the one the HTML carried (a captcha is single-use).
    expect(captchaRequests).toBe(0)
    expect(await page.getByRole('textbox', { name: '验证码' }).isEditable()).toBe(true)
    // A new one is asked for.
    await page.getByRole('button', { name: '看不清？点击刷新验证码' }).click()
    await expect.poll(() => captcha.getAttribute('src'), { timeout: 30_000 }).not.toBe(drawn?.[1])
    expect(captchaRequests).toBe(1)
    expect(problems).toEqual([])
    await page.close()
  })

  it('sends the headers on API answers and the reference page too, and HSTS only over TLS', async () => {
    for (const url of ['/api/v1/system/getChainType', '/api/docs', '/config.json', '/api/health']) {
      const response = await server.app.fastify.inject({ method: 'GET', url })
      expect(response.headers['content-security-policy']).toContain("default-src 'self'")
      expect(response.headers['referrer-policy']).toBe('no-referrer')
      expect(response.headers['strict-transport-security']).toBeUndefined()
    }
  })

  it('adds HSTS when a trusted proxy says the request came over TLS', async () => {
    const behindTls = await startTestServer({ env: { TRUST_PROXY: 'loopback' } })
    try {
      const response = await behindTls.app.fastify.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      })
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
    } finally {
      await behindTls.close()
    }
  })
})
