import type { Kysely } from 'kysely'
import { migrations } from '../db/migrations'
import type { Database } from '../db/schema'
import type { Indexer } from '../indexer/indexer'

/** A readiness check that has not answered by then counts as failed: a load balancer must not wait on a stuck pool. */
const READY_CHECK_TIMEOUT_MS = 2000

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** The migrations this code needs that the database has not applied (null: the database did not answer). */
async function missingMigrations(db: Kysely<Database>): Promise<number[] | null> {
  try {
    const rows = await withTimeout(
      db.selectFrom('schema_migrations').select('version').execute(),
      READY_CHECK_TIMEOUT_MS,
    )
    const applied = new Set(rows.map((row) => Number(row.version)))
    return migrations.map((migration) => migration.version).filter((version) => !applied.has(version))
  } catch {
    return null
  }
}

export interface Readiness {
  readonly ready: boolean
  readonly body: {
    readonly status: 'ready' | 'not_ready'
    readonly database: { readonly ok: boolean }
    readonly migrations: { readonly ok: boolean; readonly missing?: readonly number[] }
    readonly indexer: {
      readonly ok: boolean
      readonly lag_blocks: number | null
      readonly max_lag_blocks: number
    } | null
  }
}

/**
 * Ready: the database answers, every migration of this code is applied, and an indexer in this process trails
 * the chain's head by at most `maxLagBlocks` (unknown lag, before it first reached the node, is not ready).
 */
export async function readinessOf(
  db: Kysely<Database>,
  indexer: Indexer | null,
  maxLagBlocks: number,
): Promise<Readiness> {
  const missing = await missingMigrations(db)
  const status = indexer?.status()
  const indexerCheck = status
    ? {
        ok: status.lagBlocks !== null && status.lagBlocks <= maxLagBlocks,
        lag_blocks: status.lagBlocks,
        max_lag_blocks: maxLagBlocks,
      }
    : null
  const ready = missing !== null && missing.length === 0 && (indexerCheck?.ok ?? true)
  return {
    ready,
    body: {
      status: ready ? 'ready' : 'not_ready',
      database: { ok: missing !== null },
      migrations: missing === null ? { ok: false } : { ok: missing.length === 0, missing },
      indexer: indexerCheck,
    },
  }
}
