import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { exportPayloadPrivateKey, generatePayloadKeyPair } from '@/lib/crypto/payload-keys'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'
import { seedChains } from '../db/seed-chains'
import { loadConfig } from '../config'
import { COLLECTIBLES, ownerName, seedMillion } from './seed-million'

/**
 * `npm run bench:api`: 1,000,000 collectibles with provenance in PostgreSQL (`DATABASE_URL`, or a throwaway
 * cluster started here), then the visitor search by number and by owner, the details and the provenance page
 * under 32 concurrent clients against the server in its own process. Prints p50/p95/p99 and requests/s.
 */
const CONNECTIONS = 32
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10)
const CAPTCHA_CODE = 'BNCH'

function throwawayPostgres(): { url: string; stop: () => void } {
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
  return { url, stop: () => spawnSync('server/scripts/throwaway-postgres.sh', ['stop', dir]) }
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
  const child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: url,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '1000000',
      // The clients arrive through a load balancer, each with its own address.
      TRUST_PROXY: 'true',
      // Two stateless instances on one PostgreSQL, as behind a load balancer.
      WORKERS: process.env.WORKERS ?? '2',
      DATABASE_POOL_SIZE: '10',
      DATA_DIR: `.data/bench-${port}`,
      PAYLOAD_PRIVATE_KEY: key,
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
      `select * from provenance where nft_id = '123457' order by create_time desc, history_id desc limit 10`,
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
}

let clientIp = 0

async function measure(name: string, origin: string, nextPath: () => string): Promise<Figures> {
  const times: number[] = []
  let failedAnswers = 0
  const options: autocannon.Options = {
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION_S,
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
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)))
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
  times.sort((a, b) => a - b)
  return {
    name,
    requests: result.requests.total,
    perSecond: Math.round(result.requests.total / DURATION_S),
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
  try {
    const database = await openDatabase({ url, dataDir: null })
    await migrate(database.db)
    await seedChains(database.db, loadConfig({ NODE_ENV: 'development' }))
    console.log(`seeding ${COLLECTIBLES.toLocaleString('en')} collectibles with provenance…`)
    const seeded = await seedMillion(database.db)
    console.log(seeded.seeded ? `seeded in ${(seeded.ms / 1000).toFixed(1)} s` : 'already seeded')

    // Each visitor search spends a captcha: enough solved ones for the run, made the way the server stores them.
    const captchaHash = createHash('sha256').update(CAPTCHA_CODE).digest('hex')
    const captchaIds: string[] = []
    const batch = 5000
    for (let made = 0; made < 400_000; made += batch) {
      const rows = Array.from({ length: batch }, () => ({
        captcha_id: randomBytes(12).toString('base64url'),
        code_hash: captchaHash,
        expires_at: new Date(Date.now() + 60 * 60 * 1000),
      }))
      await database.db.insertInto('captchas').values(rows).execute()
      captchaIds.push(...rows.map((row) => row.captcha_id))
    }
    console.log('\nquery plans on 1M rows (database time of one call, EXPLAIN ANALYZE):')
    for (const [name, query] of planQueries()) {
      const plan = await sql
        .raw<{ 'QUERY PLAN': { 'Execution Time': number; Plan: { 'Node Type': string } }[] }>(
          `explain (analyze, format json) ${query}`,
        )
        .execute(database.db)
      const top = plan.rows[0]?.['QUERY PLAN'][0]
      const text = JSON.stringify(top?.Plan)
      const index = /"Index Name":"([a-z_]+)"/.exec(text)?.[1] ?? 'no index'
      console.log(`  ${name.padEnd(18)} ${top?.['Execution Time'].toFixed(3)} ms via ${index}`)
    }
    await database.close()

    const port = await freePort()
    server = await startServer(url, port)
    const origin = `http://127.0.0.1:${port}`
    let captcha = 0
    const nextCaptcha = () => captchaIds[captcha++ % captchaIds.length] as string
    const random = (limit: number) => 1 + Math.floor(Math.random() * limit)
    const search = (parameter: string) =>
      `/api/v1/nft/getNftByNftIdOrOwner?chain_info_id=1&parameter=${parameter}&code=${CAPTCHA_CODE}&captcha_id=${nextCaptcha()}`

    const figures: Figures[] = []
    figures.push(await measure('search by number', origin, () => search(String(random(COLLECTIBLES)))))
    figures.push(await measure('search by owner', origin, () => search(ownerName(random(COLLECTIBLES)))))
    figures.push(
      await measure('details', origin, () => {
        const id = random(COLLECTIBLES)
        return `/api/v1/nft/getDetailNftById?erc_info_id=${id}&business_type=${id % 4 === 0 ? 2 : 1}&owner=${ownerName(id)}`
      }),
    )
    figures.push(
      await measure('provenance page', origin, () => {
        const id = random(COLLECTIBLES)
        return `/api/v1/nft/getTransferNftById?erc_info_id=${id}&business_type=${id % 4 === 0 ? 2 : 1}&current=1&size=10`
      }),
    )

    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, ${COLLECTIBLES.toLocaleString('en')} collectibles`)
    console.log('endpoint            req/s     p50 ms  p95 ms  p99 ms  non-2xx  not-ok')
    for (const row of figures) {
      console.log(
        `${row.name.padEnd(18)} ${String(row.perSecond).padStart(6)} ${String(row.p50).padStart(9)} ${String(row.p95).padStart(7)} ${String(row.p99).padStart(7)} ${String(row.non2xx).padStart(8)} ${String(row.failedAnswers).padStart(7)}`,
      )
    }
    const searches = figures.slice(0, 2)
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
