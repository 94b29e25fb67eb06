#!/usr/bin/env node
// Runs every test of the project (Vitest: unit, node, browser (development and production builds of React) and Storybook projects; Playwright e2e of the
// demo build and of the whole system) and ends with one plain line "N passed, N failed", which is what CI reads.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const resultsDir = '.test-results'
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const bin = (name) => path.join('node_modules', '.bin', name)
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
const timings = []

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  timings.push(`${minutes(Date.now() - started)}  ${path.basename(command)} ${args.join(' ')}`)
  return result.status ?? 1
}

let passed = 0
let failed = 0
let skipped = 0

// The contract's WebAssembly, which the chain tests deploy (skipped when up to date).
if (run(process.execPath, ['chain/contract/build.mjs']) !== 0) failed += 1

// Vitest: every project in one run; its JSON report gives the counts.
const vitestJson = path.join(resultsDir, 'vitest.json')
const vitestStatus = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
])
if (existsSync(vitestJson)) {
  const report = JSON.parse(readFileSync(vitestJson, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  // A file that fails to load counts no test but must still fail the run.
  if (vitestStatus !== 0 && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites ?? 1)
} else if (vitestStatus !== 0) {
  failed += 1
}

// Playwright: the assembled product in real Chromium; first the offline demo build, then the whole system
// (`npm start`: devnet, API server and indexer, console), each with its own config and JSON report.
function runPlaywright(args, jsonReport) {
  const status = run(bin('playwright'), ['test', ...args])
  if (existsSync(jsonReport)) {
    const { stats } = JSON.parse(readFileSync(jsonReport, 'utf8'))
    passed += stats.expected + stats.flaky
    failed += stats.unexpected
    skipped += stats.skipped
    if (status !== 0 && stats.unexpected === 0) failed += 1
  } else if (status !== 0) {
    failed += 1
  }
}
runPlaywright([], path.join(resultsDir, 'playwright.json'))
runPlaywright(['--config', 'playwright.system.config.ts'], path.join(resultsDir, 'playwright-system.json'))

console.log('\nTime per step:')
for (const line of timings) console.log(`  ${line}`)
const ciStartedAt = Number(process.env.CI_STARTED_AT)
if (ciStartedAt)
  console.log(
    `CI total: ${minutes(Date.now() - ciStartedAt * 1000)} (load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')})`,
  )
console.log('')
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`)
process.exit(failed > 0 ? 1 : 0)
