// The reference app (`../shared/reference/antd6-admin`, Vite + React + antd) built and served beside the
// console, so that each console figure is quoted with the reference's from the same run and machine.
// Its dependencies stay outside the project's lock: the sources are copied into a git-ignored cache folder
// keyed by the hash of its package-lock.json, installed there once, and built there with its own Vite.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

/** What the reference's folder holds besides its install and its build. */
const skipped = new Set(['node_modules', 'dist'])

function copySources(from: string, to: string): void {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    if (skipped.has(name)) continue
    const source = path.join(from, name)
    const target = path.join(to, name)
    if (statSync(source).isDirectory()) copySources(source, target)
    else {
      // The shared copy is read-only; the cached one must be replaceable by the next run.
      rmSync(target, { force: true })
      copyFileSync(source, target)
      chmodSync(target, 0o644)
    }
  }
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`)
}

/**
 * Copies, installs (once per lock) and builds the reference; returns its `dist` folder. `npm ci` runs
 * without install scripts: nothing in it needs one, and nothing may download a browser or a binary.
 */
export function buildReference(sourceDir: string, cacheRoot: string): string {
  const lock = readFileSync(path.join(sourceDir, 'package-lock.json'))
  const key = createHash('sha256').update(lock).digest('hex').slice(0, 16)
  const workDir = path.join(cacheRoot, key)
  // Sources are copied again each run (cheap), so an edited reference is never measured stale.
  for (const name of existsSync(workDir) ? readdirSync(workDir) : []) {
    if (!skipped.has(name)) rmSync(path.join(workDir, name), { recursive: true, force: true })
  }
  copySources(sourceDir, workDir)
  const installed = path.join(workDir, 'node_modules', '.bench-installed')
  if (!existsSync(installed)) {
    process.stderr.write(`reference: npm ci in ${workDir}\n`)
    run('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], workDir)
    writeFileSync(installed, key)
  }
  rmSync(path.join(workDir, 'dist'), { recursive: true, force: true })
  run(
    process.execPath,
    [path.join(workDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
    workDir,
  )
  return path.join(workDir, 'dist')
}
