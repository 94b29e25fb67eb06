/**
 * `npm start`: everything on one machine, nothing to configure. The devnet (data in `.data/devnet`) with the
 * contract built and deployed, the API server (PGlite in `.data/server`, the indexer in-process) and the
 * console through Vite, which forwards `/api` and `/config.json` to the server: one origin to open.
 * The first start seeds demo users bound to the devnet accounts. Ctrl-C stops everything; the next start
 * resumes with all data. `npm run demo` is still the offline mock demo.
 *
 * Ports: DEVNET_PORT (8888), PORT (3000), CONSOLE_PORT (5173).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer as createVite } from 'vite'
import { buildContract } from '../chain/contract/build.mjs'
import { startDevnet } from '../chain/devnet/devnet'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { DEVNET_DEMO_USERS, seedDemoUsers, type DevnetKey } from '../server/dev/demo-users'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, '.data')
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

async function main(): Promise<void> {
  console.log('start: building the contract (once; about two minutes on a busy machine) …')
  console.log(`start: contract ${await buildContract({ log: (line) => console.log(`  ${line}`) })}`)

  const devnet = await startDevnet({ port: port('DEVNET_PORT', 8888), dataDir: path.join(dataDir, 'devnet') })
  const chainId = String((devnet.chain.getInfo() as { chain_id: string }).chain_id)
  console.log(`start: devnet at ${devnet.url} (contract ${devnet.contractAccount})`)

  const apiPort = port('PORT', 3000)
  const config = loadConfig(
    {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: path.join(dataDir, 'server'),
      PORT: String(apiPort),
      CHAIN_RPC: devnet.url,
      CHAIN_ID: chainId,
      CONTRACT_ACCOUNT: devnet.contractAccount,
      INDEXER: 'on',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    root,
  )
  const app = await buildApp({ config })
  await app.fastify.listen({ host: config.host, port: config.port })
  // The devnet may listen elsewhere than last time (DEVNET_PORT): the console reads the RPC from this row.
  await app.context.db
    .updateTable('chains')
    .set({ chain_rpc: devnet.url, chain_id: chainId })
    .where('contract_account', '=', devnet.contractAccount)
    .execute()
  const keys = JSON.parse(readFileSync(path.join(dataDir, 'devnet', 'dev-accounts.json'), 'utf8')) as DevnetKey[]
  if (await seedDemoUsers(app.context.db, keys)) console.log('start: demo users created')

  const address = app.fastify.server.address()
  const apiUrl = `http://${config.host}:${typeof address === 'object' && address ? address.port : apiPort}`
  const vite = await createVite({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    server: {
      host: '127.0.0.1',
      port: port('CONSOLE_PORT', 5173),
      strictPort: true,
      proxy: {
        '/api': { target: apiUrl, changeOrigin: true },
        '/config.json': { target: apiUrl, changeOrigin: true },
      },
    },
  })
  await vite.listen()
  const consoleUrl = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port('CONSOLE_PORT', 5173)}/`

  console.log(`\n  Console  ${consoleUrl}`)
  console.log(`  API      ${apiUrl}/api/docs   indexer: ${apiUrl}/api/indexer/status`)
  console.log(`  Devnet   ${devnet.url}\n`)
  console.log('  Demo logins (development fixtures; the chain passphrase is in the README)')
  for (const user of DEVNET_DEMO_USERS)
    console.log(`    ${user.user_name.padEnd(16)} ${user.password.padEnd(14)} → ${user.account}`)
  console.log('\n  Ctrl-C stops everything; the next npm start resumes with all data (.data/).\n')

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('start: stopping …')
    await vite.close()
    await app.close()
    await devnet.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

await main()
