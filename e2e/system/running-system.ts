import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/**
 * The whole system as a user starts it: `npm start` (the README's command) as a child process, on free ports
 * (PORTS=auto) and a data folder of the test's own, with the console's production build (CONSOLE=build) or
 * Vite's development console. Its addresses are read from what it prints.
 */
export interface RunningSystem {
  readonly consoleUrl: string
  readonly apiUrl: string
  readonly devnetUrl: string
  readonly contractAccount: string
  /** The demo logins it printed: user name → password and chain account. */
  readonly demoLogins: ReadonlyMap<string, { password: string; account: string }>
  /** Everything it printed after its start-up banner: the logs of the run. */
  printedAfterStart(): string
  /** Stops every process of the system (Ctrl-C's path: SIGTERM), and resolves when they are gone. */
  stop(): Promise<void>
}

export interface SystemOptions {
  readonly dataDir: string
  readonly captchaAnswersFile: string
  /** The first start builds the contract when chain/contract/target has none: minutes on a loaded machine. */
  readonly startTimeoutMs: number
  /** `build` (CONSOLE=build, the production build) or `development` (Vite, plain `npm start`'s default). */
  readonly console: ConsoleKind
}

export type ConsoleKind = 'build' | 'development'

const root = path.resolve(import.meta.dirname, '../..')
const STOP_TIMEOUT_MS = 60_000

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // The group is already gone.
  }
}

export function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORTS: 'auto',
    DATA_DIR: options.dataDir,
    CAPTCHA_ANSWERS_FILE: options.captchaAnswersFile,
    FORCE_COLOR: '0',
    NO_COLOR: '1',
    // Every request's lines (npm start logs warnings only by default): the run's logs are searched for secrets.
    LOG_LEVEL: 'info',
  }
  // PGlite in the test's data folder, whatever database a CI step left configured.
  delete env.DATABASE_URL
  // The production build (e2e/system/built-console.ts keeps it current) costs the browser a fraction of the
  // development console's work, and is what a deployment serves.
  if (options.console === 'build') env.CONSOLE = 'build'
  else delete env.CONSOLE
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group, so stopping it reaches npm, tsx and node alike.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  })
  let output = ''
  const stop = async () => {
    signalGroup(child, 'SIGTERM')
    if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
      signalGroup(child, 'SIGKILL')
      await waitForExit(child, 5_000)
      throw new Error(`npm start did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM:\n${output.slice(-2000)}`)
    }
  }

  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (reason: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signalGroup(child, 'SIGKILL')
      reject(new Error(`${reason}\n--- npm start printed ---\n${output.slice(-4000)}`))
    }
    const timer = setTimeout(
      () => fail(`npm start printed no console address within ${options.startTimeoutMs / 1000} s`),
      options.startTimeoutMs,
    )
    const read = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const consoleUrl = /^\s*Console\s+(http\S+)/m.exec(output)?.[1]
      const apiUrl = /^\s*API\s+(http\S+)\/api\/docs/m.exec(output)?.[1]
      const devnet = /start: devnet at (http\S+) \(contract (\S+)\)/.exec(output)
      // The last line it prints once everything listens.
      const readyAt = output.indexOf('Ctrl-C stops everything')
      const ready = readyAt >= 0 && output.indexOf('\n', readyAt) >= 0
      if (settled || !ready || !consoleUrl || !apiUrl || !devnet?.[1] || !devnet[2]) return
      settled = true
      clearTimeout(timer)
      child.stdout?.off('data', read)
      // Keep draining, so a full pipe never blocks the system.
      child.stdout?.on('data', (more: Buffer) => (output += more.toString('utf8')))
      const demoLogins = new Map(
        [...output.matchAll(/^\s+(devnet_\w+)\s+(\S+)\s+→\s+(\w+)\s*$/gm)].map(
          ([, name = '', password = '', account = '']) => [name, { password, account }] as const,
        ),
      )
      resolve({
        demoLogins,
        consoleUrl: consoleUrl.endsWith('/') ? consoleUrl : `${consoleUrl}/`,
        apiUrl,
        devnetUrl: devnet[1],
        contractAccount: devnet[2],
        printedAfterStart: () => output.slice(output.indexOf('\n', readyAt) + 1),
        stop,
      })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.once('exit', (code, signal) => fail(`npm start ended early (code ${code}, signal ${signal})`))
    child.once('error', (error) => fail(`npm start could not run: ${error.message}`))
  })
}
