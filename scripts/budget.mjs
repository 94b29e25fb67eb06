#!/usr/bin/env node
// Builds the console and gives each route of budget.config.mjs the gzip size of every JS (and CSS) file a cold
// load of it downloads, which is what a user waits for, as Vite's manifest says (scripts/budget-static.mjs). Prints
// beside it the part beyond React's runtime. A few routes are also loaded cold in headless Chromium each run
// (`crossCheckRoutes`, the routeOnlyChunks routes and one more the build picks): the run fails when the browser
// fetches other files than the manifest says. `--chromium` loads every route so; `--route /path` (repeatable)
// measures only those routes, each also in Chromium.
// Fails when chain code (eosjs) is in the initial chunks, MSW is in the production build, or a chunk one route
// alone may load (`routeOnlyChunks`, e.g. the chart) is loaded by another (its own route is loaded in Chromium
// each run, which fails when it does not fetch the chunk). A route over its target is printed as OVER BUDGET; it
// fails the run only with --strict (CI runs it so).
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { consoleShell, crossCheckRoutes, routeBudgets, routeOnlyChunks } from './budget.config.mjs'
import { loadInChromium } from './budget-chromium.mjs'
import { gzipSizes, readBuild, routePageReader } from './budget-static.mjs'

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

const gzipSize = gzipSizes(dist)
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
let failures = 0

// --- Static checks on the build ---------------------------------------------------------------------

const { manifest, initialKeys, routeFiles } = readBuild(dist)
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

// --- Each route's files: the manifest's, and for some routes Chromium's -------------------------------

const pageOf = routePageReader()
const alsoLoadsOf = (route) => routeOnlyChunks.filter((only) => only.route === route).map(({ chunk }) => chunk)
const figures = measured.map((budget) => {
  const files = routeFiles(budget, { page: pageOf(budget.route), consoleShell, alsoLoads: alsoLoadsOf(budget.route) })
  return { budget, files: files.map((file) => ({ file, gzip: gzipSize(file) })) }
})

// The fixed routes cover each way a route loads (a public page, the console's frame, a chunk loaded as the page
// renders); one more, picked by the build's manifest, changes as the code does, so that in time every route is
// loaded in a browser.
const fixed = (route) => crossCheckRoutes.includes(route) || routeOnlyChunks.some((only) => only.route === route)
const others = measured.filter(({ route }) => !fixed(route))
const picked =
  others.length > 0
    ? others[createHash('sha256').update(JSON.stringify(manifest)).digest().readUInt32BE(0) % others.length]
    : undefined
const inChromium =
  process.argv.includes('--chromium') || onlyRoutes.length > 0
    ? measured
    : measured.filter((budget) => fixed(budget.route) || budget === picked)
const loads = await loadInChromium(dist, inChromium)

const bytesOf = (files) => files.reduce((total, file) => total + file.gzip, 0)

/** How the files Chromium's cold load fetched differ from those the manifest says, or null when they do not. */
function chromiumDisagreement(files, loaded) {
  const expected = new Set(files.map(({ file }) => file))
  const fetched = new Set(loaded.map(({ file }) => file))
  const unexpected = [...fetched].filter((file) => !expected.has(file))
  const missing = [...expected].filter((file) => !fetched.has(file))
  if (unexpected.length === 0 && missing.length === 0 && bytesOf(loaded) === bytesOf(files)) return null
  return (
    `Chromium's cold load fetched ${kib(bytesOf(loaded))}, the manifest says ${kib(bytesOf(files))}` +
    (unexpected.length > 0 ? `; not in the manifest's files: ${unexpected.join(', ')}` : '') +
    (missing.length > 0 ? `; not fetched: ${missing.join(', ')}` : '')
  )
}

const rows = [['route', 'page JS gzip', 'beyond React', 'CSS gzip', 'target (page JS)', 'verdict', 'goal']]
const details = []
const crossChecked = []
let overBudget = 0
let reactBytes = 0
for (const { budget, files } of figures) {
  const js = files.filter((file) => file.file.endsWith('.js'))
  const jsBytes = bytesOf(js)
  const cssBytes = bytesOf(files.filter((file) => file.file.endsWith('.css')))
  const react = bytesOf(js.filter((file) => /react-runtime/.test(file.file)))
  reactBytes = Math.max(reactBytes, react)
  let verdict = jsBytes <= budget.maxPageJsKiB * 1024 ? 'ok' : 'OVER BUDGET'
  // The limit follows the page down (budget.config.mjs): a page 1 KiB lighter than its limit says so.
  const lowerTo = Math.ceil((jsBytes / 1024 + 0.3) * 2) / 2
  if (verdict === 'ok' && lowerTo <= budget.maxPageJsKiB - 1) verdict = `ok: lower the limit to ${lowerTo}`
  const load = loads.get(budget.route)
  const disagreement = load && load.landed === budget.route ? chromiumDisagreement(files, load.files) : null
  if (load && load.landed !== budget.route) {
    // A redirect measures another page: that is a broken measurement, not a figure.
    verdict = `WRONG PAGE (landed on ${load.landed})`
    failures += 1
  } else if (disagreement) {
    console.error(`${budget.route}: ${disagreement} (scripts/budget-static.mjs)`)
    verdict = 'WRONG FILES (see above)'
    failures += 1
  } else {
    if (load) crossChecked.push(budget.route)
    if (!verdict.startsWith('ok')) overBudget += 1
  }
  for (const { chunk, route } of routeOnlyChunks) {
    const loaded = js.some((file) => path.basename(file.file).startsWith(`${chunk}-`))
    if (budget.route !== route && loaded) {
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
      .map((file) => `${path.basename(file.file).replace(/-[\w-]{7}\.js$/, '')} ${kib(file.gzip)}`)
      .join(', ')}`,
  )
}

console.log(`React runtime (react, react-dom, scheduler): ${kib(reactBytes)} gzip, loaded by every route`)
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))
if (process.argv.includes('--files')) for (const line of details) console.log(line)
console.log(failures === 0 ? 'eosjs: not in the initial chunks; msw: not in the production build' : '')
if (crossChecked.length > 0)
  console.log(`loaded cold in Chromium, the same files as the manifest says: ${crossChecked.join(', ')}`)
const allJs = assets.reduce((total, file) => total + gzipSize(path.join('assets', file)), 0)
console.log(`all JS chunks together: ${kib(allJs)} gzip in ${assets.length} files`)
if (overBudget > 0)
  console.log(
    `${overBudget} route(s) over their size target${strict ? '' : ' (not failing: run with --strict to enforce)'}`,
  )
process.exit(failures > 0 || (overBudget > 0 && strict) ? 1 : 0)
