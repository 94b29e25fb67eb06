#!/usr/bin/env node
// Builds the console and prints the gzip size of the JS and CSS each route loads (the entry's
// initial chunks plus the route's lazy chunk and its static imports). Fails when chain code (eosjs) is
// in the initial chunks or MSW is in the production build. A route over its size target is printed as
// OVER BUDGET; it fails the run only with --strict (size targets are figures to watch, not tests).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { routeBudgets } from './budget.config.mjs'

const dist = 'dist'
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(path.join('node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'))
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`

/** The files a manifest entry loads before it runs: itself, its static imports, their CSS. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen)
  return seen
}

function filesOf(keys) {
  const js = new Set()
  const css = new Set()
  for (const key of keys) {
    const chunk = manifest[key]
    if (!chunk) continue
    js.add(chunk.file)
    for (const file of chunk.css ?? []) css.add(file)
  }
  return { js, css }
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0)
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('no entry in the Vite manifest')
const initialKeys = staticClosure(entryKey)
const initial = filesOf(initialKeys)

// Three readings per route: its own chunks (what navigating to it downloads beyond the app's initial
// chunks; the targets apply to this), the whole page on a cold load, and the whole page without React's
// runtime. React 19.3 with react-dom weighs about 66 KiB gzip alone, more than the login target (64 KiB),
// so a whole-page reading of the targets cannot be met with this stack; all three are printed.
const runtimeFiles = [...initial.js].filter((file) => /react-runtime/.test(file))
const runtimeBytes = sum(runtimeFiles)
console.log(`React runtime (react, react-dom, scheduler): ${kib(runtimeBytes)} gzip, loaded by every route`)

let failures = 0
let overBudget = 0
const rows = [['route', 'own JS gzip', 'page JS gzip', 'page JS beyond React', 'CSS gzip', 'target (own)', 'verdict']]
rows.push([
  '(initial chunks)',
  '',
  kib(sum(initial.js)),
  kib(sum(initial.js) - runtimeBytes),
  kib(sum(initial.css)),
  '',
  '',
])
for (const { route, module, maxJsKiB } of routeBudgets) {
  if (!manifest[module]) {
    rows.push([route, '—', '—', '—', '—', `${maxJsKiB} KiB`, `not built yet (${module})`])
    continue
  }
  const keys = staticClosure(module, new Set(initialKeys))
  const { js, css } = filesOf(keys)
  const jsBytes = sum(js)
  const ownBytes = sum([...js].filter((file) => !initial.js.has(file)))
  const ok = ownBytes <= maxJsKiB * 1024
  if (!ok) overBudget += 1
  rows.push([
    route,
    kib(ownBytes),
    kib(jsBytes),
    kib(jsBytes - runtimeBytes),
    kib(sum(css)),
    `${maxJsKiB} KiB`,
    ok ? 'ok' : 'OVER BUDGET',
  ])
}

const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)))
for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column])).join('  '))

// eosjs must stay out of the initial chunks: it is loaded only where a chain operation happens.
const initialSources = [...initialKeys].join('\n')
if (
  /node_modules\/eosjs\//.test(initialSources) ||
  [...initial.js].some((file) => readFileSync(path.join(dist, file), 'utf8').includes('eosjs'))
) {
  console.error('eosjs is in the initial chunks')
  failures += 1
} else {
  console.log('eosjs: not in the initial chunks')
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
} else {
  console.log('msw: not in the production build')
}

const allJs = assets.reduce((total, file) => total + gzipSync(readFileSync(path.join(dist, 'assets', file))).length, 0)
console.log(`all JS chunks together: ${kib(allJs)} gzip in ${assets.length} files`)
if (overBudget > 0)
  console.log(
    `${overBudget} route(s) over their size target${process.argv.includes('--strict') ? '' : ' (not failing: run with --strict to enforce)'}`,
  )
process.exit(failures > 0 || (overBudget > 0 && process.argv.includes('--strict')) ? 1 : 0)
