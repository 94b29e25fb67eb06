/**
 * `npm start`: everything on one machine, nothing to configure. The devnet (data in `.data/devnet`) with the
 * contract built and deployed, the API server (PGlite in `.data/server`, the indexer in-process) and the
 * console through Vite, which forwards `/api` and `/config.json` to the server: one origin to open.
 * The first start seeds demo users bound to the devnet accounts. Ctrl-C stops everything; the next start
 * resumes with all data. `npm run demo` is still the offline mock demo.
 *
 * Ports: DEVNET_PORT (8888), PORT (3000), CONSOLE_PORT (5173); PORTS=auto picks three free ports instead (tests,
 * CI). CONSOLE=build serves the production build in `dist/` (`npm run build`) from the API server instead of
 * Vite, as a deployment does: the whole-system tests use it, since a development console costs the browser
 * several times the work. DATA_DIR (default `.data/`) holds the devnet and server data. CAPTCHA_ANSWERS_FILE (development only,
 * for end-to-end tests): each captcha's id and answer are appended there, since the image is made for eyes.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { createServer as createVite, type ViteDevServer } from 'vite'
import { buildContract } from '../chain/contract/build.mjs'
import { startDevnet } from '../chain/devnet/devnet'
import { buildApp } from '../server/app'
import { loadConfig } from '../server/config'
import { captchaAnswersHook } from '../server/dev/captcha-answers'
import { DEVNET_DEMO_USERS, seedDemoUsers, type DevnetKey } from '../server/dev/demo-users'
import { freePort } from '../tooling/free-port'
import { ensureWasmSafeProcess } from '../tooling/wasm-safe-process'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.resolve(root, process.env.DATA_DIR ?? '.data')
const autoPorts = process.env.PORTS === 'auto'
const builtConsoleDir = process.env.CONSOLE === 'build' ? path.join(root, 'dist') : null

/**
 * The port named in the environment, else the default. With PORTS=auto: 0 (the system picks one as the server
 * binds) where the server reports its address, else a free port picked now (Vite, whose port must be fixed).
 */
async function port(name: string, fallback: number, reportsItsPort: boolean): Promise<number> {
  if (autoPorts) return reportsItsPort ? 0 : freePort()
  const given = process.env[name]
  const value = Number(given ?? fallback)
  if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name} is not a port number: ${given}`)
  return value
}

/** The console through Vite, which forwards `/api` and `/config.json` to the API server: one origin to open. */
async function startDevelopmentConsole(
  chainRpc: string,
  apiUrl: string,
): Promise<{ url: string; server: ViteDevServer }> {
  const consolePort = await port('CONSOLE_PORT', 5173, false)
  // The console's pages allow this chain origin in their policy (tooling/dev-console-guard.ts).
  process.env.CHAIN_RPC = chainRpc
  const vite = await createVite({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    // Vite's scan finds every dependency the console imports, so its pre-bundle is put in place as soon as it is
    // built. Held until requests go idle (Vite's default), a console in use kept it waiting, and pages loaded
    // meanwhile asked for the old hashes: 504 "Outdated Optimize Dep" for the QR encoder and the login page.
    optimizeDeps: { holdUntilCrawlEnd: false },
    server: {
      host: '127.0.0.1',
      port: consolePort,
      strictPort: true,
      proxy: {
        '/api': { target: apiUrl, changeOrigin: true },
        '/config.json': { target: apiUrl, changeOrigin: true },
      },
    },
  })
  await vite.listen()
  return { url: vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${consolePort}/`, server: vite }
}

async function main(): Promise<void> {
  await ensureWasmSafeProcess()
  if (builtConsoleDir && !existsSync(path.join(builtConsoleDir, 'index.html')))
    throw new Error('CONSOLE=build serves dist/, which has no build: run npm run build first')
  const onCaptcha = captchaAnswersHook()
  console.log('start: building the contract (once; about two minutes on a busy machine) …')
  console.log(`start: contract ${await buildContract({ log: (line) => console.log(`  ${line}`) })}`)

  const devnet = await startDevnet({
    port: await port('DEVNET_PORT', 8888, true),
    dataDir: path.join(dataDir, 'devnet'),
  })
  const chainId = String((devnet.chain.getInfo() as { chain_id: string }).chain_id)
  console.log(`start: devnet at ${devnet.url} (contract ${devnet.contractAccount})`)

  const apiPort = await port('PORT', 3000, true)
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
      ...(builtConsoleDir ? { STATIC_DIR: builtConsoleDir } : {}),
    },
    root,
  )
  const app = await buildApp({ config, ...(onCaptcha ? { onCaptcha } : {}) })
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
  const vite = builtConsoleDir ? null : await startDevelopmentConsole(devnet.url, apiUrl)
  const consoleUrl = vite?.url ?? `${apiUrl}/`

  console.log(`\n  Console  ${consoleUrl}`)
  console.log(`  API      ${apiUrl}/api/docs   indexer: ${apiUrl}/api/indexer/status`)
  console.log(`  Devnet   ${devnet.url}\n`)
  console.log('  Demo logins (development fixtures; the chain passphrase is in the README)')
  for (const user of DEVNET_DEMO_USERS)
    console.log(`    ${user.user_name.padEnd(16)} ${user.password.padEnd(14)} → ${user.account}`)
  const shownDataDir = dataDir.startsWith(root + path.sep) ? path.relative(root, dataDir) : dataDir
  console.log(`\n  Ctrl-C stops everything; the next npm start resumes with all data (${shownDataDir}/).\n`)

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('start: stopping …')
    await vite?.server.close()
    await app.close()
    await devnet.stop()
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())
}

await main()
