import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { ServerContext } from '../context'
import type { Indexer } from '../indexer/indexer'
import { readinessOf } from '../ops/readiness'

interface ChainHead {
  readonly head_block_num: number
}

async function chainHead(rpc: string): Promise<ChainHead | null> {
  try {
    const response = await fetch(`${rpc.replace(/\/$/, '')}/v1/chain/get_info`, {
      method: 'POST',
      signal: AbortSignal.timeout(1500),
    })
    if (!response.ok) return null
    const info = (await response.json()) as Partial<ChainHead>
    return typeof info.head_block_num === 'number' ? { head_block_num: info.head_block_num } : null
  } catch {
    return null
  }
}

/** Routes a load balancer probes; load shedding lets the liveness probe through (an overloaded process is alive). */
export const shedExempt = { pressureHandler: () => undefined }

/**
 * `/api/health/live`: the process answers (no database, no chain). `/api/health/ready`: the database answers,
 * every migration of this code is applied, and an instance running the indexer trails the chain's head by at
 * most `READY_MAX_INDEXER_LAG_BLOCKS`; 503 with the failing check otherwise.
 */
export function registerProbes(app: FastifyInstance, context: ServerContext, indexer: Indexer | null): void {
  app.get('/api/health/live', { config: shedExempt }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  )
  app.get('/api/health/ready', async (_request, reply) => {
    const { ready, body } = await readinessOf(context.db, indexer, context.config.ops.readyMaxIndexerLagBlocks)
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(body)
  })
}

/**
 * `/api/health`: the database (a round trip), the chain (its head block) and how far the indexer trails it.
 * 503 when the database does not answer; a missing chain is reported as degraded (searches still work).
 */
export function registerHealth(app: FastifyInstance, context: ServerContext): void {
  app.get('/api/health', async (_request, reply) => {
    const started = performance.now()
    let database: { ok: boolean; kind: string; latency_ms?: number }
    try {
      await sql`select 1`.execute(context.db)
      database = { ok: true, kind: context.databaseKind, latency_ms: Math.round(performance.now() - started) }
    } catch {
      database = { ok: false, kind: context.databaseKind }
    }
    const head = await chainHead(context.config.chain.rpc)
    if (!head) context.metrics.chainRpcErrors.inc({ caller: 'health' })
    const cursor = database.ok
      ? await context.db
          .selectFrom('indexer_cursor')
          .select('block_number')
          .orderBy('block_number', 'desc')
          .executeTakeFirst()
      : undefined
    const indexed = cursor ? Number(cursor.block_number) : null
    const status = !database.ok ? 'down' : head ? 'ok' : 'degraded'
    return reply
      .status(database.ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status,
        database,
        chain: head ? { ok: true, head_block: head.head_block_num } : { ok: false },
        indexer: {
          indexed_block: indexed,
          lag_blocks: head && indexed !== null ? Math.max(0, head.head_block_num - indexed) : null,
        },
      })
  })
}
