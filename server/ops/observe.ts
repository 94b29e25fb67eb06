import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { DatabaseHandle } from '../db/database'
import type { Database } from '../db/schema'
import type { Indexer } from '../indexer/indexer'
import { gaugeOf, type Metrics } from './metrics'

/** Count and time every answer by route pattern (unmatched URLs share one label); 429s are rate-limit refusals. */
export function registerRequestMetrics(fastify: FastifyInstance, metrics: Metrics): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched'
    const labels = { method: request.method, route, status: String(reply.statusCode) }
    metrics.httpRequests.inc(labels)
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000)
    if (reply.statusCode === 429) metrics.rateLimitRefusals.inc({ route })
  })
}

/** Statement times, and PostgreSQL's pool as it is at scrape time; answers the function that stops observing. */
export function observeDatabase(metrics: Metrics, database: DatabaseHandle): () => void {
  if (database.poolStats() !== null) {
    const pool = (read: (stats: NonNullable<ReturnType<DatabaseHandle['poolStats']>>) => number) => () => {
      const stats = database.poolStats()
      return stats ? read(stats) : null
    }
    gaugeOf(
      metrics,
      'ddc_db_pool_connections',
      'Connections the PostgreSQL pool holds',
      pool((s) => s.total),
    )
    gaugeOf(
      metrics,
      'ddc_db_pool_idle_connections',
      'Pool connections not in use',
      pool((s) => s.idle),
    )
    gaugeOf(
      metrics,
      'ddc_db_pool_waiting_requests',
      'Statements waiting for a pool connection',
      pool((s) => s.waiting),
    )
  }
  return database.observeQueries((durationMs, failed) =>
    metrics.dbQueryDuration.observe({ outcome: failed ? 'error' : 'ok' }, durationMs / 1000),
  )
}

/**
 * The indexer's position: the chain's head and last irreversible block as it last read them, the last indexed
 * block, and the lag in blocks and seconds. Without an indexer in this process, the indexed block from the
 * database (the indexer runs elsewhere).
 */
export function observeIndexer(metrics: Metrics, indexer: Indexer | null, db: Kysely<Database>): void {
  const status = () => indexer?.status() ?? null
  gaugeOf(
    metrics,
    'ddc_indexer_head_block',
    "The chain's head block as the indexer last read it",
    () => status()?.headBlock ?? null,
  )
  gaugeOf(
    metrics,
    'ddc_indexer_irreversible_block',
    "The chain's last irreversible block as the indexer last read it",
    () => status()?.irreversibleBlock ?? null,
  )
  gaugeOf(metrics, 'ddc_indexer_indexed_block', 'The last block the indexer wrote', async () => {
    if (indexer) return indexer.status().indexedBlock
    const cursor = await db
      .selectFrom('indexer_cursor')
      .select('block_number')
      .orderBy('block_number', 'desc')
      .executeTakeFirst()
    return cursor ? Number(cursor.block_number) : null
  })
  gaugeOf(
    metrics,
    'ddc_indexer_lag_blocks',
    'Blocks between the head and the last indexed block',
    () => status()?.lagBlocks ?? null,
  )
  gaugeOf(
    metrics,
    'ddc_indexer_lag_seconds',
    'Age of the last indexed block while blocks wait (0 when caught up)',
    () => {
      const lag = status()?.lagMs
      return lag === null || lag === undefined ? null : lag / 1000
    },
  )
}
