import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base } from '@playwright/test'
import { startSystem, type ConsoleKind, type RunningSystem } from '../running-system'
import { secretsLoggedBy } from './log-secrets'

// The first start builds the contract (minutes on a loaded 2-core machine), Vite optimises on first load.
const FIRST_START_MS = 6 * 60_000
const RESTART_MS = 3 * 60_000

/**
 * One `npm start` (running-system.ts) per Playwright worker, on a data folder of its own, shared by every spec
 * the worker runs: a start costs half a minute to a minute, and the specs are written as a user would work on
 * one system, each with its own accounts and collectibles, reading counts before and after. A failed test makes
 * Playwright start a new worker, and so a new system, for the specs after it.
 */
class SharedSystem {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'ddc-system-'))
  private system: RunningSystem | undefined
  private starting: Promise<void> | undefined

  get captchaAnswersFile(): string {
    return path.join(this.dataDir, 'captcha-answers.txt')
  }

  running(): RunningSystem {
    if (!this.system) throw new Error('the system is not running')
    return this.system
  }

  ensureStarted(spec: string): Promise<void> {
    this.starting ??= this.start(spec, FIRST_START_MS, 'answered', 'build')
    return this.starting
  }

  async restart(spec: string, console: ConsoleKind): Promise<void> {
    await this.running().stop()
    this.checkLogs()
    this.system = undefined
    await this.start(spec, RESTART_MS, 'restarted', console)
  }

  async stopAndRemove(): Promise<void> {
    try {
      await this.system?.stop()
      this.checkLogs()
    } finally {
      rmSync(this.dataDir, { recursive: true, force: true })
    }
  }

  /** The run's logs hold no demo password, passphrase or devnet key (every spec's run is checked this way). */
  private checkLogs(): void {
    if (!this.system) return
    const logged = secretsLoggedBy(this.system, path.join(this.dataDir, 'devnet', 'dev-accounts.json'))
    if (logged.length > 0) throw new Error(`npm start logged ${logged.length} secret(s) of the demo during the run`)
  }

  private async start(spec: string, startTimeoutMs: number, what: string, console: ConsoleKind): Promise<void> {
    const began = performance.now()
    this.system = await startSystem({
      dataDir: this.dataDir,
      captchaAnswersFile: this.captchaAnswersFile,
      startTimeoutMs,
      console,
    })
    globalThis.console.log(
      `${spec}: npm start ${what} in ${((performance.now() - began) / 1000).toFixed(1)} s (${console} console)`,
    )
  }
}

/** Playwright's `test` with the worker's system; the system specs declare their tests with it. */
export const test = base.extend<object, { sharedSystem: SharedSystem }>({
  sharedSystem: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter.
    async ({}, use) => {
      const shared = new SharedSystem()
      await use(shared)
      await shared.stopAndRemove()
    },
    { scope: 'worker', timeout: FIRST_START_MS + 2 * 60_000 },
  ],
})

/** The system a spec runs against, started before its first test (or already running for an earlier spec). */
export interface SystemUnderTest {
  /** The running system; throws between a stop and the next start. */
  running(): RunningSystem
  readonly dataDir: string
  /** Where `npm start` (development only) writes each captcha's id and answer. */
  readonly captchaAnswersFile: string
  /** The devnet's development accounts and keys (devnet throwaway keys only). */
  readonly devAccountsFile: string
  /** A console address, for a path such as 'home' or '/home?tab=1'. */
  url(pathAndQuery: string): string
  /**
   * Stops the whole system and starts it again on the same data folder. The first start serves the console's
   * production build; a restart may bring up plain `npm start`'s development console instead.
   */
  restart(console: ConsoleKind): Promise<void>
}

/** The worker's system for the spec `name` (named in the start-time line). */
export function startSystemForSpec(name: string): SystemUnderTest {
  let shared: SharedSystem | undefined
  const current = () => {
    if (!shared) throw new Error('the system is not running')
    return shared
  }
  test.beforeAll(async ({ sharedSystem }) => {
    test.setTimeout(FIRST_START_MS + 60_000)
    shared = sharedSystem
    await sharedSystem.ensureStarted(name)
  })
  // Pages a spec opened in contexts of its own stay open (and keep polling and rendering) until closed; the
  // next spec shares the browser, so they are closed here.
  test.afterAll(async ({ browser }) => {
    await Promise.all(browser.contexts().map((context) => context.close()))
  })

  return {
    running: () => current().running(),
    get dataDir() {
      return current().dataDir
    },
    get captchaAnswersFile() {
      return current().captchaAnswersFile
    },
    get devAccountsFile() {
      return path.join(current().dataDir, 'devnet', 'dev-accounts.json')
    },
    url: (pathAndQuery) => new URL(pathAndQuery.replace(/^\//, ''), current().running().consoleUrl).href,
    restart: (console) => current().restart(name, console),
  }
}
