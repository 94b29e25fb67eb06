#!/usr/bin/env node
// The WebAssembly soak: the devnet and PGlite suites (contract VMs and PGlite instances created and dropped by
// the hundred) run again and again in Vitest workers; it stops at the first failure and fails on any V8 fatal
// error in the output. `npm run soak:wasm -- --runs 20 [vitest paths…]`.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '20' } },
  allowPositionals: true,
})
const runs = Number(values.runs)
const suites = positionals.length > 0 ? positionals : ['chain/devnet', 'server/indexer', 'server/db']
const fatal = /Fatal error|Check failed|SIGTRAP|SIGSEGV|SIGABRT/

const started = Date.now()
for (let run = 1; run <= runs; run += 1) {
  const runStarted = Date.now()
  // Crashes are what it looks for: a loaded machine may run long, so every test gets five times its time.
  const result = spawnSync(
    path.join('node_modules', '.bin', 'vitest'),
    ['run', '--project', 'node', '--testTimeout', '300000', '--hookTimeout', '600000', ...suites],
    {
      encoding: 'utf8',
      env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  const output = `${result.stdout}\n${result.stderr}`
  const tests = /Tests\s+(.*)/.exec(output)?.[1]?.trim() ?? '?'
  const seconds = ((Date.now() - runStarted) / 1000).toFixed(0)
  if (result.status !== 0 || fatal.test(output)) {
    console.log(output)
    console.log(
      `soak: run ${run} of ${runs} failed after ${seconds} s (exit ${result.status}, signal ${result.signal})`,
    )
    console.log(`0 passed, 1 failed`)
    process.exit(1)
  }
  console.log(`soak: run ${run} of ${runs} passed in ${seconds} s (${tests})`)
}
console.log(
  `soak: ${runs} runs of ${suites.join(', ')} without a crash in ${((Date.now() - started) / 60_000).toFixed(1)} min`,
)
