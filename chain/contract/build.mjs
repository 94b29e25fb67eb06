// Builds the collectibles contract with proton-asc into chain/contract/target/ddc.contract.{wasm,abi},
// skipping the build when both outputs are newer than every source. Usable as a script
// (`node chain/contract/build.mjs [--force]`, or `npm run build:contract`) or as a module
// (`import { buildContract } from './chain/contract/build.mjs'`).
import { spawn } from 'node:child_process'
import { copyFileSync, mkdirSync, readdirSync, rmSync, rmdirSync, statSync, utimesSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const contractDir = path.dirname(fileURLToPath(import.meta.url))
const projectRoot = path.resolve(contractDir, '..', '..')
const targetDir = path.join(contractDir, 'target')
const entry = path.join(contractDir, 'ddc.contract.ts')

export const contractOutputs = {
  wasm: path.join(targetDir, 'ddc.contract.wasm'),
  abi: path.join(targetDir, 'ddc.contract.abi'),
}

const lockDir = path.join(targetDir, '.build-lock')
// The holder touches the lock while it builds; a lock untouched this long was left by a process that died. A
// build itself may take minutes on a loaded machine (109 s at load 5 in CI), so waiting has no limit of its own.
const LOCK_HEARTBEAT_MS = 5_000
const LOCK_STALE_MS = 60_000

function mtimeOf(file) {
  try {
    return statSync(file).mtimeMs
  } catch {
    return undefined
  }
}

/** Everything a build depends on: the contract's own sources, this script, and the compiler's version. */
function sourceFiles() {
  const own = readdirSync(contractDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => path.join(contractDir, name))
  return [
    ...own,
    fileURLToPath(import.meta.url),
    path.join(contractDir, 'compile.cjs'),
    path.join(projectRoot, 'node_modules', 'proton-tsc', 'package.json'),
  ]
}

export function isContractFresh() {
  const built = [contractOutputs.wasm, contractOutputs.abi].map(mtimeOf)
  if (built.some((time) => time === undefined)) return false
  const oldestOutput = Math.min(...built)
  return sourceFiles().every((file) => (mtimeOf(file) ?? Infinity) < oldestOutput)
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** One build at a time across processes (tests and the devnet may both ask): a lock directory. */
async function withLock(work) {
  mkdirSync(targetDir, { recursive: true })
  for (;;) {
    try {
      mkdirSync(lockDir)
      break
    } catch {
      const lockTime = mtimeOf(lockDir)
      if (lockTime !== undefined && Date.now() - lockTime > LOCK_STALE_MS) {
        rmSync(lockDir, { recursive: true, force: true })
        continue
      }
      await sleep(500)
    }
  }
  const heartbeat = setInterval(() => {
    const now = new Date()
    utimesSync(lockDir, now, now)
  }, LOCK_HEARTBEAT_MS)
  try {
    return await work()
  } finally {
    clearInterval(heartbeat)
    rmdirSync(lockDir)
  }
}

/**
 * A failed build may still overwrite the .abi, leaving it out of step with the old .wasm. Keep the last good
 * pair (with its times, so it still counts as stale) and put it back on failure: a running devnet keeps a
 * consistent contract, and the next build runs again.
 */
function keepPreviousOutputs() {
  const saved = Object.values(contractOutputs)
    .map((file) => ({ file, copy: `${file}.previous`, stat: statSync(file, { throwIfNoEntry: false }) }))
    .filter((entry) => entry.stat !== undefined)
  for (const entry of saved) copyFileSync(entry.file, entry.copy)
  return {
    restore() {
      for (const file of Object.values(contractOutputs)) rmSync(file, { force: true })
      for (const entry of saved) {
        copyFileSync(entry.copy, entry.file)
        utimesSync(entry.file, entry.stat.atime, entry.stat.mtime)
      }
    },
    discard() {
      for (const entry of saved) rmSync(entry.copy, { force: true })
    },
  }
}

function runCompiler(log) {
  // proton-asc's compiler, as its command runs it, with this Node (24), never an older one on PATH.
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(contractDir, 'compile.cjs'), path.relative(projectRoot, entry)], {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('close', (code) => {
      // A failed build still prints "Build Done" and may write an .abi: only the exit code counts.
      if (code === 0) {
        resolve()
        return
      }
      const errors = output
        .split('\n')
        .filter((line) => !/^npm warn|DEP0166|trace-deprecation/.test(line))
        .join('\n')
      log(errors)
      reject(new Error(`contract build failed (proton-asc exit code ${code})`))
    })
  })
}

/**
 * Builds the contract unless it is up to date. Resolves to 'built' or 'up to date'.
 * @param {{ force?: boolean, log?: (line: string) => void }} [options]
 */
export async function buildContract({ force = false, log = (line) => console.log(line) } = {}) {
  if (!force && isContractFresh()) {
    log(`contract up to date: ${path.relative(projectRoot, contractOutputs.wasm)}`)
    return 'up to date'
  }
  return withLock(async () => {
    // Another process may have finished the same build while this one waited for the lock.
    if (!force && isContractFresh()) {
      log(`contract up to date: ${path.relative(projectRoot, contractOutputs.wasm)}`)
      return 'up to date'
    }
    const started = Date.now()
    log('contract: building with proton-asc …')
    const previous = keepPreviousOutputs()
    try {
      await runCompiler(log)
    } catch (error) {
      previous.restore()
      throw error
    } finally {
      previous.discard()
    }
    log(
      `contract built in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(projectRoot, contractOutputs.wasm)}, ${path.relative(projectRoot, contractOutputs.abi)}`,
    )
    return 'built'
  })
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildContract({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  })
}
