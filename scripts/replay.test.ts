import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const run = promisify(execFile)
const root = path.resolve(import.meta.dirname, '..')
const tsxCli = path.join(root, 'node_modules/tsx/dist/cli.mjs')

async function replay(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [tsxCli, 'scripts/replay.ts', ...args], { cwd: root })
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` }
  }
}

describe('npm run replay', () => {
  it('prints each step with state, tags and context changes', async () => {
    const result = await replay('chain-operation', 'src/lib/chain-operation/traces/chain-operation.points-retry.json')
    expect(result.code).toBe(0)
    expect(result.output).toContain('xstate.error.actor.checkPoints  →  pointsRetryWait [error]')
    expect(result.output).toContain('error: null → {"key":"messages.pointsQueryFailed"}')
    expect(result.output).toContain('OK: 10 steps replayed, final state done')
  }, 30_000)

  it('fails when the trace does not fit the machine', async () => {
    const result = await replay('account-switch', 'src/features/auth/machines/traces/login.success.json')
    expect(result.code).toBe(1)
    expect(result.output).toContain('does not fit the machine "accountSwitch"')
  }, 30_000)
})
