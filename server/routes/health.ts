import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { ServerContext } from '../context'

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
