import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from '@playwright/test'
import { startSystem, type RunningSystem } from '../running-system'

// The first start builds the contract (minutes on a loaded 2-core machine), Vite optimises on first load.
const FIRST_START_MS = 6 * 60_000
const RESTART_MS = 3 * 60_000

/** The system a spec runs against, started before its tests and stopped after them. */
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
  /** Stops the whole system and starts it again on the same data folder. */
  restart(): Promise<void>
}

/**
 * Starts `npm start` (running-system.ts) on a data folder of the spec's own in `beforeAll`, stops it and removes
 * the folder in `afterAll`. `name` prefixes the folder and the start-time line.
 */
export function startSystemForSpec(name: string): SystemUnderTest {
  let dataDir = ''
  let system: RunningSystem | undefined

  const start = async (startTimeoutMs: number, what: string) => {
    const began = performance.now()
    system = await startSystem({ dataDir, captchaAnswersFile: answersFile(), startTimeoutMs })
    console.log(`${name}: npm start ${what} in ${((performance.now() - began) / 1000).toFixed(1)} s`)
  }
  const answersFile = () => path.join(dataDir, 'captcha-answers.txt')
  const running = () => {
    if (!system) throw new Error('the system is not running')
    return system
  }

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `ddc-${name}-`))
    await start(FIRST_START_MS, 'answered')
  })
  test.afterAll(async () => {
    await system?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    running,
    get dataDir() {
      return dataDir
    },
    get captchaAnswersFile() {
      return answersFile()
    },
    get devAccountsFile() {
      return path.join(dataDir, 'devnet', 'dev-accounts.json')
    },
    url: (pathAndQuery) => new URL(pathAndQuery.replace(/^\//, ''), running().consoleUrl).href,
    async restart() {
      await running().stop()
      system = undefined
      await start(RESTART_MS, 'restarted')
    },
  }
}
