import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Playwright's global setup for the whole-system tests: they run `npm start` with CONSOLE=build, the console's
 * production build served by the API server, so `dist/` must hold a build of the current sources. CI's budget
 * step has just built it; on a developer's machine a stale or missing build is rebuilt here (about a minute).
 */
const root = path.resolve(import.meta.dirname, '../..')
const sources = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json', 'scripts/prerender.ts']

function newestChange(entry: string): number {
  const info = statSync(entry, { throwIfNoEntry: false })
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), 0)
}

export default function ensureBuiltConsole(): void {
  const built = path.join(root, 'dist', 'index.html')
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0
  const changedAt = Math.max(...sources.map((entry) => newestChange(path.join(root, entry))))
  if (builtAt > changedAt) return
  console.log(builtAt ? 'dist/ is older than the sources: building the console' : 'building the console into dist/')
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    // The build refuses the development register code and IV unless told that it is a test build.
    env: { ...process.env, ALLOW_DEVELOPMENT_DEFAULTS: 'true' },
  })
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`)
}
