import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { exportPayloadPrivateKey, generatePayloadKeyPair } from '@/lib/crypto/payload-keys'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'
import { seedChains } from '../db/seed-chains'
import { loadConfig } from '../config'
import { postmasterPid, processTreeCpuMs } from './process-cpu'
import { COLLECTIBLES, ownerName, seedMillion } from './seed-million'
import { WASM_SAFE_NODE_FLAGS } from '../../tooling/wasm-safe-process'

/**
 * `npm run bench:api`: 1,000,000 collectibles with provenance in PostgreSQL (`DATABASE_URL`, or a throwaway
 * cluster started here), then the visitor search by number and by owner, the details and the provenance page
 * under 32 concurrent clients against the server in its own process. Prints p50/p95/p99, requests/s and the CPU
 * milliseconds the server and PostgreSQL spent per request (steady when other work loads the machine).
 *
 * `BENCH_SECONDS` (10) per scenario; `WORKERS` (2) server instances; `BENCH_KEEP_DATABASE=1` leaves the seeded
 * throwaway cluster running and prints how to reuse it; `BENCH_PG_DIR=<dir>` reuses such a cluster (no seeding);
 * `BENCH_CPU_PROF=<dir>` writes a CPU profile of each server instance there (open in Chrome's DevTools).
 */
const CONNECTIONS = 32
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const WORKERS = Number(process.env.WORKERS ?? 2)
const CAPTCHA_CODE = 'BNCH'
/** `BENCH_ONLY=owner,details`: the scenarios whose names contain one of these. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean)

interface Cluster {
  readonly url: string
  readonly dir: string
  readonly stop: () => void
}

/** A cluster kept by an earlier run (`BENCH_PG_DIR`): its port from postmaster.pid (fourth line). */
function keptPostgres(dir: string): Cluster {
  const pid = postmasterPid(`${dir}/data`)
  const port = pid === null ? null : spawnSync('sed', ['-n', '4p', `${dir}/data/postmaster.pid`], { encoding: 'utf8' })
  if (!existsSync(`${dir}/data`) || !port || port.status !== 0)
    throw new Error(`no running PostgreSQL in ${dir} (BENCH_PG_DIR)`)
  return { url: `postgres://postgres@127.0.0.1:${port.stdout.trim()}/postgres`, dir, stop: () => undefined }
}

