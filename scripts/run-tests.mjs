#!/usr/bin/env node
// Runs every test of the project (Vitest: unit, node, browser (development and production builds of React) and Storybook projects; Playwright e2e of the
// demo build and of the whole system) and ends with one plain line "N passed, N failed", which is what CI reads.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const resultsDir = '.test-results'
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const bin = (name) => path.join('node_modules', '.bin', name)
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' }

const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`
const timings = []
const runStartedAt = Date.now()

function run(command, args) {
  console.log(`\n$ ${command} ${args.join(' ')}`)
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env })
  timings.push(`${minutes(Date.now() - started)}  ${path.basename(command)} ${args.join(' ')}`)
  return result.status ?? 1
}

/**
 * Starts a runner beside the others. Its output goes to a log file, printed whole once Vitest (which prints
 * as it goes) has ended, so that no two runners' lines interleave; a line says when it ends.
 */
function runBeside(label, command, args) {
  const log = path.join(resultsDir, `${label.replaceAll(' ', '-')}.log`)
  const out = createWriteStream(log)
  const started = Date.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env })
  child.stdout.pipe(out, { end: false })
  child.stderr.pipe(out, { end: false })
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const took = minutes(Date.now() - started)
      timings.push(`${took}  ${path.basename(command)} ${args.join(' ')} (beside Vitest)`)
      console.log(`\n[${label} ended after ${took}: ${signal ?? `exit ${code}`}; its output follows Vitest's]`)
      out.end(() => resolve({ label, status: code ?? 1, log }))
    })
  })
}

let passed = 0
let failed = 0
let skipped = 0

// The contract's WebAssembly, which the chain tests deploy (skipped when up to date).
if (run(process.execPath, ['chain/contract/build.mjs']) !== 0) failed += 1

// The Playwright runs, the whole system (`npm start`: devnet, API server and indexer, console) and then the
// offline demo build, each with its own config and JSON report, run one after the other beside Vitest: Vitest
// alone leaves the cores idle at its start and its end, and one after the other they still end before it does
// (CI here took 31 min 19 s so, 31 min 37 s with both at once), with one browser fewer at a time.
const system = runBeside('whole-system e2e', bin('playwright'), ['test', '--config', 'playwright.system.config.ts'])
const demo = system.then(() => runBeside('demo e2e', bin('playwright'), ['test']))

// Vitest: every project in one run; its JSON report gives the counts.
const vitestJson = path.join(resultsDir, 'vitest.json')
const vitestArgs = ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]
// Started, not run synchronously: this process must keep reading the Playwright runs' output meanwhile.
console.log(`\n$ vitest ${vitestArgs.join(' ')}`)
const vitestStartedAt = Date.now()
const vitestStatus = await new Promise((resolve) => {
  spawn(bin('vitest'), vitestArgs, { stdio: 'inherit', env }).on('close', (code) => resolve(code ?? 1))
})
timings.push(`${minutes(Date.now() - vitestStartedAt)}  vitest ${vitestArgs.join(' ')}`)
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

function countPlaywright({ label, status, log }, jsonReport) {
  console.log(`\n== ${label}\n`)
  process.stdout.write(readFileSync(log, 'utf8'))
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
countPlaywright(await system, path.join(resultsDir, 'playwright-system.json'))
countPlaywright(await demo, path.join(resultsDir, 'playwright.json'))

console.log(`\nTime per step (all tests: ${minutes(Date.now() - runStartedAt)}):`)
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
// exitCode, not exit(): a piped stdout still has the runners' logs to write out.
process.exitCode = failed > 0 ? 1 : 0
