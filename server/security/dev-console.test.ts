import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { chromium } from 'playwright'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumLaunchOptions } from '../../tooling/chromium'
import { freePort } from '../../tooling/free-port'

/**
 * The development console (Vite, as `npm run demo`, `npm run dev` and `npm start` run it) serves the console and
 * nothing else of the project: not its config, scripts or server code, not `.data/` where the payload key and
 * the devnet keys live. Its pages carry the production server's security headers, and the console still loads.
 */
const root = path.resolve(import.meta.dirname, '../..')
const probeDir = path.join(root, '.data', `security-probe-${randomBytes(4).toString('hex')}`)
const SECRET = 'not-a-real-key-but-it-must-not-leave'
let vite: ViteDevServer
let origin = ''

beforeAll(async () => {
  mkdirSync(probeDir, { recursive: true })
  writeFileSync(path.join(probeDir, 'payload-key.pk8'), SECRET)
  writeFileSync(path.join(probeDir, 'dev-accounts.json'), JSON.stringify([{ private_key: SECRET }]))
  const port = await freePort()
  // The guard stays off under Vitest (its browser projects serve tests); this test asks for the console's server.
  const vitest = process.env.VITEST
  delete process.env.VITEST
  try {
    vite = await createServer({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      mode: 'demo',
      logLevel: 'silent',
      server: { host: '127.0.0.1', port, strictPort: true, hmr: false },
    })
  } finally {
    process.env.VITEST = vitest
  }
  await vite.listen()
  origin = `http://127.0.0.1:${port}`
}, 120_000)

afterAll(async () => {
  await vite?.close()
  rmSync(probeDir, { recursive: true, force: true })
})

/** A GET with the path exactly as written (fetch would resolve `..` before sending). */
function get(rawPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}/`, { path: rawPath, headers: { accept: 'text/html,*/*' } }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
    request.on('error', reject)
  })
}

describe('the development console serves only the console', () => {
  it("refuses the project's files and the data folder, by any path or query", async () => {
    const probe = path.relative(root, probeDir)
    const refused = [
      '/package.json',
      '/package.json?raw',
      '/.ci/run?raw',
      '/server/config.ts',
      '/server/config.ts?raw',
      '/server/config.ts?import',
      '/vite.config.ts',
      '/README.md',
      '/.git/HEAD',
      `/${probe}/payload-key.pk8`,
      `/${probe}/payload-key.pk8?raw`,
      `/${probe}/dev-accounts.json?import`,
      `/@fs${root}/package.json`,
      `/@fs${root}/${probe}/payload-key.pk8?raw`,
      '/src/../package.json?raw',
      '/src/%2e%2e/server/config.ts',
      '/@fs/etc/passwd',
      '/src/%2e%2e/package.json?raw',
    ]
    for (const url of refused) {
      const answer = await get(url)
      expect({ url, status: answer.status }).toEqual({ url, status: 403 })
      expect(answer.body).not.toContain(SECRET)
      expect(answer.body).not.toContain('"devDependencies"')
    }
    // Outside the project by URL: the console's page at most (a client route), never the file.
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).not.toMatch(/^root:/m)
  })

  it('serves the console: its page with the security headers, its modules, the demo worker, client routes', async () => {
    const page = await get('/')
    expect(page.status).toBe(200)
    const policy = String(page.headers['content-security-policy'])
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1] ?? ''
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`)
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(page.headers).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    })
    expect(page.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`)
    expect(page.body).not.toContain('DevConsoleNonce')
    const again = await get('/login')
    expect(again.status).toBe(200)
    expect(again.headers['content-security-policy']).not.toBe(policy)
    for (const url of ['/src/app/main.tsx', '/@vite/client', '/mockServiceWorker.js'])
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 200 })
  })

  it('the console renders under that policy in Chromium, with no violation', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const tab = await browser.newPage()
      const violations: string[] = []
      tab.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await tab.goto(`${origin}/login`)
      await tab.getByRole('button', { name: /登录/ }).first().waitFor({ timeout: 90_000 })
      expect(violations).toEqual([])
    } finally {
      await browser.close()
    }
  }, 150_000)
})
