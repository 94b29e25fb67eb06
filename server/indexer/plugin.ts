import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { ServerContext } from '../context'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { migrate } from '../db/migrations'
import type { Database } from '../db/schema'
import { seedChains } from '../db/seed-chains'
import { collectProcessMetrics, createMetrics } from '../ops/metrics'
import { listenMetrics } from '../ops/metrics-endpoint'
import { observeDatabase, observeIndexer } from '../ops/observe'
import { readinessOf } from '../ops/readiness'
import { stopOnSignals } from '../ops/shutdown'
import { ChainSource, ChainSourceError } from './chain-source'
import { Indexer } from './indexer'

interface Log {
  info(object: object, message: string): void
  error(object: object, message: string): void
}

/** The indexer of the configured chain (the `chains` row of its contract account, else the first). */
export async function createIndexer(db: Kysely<Database>, config: ServerConfig, log: Log): Promise<Indexer> {
  const chain =
    (await db
      .selectFrom('chains')
      .select('chain_info_id')
      .where('contract_account', '=', config.chain.contractAccount)
      .orderBy('chain_info_id')
      .executeTakeFirst()) ??
    (await db.selectFrom('chains').select('chain_info_id').orderBy('chain_info_id').executeTakeFirstOrThrow())
  return new Indexer({
    db,
    chainInfoId: chain.chain_info_id,
    contractAccount: config.chain.contractAccount,
    source: new ChainSource({ rpc: config.chain.rpc, contractAccount: config.chain.contractAccount }),
    log,
  })
}

/**
 * With `INDEXER=on` (the default outside tests) the server indexes in its own process and stops the
 * indexer when it closes. `/api/indexer/status` reports the indexer's progress and lag either way.
 */
export async function registerIndexer(fastify: FastifyInstance, context: ServerContext): Promise<Indexer | null> {
  const log: Log = {
    info: (object, message) => fastify.log.info(object, message),
    error: (object, message) => {
      if ((object as { err?: unknown }).err instanceof ChainSourceError)
        context.metrics.chainRpcErrors.inc({ caller: 'indexer' })
      fastify.log.error(object, message)
    },
  }
  const indexer = context.config.indexer === 'on' ? await createIndexer(context.db, context.config, log) : null
  fastify.get('/api/indexer/status', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    if (indexer) return indexer.status()
    const cursor = await context.db
      .selectFrom('indexer_cursor')
      .select(['block_number', 'block_time'])
      .orderBy('block_number', 'desc')
      .executeTakeFirst()
    return { running: false, indexedBlock: cursor ? Number(cursor.block_number) : 0, elsewhere: true }
  })
  if (indexer) {
    fastify.addHook('onReady', async () => indexer.start())
    fastify.addHook('onClose', async () => indexer.stop())
  }
  return indexer
}

export interface IndexerAlone {
  /** `METRICS_PORT`'s address of `/metrics` (and the probes), null when unset. */
  readonly metricsUrl: string | null
  readonly indexer: Indexer
  stop(): Promise<void>
}

/**
 * The indexer with its database and, with `METRICS_PORT`, its metrics and probes (readiness: the database, the
 * migrations and the lag under `READY_MAX_INDEXER_LAG_BLOCKS`) on that port: it has no API listener.
 */
export async function startIndexerAlone(
  config: ServerConfig,
  /** A database its caller opened and closes (tests start from a migrated template); else the configured one. */
  given?: DatabaseHandle,
): Promise<IndexerAlone> {
  const database =
    given ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.inMemoryDatabase ? null : `${config.dataDir}/pglite`,
    }))
  const metrics = createMetrics()
  const stopObservingDatabase = observeDatabase(metrics, database)
  await migrate(database.db)
  await seedChains(database.db, config)
  const log: Log = {
    info: (object, message) => console.log(message, JSON.stringify(object)),
    error: (object, message) => {
      const err = (object as { err?: unknown }).err
      if (err instanceof ChainSourceError) metrics.chainRpcErrors.inc({ caller: 'indexer' })
      console.error(message, String(err ?? ''))
    },
  }
  const indexer = await createIndexer(database.db, config, log)
  observeIndexer(metrics, indexer, database.db)
  if (config.ops.metricsPort !== null) collectProcessMetrics(metrics)
  const listener =
    config.ops.metricsPort === null
      ? null
      : await listenMetrics(metrics, config.ops, config.host, () =>
          readinessOf(database.db, indexer, config.ops.readyMaxIndexerLagBlocks),
        )
  indexer.start()
  return {
    metricsUrl: listener?.url ?? null,
    indexer,
    async stop() {
      await indexer.stop()
      await listener?.close()
      stopObservingDatabase()
      if (given === undefined) await database.close()
    },
  }
}

/** `INDEXER=only`: the indexer in a process of its own, next to servers started with `INDEXER=off`. */
export async function runIndexerAlone(config: ServerConfig): Promise<void> {
  const alone = await startIndexerAlone(config)
  console.log(`indexer: following ${config.chain.rpc} (contract ${config.chain.contractAccount})`)
  if (alone.metricsUrl) console.log(`indexer: metrics and probes at ${alone.metricsUrl.replace(/\/metrics$/, '')}`)
  stopOnSignals(() => alone.stop(), config.ops.shutdownTimeoutMs, 'indexer')
}
