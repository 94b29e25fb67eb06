import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The node project's global setup: one migrated PGlite cluster, dumped to a file that every in-memory test
 * database starts from (server/test/pglite-template.ts). It is made in a child process started with the
 * WebAssembly-safe flags, which Vitest's own process lacks. Not on PostgreSQL (DATABASE_URL), where tests
 * work in schemas of their own.
 */
export default function setup(project: TestProject): () => void {
  if (process.env.DATABASE_URL) return () => undefined
  const folder = mkdtempSync(path.join(tmpdir(), 'ddc-pglite-template-'))
  const file = path.join(folder, 'migrated.tar')
  const made = spawnSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    // Liftoff only, as the node project's workers: initdb once is too short for V8's optimising compiler.
    [...WASM_SAFE_NODE_FLAGS, '--liftoff-only', path.join(root, 'server', 'test', 'pglite-template-make.ts'), file],
    { cwd: root, stdio: 'inherit' },
  )
  if (made.status !== 0) throw new Error(`making the PGlite template failed (exit ${made.status}, ${made.signal})`)
  project.provide('pgliteTemplate', file)
  return () => rmSync(folder, { recursive: true, force: true })
}
