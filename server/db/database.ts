import { existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely'
import pg from 'pg'
import { PGliteDialect } from './pglite-dialect'
import { prepareMarkedStatements } from './prepared'
import type { Database } from './schema'

export type DatabaseKind = 'pglite' | 'postgres'

/** One statement's time and whether it failed (metrics). */
export type QueryListener = (durationMs: number, failed: boolean) => void

export interface PoolStats {
  readonly total: number
  readonly idle: number
  readonly waiting: number
}

export interface DatabaseHandle {
  readonly db: Kysely<Database>
  readonly kind: DatabaseKind
  /** Calls `listener` after every statement; answers the function that stops it. */
  observeQueries(listener: QueryListener): () => void
  /** PostgreSQL's connection pool (null on PGlite, a single connection). */
  poolStats(): PoolStats | null
  /** PGlite only: the whole cluster as a tarball, which `pgliteTemplate` starts from. */
  dumpDataDir?: () => Promise<Blob>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; PGlite when null. */
  readonly url: string | null
  /** PGlite's folder; null keeps PGlite in memory. */
  readonly dataDir: string | null
  /** PostgreSQL only: a schema to work in (tests isolate themselves this way). */
  readonly schema?: string
  readonly poolSize?: number
  /**
   * PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster, in memory or in a `dataDir`
   * that holds no cluster yet. Creating a cluster (initdb) costs about 1.7 s of CPU, four times as much as
   * loading one: the tests start each database so.
   */
  readonly pgliteTemplate?: Blob
  /** PGlite only: more arguments for initdb, when a new cluster is made (the tests' template: server/test). */
  readonly pgliteInitdbArgs?: readonly string[]
}

const INT8 = 20
const NUMERIC = 1700
const asText = (value: string) => value

function queryListeners() {
  const listeners = new Set<QueryListener>()
  return {
    log: (event: LogEvent) => {
      for (const listener of listeners) listener(event.queryDurationMillis, event.level === 'error')
    },
    observeQueries(listener: QueryListener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

/** Opens the database: PGlite in a folder (or memory) by default, PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const { log, observeQueries } = queryListeners()
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? Number(process.env.DATABASE_POOL_SIZE ?? 20),
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    // A connection the server drops (restart, failover) is replaced by the pool; it must not crash the process.
    pool.on('error', (error) => console.error(`database connection lost: ${error.message}`))
    pool.on('connect', prepareMarkedStatements)
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log })
    if (options.schema) await sql`create schema if not exists ${sql.id(options.schema)}`.execute(db)
    return {
      db,
      kind: 'postgres',
      observeQueries,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => db.destroy(),
    }
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true })
  const pglite = new PGlite({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    // A folder that already holds a cluster opens it as it is; a new one starts from the template.
    ...(options.pgliteTemplate && !(options.dataDir && existsSync(path.join(options.dataDir, 'PG_VERSION')))
      ? { loadDataDir: options.pgliteTemplate }
      : {}),
    ...(options.pgliteInitdbArgs ? { initDbStartParams: [...options.pgliteInitdbArgs] } : {}),
    // Same reading as node-postgres: int8 and numeric as decimal strings.
    parsers: { [INT8]: asText, [NUMERIC]: asText },
  })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), log })
  return {
    db,
    kind: 'pglite',
    observeQueries,
    poolStats: () => null,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    close: () => db.destroy(),
  }
}
