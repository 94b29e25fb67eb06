// Cold loads of routes in headless Chromium, against `vite preview` of the build: which same-origin JS and CSS
// files each downloads, with their gzip sizes. scripts/budget.mjs compares them with what the manifest says
// (scripts/budget-static.mjs), so that a change to how routes load cannot make the manifest's figures wrong.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../tooling/chromium.ts'
import { freePort } from '../tooling/free-port.ts'
import { SHORT_TIMER_MS, trackShortTimers, watchRequests } from './budget-settle.mjs'

/** The longest one route's cold load may take to settle, for a machine at load 20. */
const SETTLE_LIMIT_MS = 180_000
const vite = path.join('node_modules', '.bin', 'vite')

/** Starts `vite preview` of the build on a free port; resolves once it answers. */
async function startPreview(dist) {
  const port = await freePort()
  const server = spawn(
    vite,
    ['preview', '--outDir', dist, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`vite preview on port ${port} exited with code ${server.exitCode}`)
    try {
      if ((await fetch(origin)).ok) return { server, origin }
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill()
      throw new Error(`vite preview did not answer on port ${port} within 60 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

// An operator's session as the session-restore machine reads it from sessionStorage (spec §3 items).
const operatorSession = {
  token: 'budget-run-token',
  loginInfo: JSON.stringify({ account: 'budgetoper11', type: 2, role: 1, user_name: 'budget', perm_accounts_id: 1 }),
  chain: JSON.stringify({ account: 'budgetoper11' }),
}

// A platform party's session, for the routes only role 2 may open (`session: 'platform'`).
const platformSession = {
  token: 'budget-run-token',
  loginInfo: JSON.stringify({ account: 'budgetplat11', type: 2, role: 2, user_name: 'budget', perm_accounts_id: 1 }),
  chain: JSON.stringify({ account: 'budgetplat11' }),
}

/** What a cold load of the route downloads: the path it landed on, each same-origin JS and CSS file (as under
 * dist/) with its gzip size. */
async function measure(browser, origin, { route, session }) {
  const context = await browser.newContext()
  const page = await context.newPage()
  page.setDefaultTimeout(SETTLE_LIMIT_MS)
  await page.addInitScript(trackShortTimers, SHORT_TIMER_MS)
  if (session) {
    await page.addInitScript(
      (items) => {
        for (const [name, value] of Object.entries(items)) sessionStorage.setItem(name, value)
      },
      session === 'platform' ? platformSession : operatorSession,
    )
  }
  // No server behind the build: API calls fail at once (not 401, which would log the session out; not 503, which
  // the client retries for 7 s before the page shows the failure it shows for this), except the
  // operator's manager rights: without them /contract-manage shows its refusal, not the screen a manager loads.
  await page.route('**/api/**', (request) =>
    new URL(request.request().url()).pathname.endsWith('/v1/permission/managerRights')
      ? request.fulfill({
          json: { error_code: 0, message: '', data: { account: 'budgetoper11', is_manager: true } },
        })
      : request.fulfill({ status: 500, json: { error_code: 500, message: 'budget run: no API server', data: null } }),
  )
  const responses = []
  const requests = watchRequests(page)
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) responses.push(response)
  })
  await page.goto(origin + route, { waitUntil: 'load', timeout: SETTLE_LIMIT_MS })
  await requests.settled(SETTLE_LIMIT_MS)
  const landed = new URL(page.url()).pathname
  const files = []
  for (const response of responses) {
    const file = new URL(response.url()).pathname.replace(/^\//, '')
    files.push({ file, gzip: gzipSync(await response.body(), { level: 9 }).length })
  }
  await context.close()
  return { landed, files }
}

/** Loads each of `budgets` cold, one after another; a Map from route to `{ landed, files }`. */
export async function loadInChromium(dist, budgets) {
  const loads = new Map()
  if (budgets.length === 0) return loads
  const { server, origin } = await startPreview(dist)
  try {
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      for (const budget of budgets) loads.set(budget.route, await measure(browser, origin, budget))
    } finally {
      await browser.close()
    }
  } finally {
    server.kill()
  }
  return loads
}
