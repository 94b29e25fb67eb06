import { spawnSync } from 'node:child_process'
import { sql } from 'kysely'
import { call, login, startTestServer } from '../test/harness'
import { parties, seed } from '../test/seed'

/**
 * `npx tsx server/bench/managed-lists.ts`: a platform with 100,000 single-copy collectibles (and 100,000 of other
 * platforms beside them) in PostgreSQL (`DATABASE_URL`, or a throwaway cluster started here; `BENCH_DB=pglite` for
 * the embedded database `npm start` uses), then the platform's list page (/digital-collection-721) through the
 * server, one request at a time: median and p95 per filter, and the plan of the filtered page.
 */
const PLATFORM_ROWS = 100_000
const RUNS = Number(process.env.BENCH_RUNS ?? 30)

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

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? Number.NaN
}

async function main(): Promise<void> {
  const cluster = process.env.BENCH_DB === 'pglite' || process.env.DATABASE_URL ? null : throwawayPostgres()
  if (cluster) process.env.DATABASE_URL = cluster.url
  const server = await startTestServer()
  try {
    const { db } = server.app.context
    await seed(db)
    const started = performance.now()
    // g odd: the platform under test; g even: another platform. One in 50 frozen; a second apart, from 2026-01-01.
    await sql`
      insert into collectibles (nft_id, erc_info_id, chain_info_id, business_type, supply, nft_uri, nft_memo, owner,
        create_time, state, approved, amount, tx_hash, platform)
      select (5000000000000 + g)::text, (900000 + g)::text, 1, 1, 1,
        'https://assets.example/' || case when g % 3 = 0 then 'art' else 'music' end || '/' || g || '.png',
        'bench ' || g, 'useralpha111', timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second',
        case when g % 50 = 0 then 2 else 1 end, '', 1, md5(g::text) || md5((g + 1)::text),
        case when g % 2 = 1 then ${parties.platformAlpha.account} else 'ddcplatformz' end
      from generate_series(1, ${sql.lit(PLATFORM_ROWS * 2)}) as g`.execute(db)
    // As autovacuum leaves a settled table: statistics and the visibility map (index-only counts).
    await sql`vacuum analyze collectibles`.execute(db)
    console.log(`seeded ${PLATFORM_ROWS * 2} collectibles in ${Math.round(performance.now() - started)} ms`)

    const token = await login(server, parties.platformAlpha.user_name, parties.platformAlpha.password)
    const cases: Record<string, Record<string, string>> = {
      'first page, newest first': { size: '20' },
      'page 2500 (of 5000)': { current: '2500', size: '20' },
      'URI contains "art", not frozen, one day (filtered page)': {
        nft_uri: 'art',
        state: '1',
        start_time: '2026-01-02',
        end_time: '2026-01-02',
        size: '20',
      },
      'owner contains "alpha", oldest first': { owner: 'alpha', order: 'asc', size: '20' },
      'by number, ascending, page 10': { sort: 'nft_id', order: 'asc', current: '10', size: '20' },
      'exact number': { nft_id_exact: '5000000012345' },
      'CSV export page (1,000 rows, page 50)': { current: '50', size: '1000' },
      '10,000-row page (the virtual table)': { size: '10000' },
    }
    for (const [name, query] of Object.entries(cases)) {
      const times: number[] = []
      let total = 0
      let capped = false
      for (let run = 0; run < RUNS; run += 1) {
        const begin = performance.now()
        const result = await call<{ total: number; total_capped?: boolean }>(
          server,
          'GET',
          '/api/v1/nft721/getNft721List',
          { token, query },
        )
        times.push(performance.now() - begin)
        if (result.body.error_code !== 0) throw new Error(`${name}: ${result.body.message}`)
        total = result.body.data.total
        capped = result.body.data.total_capped === true
      }
      times.sort((a, b) => a - b)
      console.log(
        `${name}: total ${total}${capped ? '+' : ''}, median ${percentile(times, 0.5).toFixed(1)} ms, p95 ${percentile(times, 0.95).toFixed(1)} ms`,
      )
    }
    const filtered = sql`business_type = 1 and platform = ${parties.platformAlpha.account} and nft_uri ilike '%art%'
      and state = 1 and create_time >= '2026-01-02 00:00:00+00' and create_time <= '2026-01-02 23:59:59+00'`
    // The lists count at most 10,000 rows past the page (total_capped beyond): the count as the server runs it.
    for (const statement of [
      sql`explain analyze select count(*) from (select 1 from collectibles
        where business_type = 1 and platform = ${parties.platformAlpha.account} limit 10001) as matching`,
      sql`explain analyze select count(*) from (select 1 from collectibles where ${filtered} limit 10001) as matching`,
      sql`explain analyze select * from collectibles where ${filtered} order by create_time desc, id desc limit 20`,
    ]) {
      const plan = await statement.execute(db)
      console.log((plan.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n'))
    }
  } finally {
    await server.close()
    cluster?.stop()
  }
}

await main()
