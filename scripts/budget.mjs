#!/usr/bin/env node
// Builds the console, serves the build with `vite preview` on a free port and opens each route of
// budget.config.mjs cold in headless Chromium: the figure is the gzip size of every JS (and CSS) file the
// page downloads, which is what a user waits for. Prints beside it the part beyond React's runtime.
// Fails when chain code (eosjs) is in the initial chunks, MSW is in the production build, or a chunk one route
// alone may load (`routeOnlyChunks`, e.g. the chart) is missing from that route or loaded by another. A route over
// its target is printed as OVER BUDGET; it fails the run only with --strict (CI runs it so).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../tooling/chromium.ts'
import { freePort } from '../tooling/free-port.ts'
import { routeBudgets, routeOnlyChunks } from './budget.config.mjs'
import { SHORT_TIMER_MS, trackShortTimers, watchRequests } from './budget-settle.mjs'

/** The longest one route's cold load may take to settle, for a machine at load 20. */
const SETTLE_LIMIT_MS = 180_000

const strict = process.argv.includes('--strict')
// `--route /path` (repeatable) measures only those routes, to check one page while working on it.
const onlyRoutes = process.argv.flatMap((arg, index) => (arg === '--route' ? [process.argv[index + 1]] : []))
const measured = onlyRoutes.length > 0 ? routeBudgets.filter(({ route }) => onlyRoutes.includes(route)) : routeBudgets
const dist = 'dist'
const vite = path.join('node_modules', '.bin', 'vite')
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(vite, ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
  // The prerendered public pages and the compressed copies complete dist/ as `npm run build` makes it (the
  // server tests load them).
  for (const step of ['scripts/prerender.ts', 'scripts/compress-dist.ts']) {
    const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), [step], { stdio: 'inherit' })
    if (run.status !== 0) process.exit(run.status ?? 1)
  }
}

const gzipSize = (bytes) => gzipSync(bytes, { level: 9 }).length
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
let failures = 0

// --- Static checks on the build ---------------------------------------------------------------------

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))

/** The manifest keys an entry loads before it runs: itself and its static imports. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('no entry in the Vite manifest')
const initialKeys = staticClosure(entryKey)
const initialFiles = [...initialKeys].map((key) => manifest[key].file)

// eosjs must stay out of the initial chunks: it is loaded only where a chain operation happens.
if (
  /node_modules\/eosjs\//.test([...initialKeys].join('\n')) ||
  initialFiles.some((file) => readFileSync(path.join(dist, file), 'utf8').includes('eosjs'))
) {
  console.error('eosjs is in the initial chunks')
  failures += 1
}

// MSW must never ship in the production build.
const assets = readdirSync(path.join(dist, 'assets')).filter((file) => file.endsWith('.js'))
const mswFiles = assets.filter((file) =>
  /\[MSW\]|mockServiceWorker/.test(readFileSync(path.join(dist, 'assets', file), 'utf8')),
)
if (existsSync(path.join(dist, 'mockServiceWorker.js'))) mswFiles.push('mockServiceWorker.js')
if (mswFiles.length > 0) {
  console.error(`MSW code in the production build: ${mswFiles.join(', ')}`)
  failures += 1
}

// --- Cold loads in Chromium -------------------------------------------------------------------------

/** Starts `vite preview` of the build on a free port; resolves once it answers. */
async function startPreview() {
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

/** What a cold load of the route downloads: each same-origin JS and CSS file with its gzip size. */
// A platform party's session, for the routes only role 2 may open (`session: 'platform'`).
const platformSession = {
  token: 'budget-run-token',
  loginInfo: JSON.stringify({ account: 'budgetplat11', type: 2, role: 2, user_name: 'budget', perm_accounts_id: 1 }),
  chain: JSON.stringify({ account: 'budgetplat11' }),
}

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
    const name = new URL(response.url()).pathname.replace(/^\/assets\//, '')
    files.push({ name, gzip: gzipSize(await response.body()) })
  }
  await context.close()
  return { landed, files }
}

const { server, origin } = await startPreview()
const rows = [['route', 'page JS gzip', 'beyond React', 'CSS gzip', 'target (page JS)', 'verdict', 'goal']]
const details = []
let overBudget = 0
let reactBytes = 0
try {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    for (const budget of measured) {
      const { landed, files } = await measure(browser, origin, budget)
      const js = files.filter((file) => file.name.endsWith('.js'))
      const jsBytes = js.reduce((total, file) => total + file.gzip, 0)
      const cssBytes = files.filter((file) => file.name.endsWith('.css')).reduce((total, file) => total + file.gzip, 0)
      const react = js.filter((file) => /react-runtime/.test(file.name)).reduce((total, file) => total + file.gzip, 0)
      reactBytes = Math.max(reactBytes, react)
      let verdict = jsBytes <= budget.maxPageJsKiB * 1024 ? 'ok' : 'OVER BUDGET'
      // The limit follows the page down (budget.config.mjs): a page 1 KiB lighter than its limit says so.
      const lowerTo = Math.ceil((jsBytes / 1024 + 0.3) * 2) / 2
      if (verdict === 'ok' && lowerTo <= budget.maxPageJsKiB - 1) verdict = `ok: lower the limit to ${lowerTo}`
      if (landed !== budget.route) {
        // A redirect measures another page: that is a broken measurement, not a figure.
        verdict = `WRONG PAGE (landed on ${landed})`
        failures += 1
      } else if (!verdict.startsWith('ok')) overBudget += 1
      for (const { chunk, route } of routeOnlyChunks) {
        const loaded = js.some((file) => file.name.startsWith(`${chunk}-`))
        if (budget.route === route && !loaded) {
          console.error(`${route}: the ${chunk} chunk was not loaded, so its budget does not count it`)
          failures += 1
        } else if (budget.route !== route && loaded) {
          console.error(`${budget.route}: loads the ${chunk} chunk, which only ${route} may load`)
          failures += 1
        }
      }
      const goal = budget.goalKiB
        ? `${budget.goalKiB} KiB (${jsBytes <= budget.goalKiB * 1024 ? 'met' : `${kib(jsBytes - budget.goalKiB * 1024)} to go`})`
        : ''
      rows.push([
        budget.route,
        kib(jsBytes),
        kib(jsBytes - react),
        kib(cssBytes),
        `${budget.maxPageJsKiB} KiB`,
        verdict,
        goal,
      ])
      details.push(
        `${budget.route}: ${js
          .sort((a, b) => b.gzip - a.gzip)
          .map((file) => `${file.name.replace(/-[\w-]{7}\.js$/, '')} ${kib(file.gzip)}`)
          .join(', ')}`,
      )
    }
  } finally {
    await browser.close()
  }
} finally {
  server.kill()
}

console.log(`React runtime (react, react-dom, scheduler): ${kib(reactBytes)} gzip, loaded by every route`)
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
if (process.argv.includes('--files')) for (const line of details) console.log(line)
console.log(failures === 0 ? 'eosjs: not in the initial chunks; msw: not in the production build' : '')
const allJs = assets.reduce((total, file) => total + gzipSize(readFileSync(path.join(dist, 'assets', file))), 0)
console.log(`all JS chunks together: ${kib(allJs)} gzip in ${assets.length} files`)
if (overBudget > 0)
  console.log(
    `${overBudget} route(s) over their size target${strict ? '' : ' (not failing: run with --strict to enforce)'}`,
  )
process.exit(failures > 0 || (overBudget > 0 && strict) ? 1 : 0)
