import cluster from 'node:cluster'
import { buildApp } from './app'
import { ConfigError, loadConfig, type ServerConfig } from './config'
import { captchaAnswersHook } from './dev/captcha-answers'
import { runIndexerAlone } from './indexer/plugin'
import { stopOnSignals } from './ops/shutdown'
import { ensureWasmSafeProcess } from '../tooling/wasm-safe-process'

/**
 * `npm run server`: the API server (and the console build when STATIC_DIR is set). `WORKERS=n` runs n
 * instances sharing the port (the server keeps no state of its own: sessions, limits and captchas live in
 * the database), which needs PostgreSQL: PGlite belongs to one process.
 */
function readConfig(): ServerConfig {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`server: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
}

async function serve(config: ServerConfig): Promise<void> {
  const onCaptcha = captchaAnswersHook()
  const app = await buildApp({ config, ...(onCaptcha ? { onCaptcha } : {}) })
  stopOnSignals(() => app.close(), config.ops.shutdownTimeoutMs)
  await app.fastify.listen({ host: config.host, port: config.port })
}

await ensureWasmSafeProcess()
const config = readConfig()
const workers = Number(process.env.WORKERS ?? 1)
if (config.indexer === 'only') {
  // The indexer in a process of its own: no HTTP; instances in several processes take turns by advisory lock.
  await runIndexerAlone(config)
} else if (cluster.isPrimary && workers > 1) {
  if (!config.databaseUrl) {
    console.error('server: WORKERS > 1 needs DATABASE_URL (PGlite is a single-process database)')
    process.exit(1)
  }
  for (let index = 0; index < workers; index += 1) cluster.fork()
  const stopAll = () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM')
  }
  process.once('SIGINT', stopAll)
  process.once('SIGTERM', stopAll)
  cluster.on('exit', () => {
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
  })
} else {
  await serve(config)
}
