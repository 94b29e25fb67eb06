import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { runIndexerAlone } from './indexer/plugin'

/** `npm run server`: the API server (and the console build when STATIC_DIR is set). */
async function main(): Promise<void> {
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`server: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  if (config.indexer === 'only') return runIndexerAlone(config)
  const app = await buildApp({ config })
  const stop = async () => {
    await app.close()
    process.exit(0)
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
  await app.fastify.listen({ host: config.host, port: config.port })
}

await main()
