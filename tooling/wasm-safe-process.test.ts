import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { hasWasmSafeFlags, WASM_SAFE_NODE_FLAGS } from './wasm-safe-process'

const root = path.resolve(import.meta.dirname, '..')
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts

describe('processes that run WebAssembly start with memory protection keys off', () => {
  it('this Vitest worker (the PGlite and devnet suites run in such workers)', () => {
    expect(hasWasmSafeFlags()).toBe(true)
  })

  it.each(['start', 'server', 'chain', 'bench:chain', 'bench:api', 'bench:captcha', 'bench:indexer'])(
    'npm run %s',
    (name) => {
      for (const flag of WASM_SAFE_NODE_FLAGS) expect(scripts[name]).toContain(flag)
    },
  )

  it('an entry point started without them restarts itself with them', () => {
    const probe = path.join(root, 'tooling', 'wasm-safe-process.probe.ts')
    const printed = execFileSync(process.execPath, ['--import', 'tsx', probe], { cwd: root, encoding: 'utf8' })
    expect(JSON.parse(printed)).toEqual(expect.arrayContaining([...WASM_SAFE_NODE_FLAGS]))
  })
})
