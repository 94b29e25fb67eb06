import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { ServerContext } from '../context'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'
import type { Database } from '../db/schema'
import { seedChains } from '../db/seed-chains'
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

/** `INDEXER=only`: the indexer in a process of its own, next to servers started with `INDEXER=off`. */
export async function runIndexerAlone(config: ServerConfig): Promise<void> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.inMemoryDatabase ? null : `${config.dataDir}/pglite`,
  })
  await migrate(database.db)
  await seedChains(database.db, config)
  const log: Log = {
    info: (object, message) => console.log(message, JSON.stringify(object)),
    error: (object, message) => console.error(message, String((object as { err?: unknown }).err ?? '')),
  }
  const indexer = await createIndexer(database.db, config, log)
  indexer.start()
  console.log(`indexer: following ${config.chain.rpc} (contract ${config.chain.contractAccount})`)
  stopOnSignals(
    async () => {
      await indexer.stop()
      await database.close()
    },
    config.ops.shutdownTimeoutMs,
    'indexer',
  )
}
