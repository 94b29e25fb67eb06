import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { WASM_SAFE_NODE_FLAGS } from '../../../tooling/wasm-safe-process'

/**
 * `server/main.ts` as its own process, the way `npm run server` starts it (with the WebAssembly-safe flags,
 * so the process is the server itself and a kill -9 reaches it, not a launcher).
 */
export interface ServerProcess {
  readonly child: ChildProcess
  /** Everything it printed so far. */
  output(): string
  /** Resolves with the first match of `pattern` in its output (or rejects when it exits first). */
  waitFor(pattern: RegExp, timeoutMs: number): Promise<RegExpExecArray>
  /** kill -9, resolved once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM, resolved once the process is gone. */
  stop(): Promise<void>
}

const main = path.resolve(import.meta.dirname, '../../main.ts')

export function startServerProcess(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, [...WASM_SAFE_NODE_FLAGS, '--import', 'tsx', main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let printed = ''
  const watchers = new Set<() => void>()
  const read = (chunk: Buffer) => {
    printed += chunk.toString('utf8')
    for (const watcher of watchers) watcher()
  }
  child.stdout?.on('data', read)
  child.stderr?.on('data', read)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.once('exit', () => {
    for (const watcher of watchers) watcher()
  })
  const gone = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    await exited
  }
  return {
    child,
    output: () => printed,
    waitFor(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(printed)
          if (match) finish(() => resolve(match))
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(() => reject(new Error(`the server exited before ${pattern}:\n${printed.slice(-3000)}`)))
        }
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no ${pattern} within ${timeoutMs} ms:\n${printed.slice(-3000)}`))),
          timeoutMs,
        )
        const finish = (settle: () => void) => {
          clearTimeout(timer)
          watchers.delete(check)
          settle()
        }
        watchers.add(check)
        check()
      })
    },
    kill: () => gone('SIGKILL'),
    stop: () => gone('SIGTERM'),
  }
}

/** Starts an API instance and answers its address, read from Fastify's "Server listening at" line. */
export async function startApiProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ process: ServerProcess; url: string }> {
  const started = startServerProcess({ ...env, INDEXER: 'off', PORT: '0', LOG_LEVEL: 'info' })
  const [, url = ''] = await started.waitFor(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/, timeoutMs)
  return { process: started, url }
}