function throwawayPostgres(): Cluster {
  if (process.env.BENCH_PG_DIR) return keptPostgres(process.env.BENCH_PG_DIR)
  const started = spawnSync('server/scripts/throwaway-postgres.sh', [], { encoding: 'utf8' })
  if (started.status !== 0) throw new Error(`could not start PostgreSQL: ${started.stderr}`)
  const values = Object.fromEntries(
    started.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  )
  const url = values.DATABASE_URL
  const dir = values.PG_THROWAWAY_DIR
  if (!url || !dir) throw new Error('throwaway-postgres.sh printed no DATABASE_URL')
  if (process.env.BENCH_KEEP_DATABASE === '1') {
    return {
      url,
      dir,
      stop: () =>
        console.log(
          `\nPostgreSQL kept: BENCH_PG_DIR=${dir} npm run bench:api (stop: server/scripts/throwaway-postgres.sh stop ${dir})`,
        ),
    }
  }
  return { url, dir, stop: () => spawnSync('server/scripts/throwaway-postgres.sh', ['stop', dir]) }
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function startServer(url: string, port: number): Promise<ChildProcess> {
  // Every instance decrypts with the same key, as in production (PAYLOAD_PRIVATE_KEY).
  const key = await exportPayloadPrivateKey((await generatePayloadKeyPair()).privateKey)
  const child = spawn(process.execPath, [...WASM_SAFE_NODE_FLAGS, 'node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      // The clients arrive through a load balancer, each with its own address.
      TRUST_PROXY: 'loopback',
      // The indexer runs in a process of its own in production (INDEXER=only); here the chain is absent anyway.
      INDEXER: 'off',
      // Two stateless instances on one PostgreSQL, as behind a load balancer.
      WORKERS: String(WORKERS),
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: `.data/bench-${port}`,
      PAYLOAD_PRIVATE_KEY: key,
      ...(process.env.BENCH_CPU_PROF
        ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` }
        : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    const deadline = Date.now() + 120_000
    const poll = async () => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (response.ok) return resolve(child)
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) return reject(new Error('the server did not start'))
      setTimeout(poll, 250)
    }
    void poll()
  })
}

/** The routes' queries for one sample row each, as SQL, to show which index answers them. */
function planQueries(): [string, string][] {
  const owner = ownerName(123_457)
  return [
    [
      'search by number',
      `select * from ((select id, create_time from collectibles where chain_info_id = 1 and nft_id = '123457')
        union (select id, create_time from collectibles where chain_info_id = 1 and owner = '123457')) m
        order by create_time desc limit 10`,
    ],
    [
      'search by owner',
      `select * from ((select id, create_time from collectibles where chain_info_id = 1 and nft_id = '${owner}')
        union (select id, create_time from collectibles where chain_info_id = 1 and owner = '${owner}')) m
        order by create_time desc limit 10`,
    ],
    ['details', `select * from collectibles where erc_info_id = '123457' and business_type = 1 and owner = '${owner}'`],
    [
      'provenance page',
      `select history_id, create_time, count(*) over () from provenance where nft_id = (select nft_id from collectibles
        where erc_info_id = '123457' and business_type = 1 limit 1)
        order by create_time desc, history_id desc limit 10`,
    ],
  ]
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number
}

interface Figures {
  readonly name: string
  readonly requests: number
  readonly perSecond: number
  readonly p50: number
  readonly p95: number
  readonly p99: number
  readonly non2xx: number
  readonly failedAnswers: number
  /** CPU milliseconds per request: the server's processes, PostgreSQL's, the bench client's. */
  readonly serverCpuMs: number
  readonly databaseCpuMs: number
  readonly clientCpuMs: number
  /** One-minute load average when the scenario started. */
  readonly load: number
}

/** Whose CPU the bench divides by the requests: the server's process tree and PostgreSQL's (when known). */
interface Processes {
  readonly server: number
  readonly database: number | null
}

function cpuNow(processes: Processes) {
  return {
    server: processTreeCpuMs(processes.server),
    database: processes.database === null ? Number.NaN : processTreeCpuMs(processes.database),
    client: process.cpuUsage(),
  }
}

let clientIp = 0

async function measure(
  name: string,
  origin: string,
  processes: Processes,
  nextPath: () => string,
  seconds: number,
): Promise<Figures> {
  const times: number[] = []
  const load = loadavg()[0] as number
  let failedAnswers = 0
  const options: autocannon.Options = {
    url: origin,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: nextPath(),
          headers: { ...request.headers, 'x-forwarded-for': `10.1.${clientIp % 200}.${clientIp++ % 250}` },
        }),
        onResponse: (_status, body) => {
          if (!body.startsWith('{"error_code":0')) failedAnswers += 1
        },
      },
    ],
  }
  const before = cpuNow(processes)
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  const after = cpuNow(processes)
  const client = process.cpuUsage(before.client)
  const total = result.requests.total
  times.sort((a, b) => a - b)
  return {
    serverCpuMs: (after.server - before.server) / total,
    databaseCpuMs: (after.database - before.database) / total,
    clientCpuMs: (client.user + client.system) / 1000 / total,
    load,
    name,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / seconds),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    failedAnswers,
  }
}

async function main(): Promise<void> {
  const throwaway = process.env.DATABASE_URL ? null : throwawayPostgres()
  const url = process.env.DATABASE_URL ?? throwaway?.url ?? ''
  let server: ChildProcess | null = null
  const loadAtStart = loadavg()
  try {
    const database = await openDatabase({ url, dataDir: null })
    await migrate(database.db)
    await seedChains(database.db, loadConfig({ NODE_ENV: 'development' }))
    console.log(`seeding ${COLLECTIBLES.toLocaleString('en')} collectibles with provenance…`)
    const seeded = await seedMillion(database.db)
    console.log(seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(1)} s` : 'already seeded')

    // Each visitor search spends a captcha: enough solved ones for the run (4,000 searches a second at most),
    // made the way the server stores them; an earlier run's are removed first.
    const captchaHash = createHash('sha256').update(CAPTCHA_CODE).digest('hex')
    await database.db.deleteFrom('captchas').where('code_hash', '=', captchaHash).execute()
    const captchaIds: string[] = []
    const batch = 5000
    for (let made = 0; made < 2 * (DURATION_S + 3) * 4000; made += batch) {
      const rows = Array.from({ length: batch }, () => ({
        captcha_id: randomBytes(12).toString('base64url'),
        code_hash: captchaHash,
        expires_at: new Date(Date.now() + 60 * 60 * 1000),
      }))
      await database.db.insertInto('captchas').values(rows).execute()
      captchaIds.push(...rows.map((row) => row.captcha_id))
    }
    await sql`vacuum analyze captchas`.execute(database.db)
    console.log('\nquery plans on 1M rows (database time of one call, EXPLAIN ANALYZE):')
    for (const [name, query] of planQueries()) {
      const plan = await sql
        .raw<{ 'QUERY PLAN': { 'Execution Time': number; Plan: { 'Node Type': string } }[] }>(
          `explain (analyze, format json) ${query}`,
        )
        .execute(database.db)
      const top = plan.rows[0]?.['QUERY PLAN'][0]
      const text = JSON.stringify(top?.Plan)
      const indexes = [...new Set([...text.matchAll(/"Index Name":"([a-z_]+)"/g)].map((found) => found[1]))]
      const index = indexes.length > 0 ? indexes.join(' + ') : 'no index'
      console.log(`  ${name.padEnd(18)} ${top?.['Execution Time'].toFixed(3)} ms via ${index}`)
    }
    await database.close()

    const port = await freePort()
    server = await startServer(url, port)
    const origin = `http://127.0.0.1:${port}`
    const processes: Processes = {
      server: server.pid as number,
      database: throwaway ? postmasterPid(`${throwaway.dir}/data`) : null,
    }
    let captcha = 0
    const nextCaptcha = () => captchaIds[captcha++ % captchaIds.length] as string
    const random = (limit: number) => 1 + Math.floor(Math.random() * limit)
    const search = (parameter: string) =>
      `/api/v1/nft/getNftByNftIdOrOwner?chain_info_id=1&parameter=${parameter}&code=${CAPTCHA_CODE}&captcha_id=${nextCaptcha()}`

    const scenarios: [string, () => string][] = [
      ['search by number', () => search(String(random(COLLECTIBLES)))],
      ['search by owner', () => search(ownerName(random(COLLECTIBLES)))],
      [
        'details',
        () => {
          const id = random(COLLECTIBLES)
          return `/api/v1/nft/getDetailNftById?erc_info_id=${id}&business_type=${id % 4 === 0 ? 2 : 1}&owner=${ownerName(id)}`
        },
      ],
      [
        'provenance page',
        () => {
          const id = random(COLLECTIBLES)
          return `/api/v1/nft/getTransferNftById?erc_info_id=${id}&business_type=${id % 4 === 0 ? 2 : 1}&current=1&size=10`
        },
      ],
    ]
    const chosen = scenarios.filter(([name]) => !ONLY || ONLY.some((part) => name.includes(part)))
    // Unmeasured warm-up of every scenario: the JIT, the pools and PostgreSQL's caches settle first.
    const warmUp = Math.min(3, DURATION_S)
    for (const [name, nextPath] of chosen) await measure(name, origin, processes, nextPath, warmUp)
    const figures: Figures[] = []
    for (const [name, nextPath] of chosen) figures.push(await measure(name, origin, processes, nextPath, DURATION_S))

    const fixed = (value: number, width: number) => (Number.isNaN(value) ? '–' : value.toFixed(2)).padStart(width)
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${COLLECTIBLES.toLocaleString('en')} collectibles, ` +
        `${WORKERS} server instance(s) on ${availableParallelism()} cores; ` +
        `load average at start ${loadAtStart.map((value) => value.toFixed(2)).join(' ')}`,
    )
    console.log(
      'endpoint            req/s  p50 ms  p95 ms  p99 ms  non-2xx  not-ok   CPU ms/request: server  database  client  load',
    )
    for (const row of figures) {
      console.log(
        `${row.name.padEnd(18)} ${String(row.perSecond).padStart(6)} ${row.p50.toFixed(1).padStart(7)} ${row.p95.toFixed(1).padStart(7)} ${row.p99.toFixed(1).padStart(7)} ${String(row.non2xx).padStart(8)} ${String(row.failedAnswers).padStart(7)} ${fixed(row.serverCpuMs, 30)} ${fixed(row.databaseCpuMs, 9)} ${fixed(row.clientCpuMs, 7)} ${row.load.toFixed(2).padStart(5)}`,
      )
    }
    const searches = figures.filter((row) => row.name.startsWith('search'))
    console.log(
      `\ntargets: search p95 ≤ 20 ms: ${searches.every((row) => row.p95 <= 20) ? 'met' : 'NOT met'}; ≥ 2,000 req/s: ${figures.every((row) => row.perSecond >= 2000) ? 'met' : 'NOT met'}`,
    )
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve))
      server.kill('SIGTERM')
      await exited
    }
    throwaway?.stop()
  }
}

await main()
