import { sql, type Kysely } from 'kysely'
import { initialMigrations } from './migrations-initial'
import { migration16 } from './migration-16-login-failures'
import { migration17 } from './migration-17-user-name-keys'
import type { Database } from './schema'
import { migration18 } from './migration-18-account-custody'
import { migration19 } from './migration-19-provenance-platform'
import { migration20 } from './migration-20-audit-request-id'

/**
 * Versioned migrations, applied in order at start inside one transaction each. Never edit a released
 * migration: add the next version. Several instances starting together take turns (advisory lock).
 */
export interface Migration {
  readonly version: number
  readonly name: string
  readonly up: string
  /** Runs after `up`, in the same transaction: data the SQL cannot compute (a JavaScript rule's result). */
  readonly after?: (trx: Kysely<Database>) => Promise<void>
}

export const migrations: readonly Migration[] = [
  ...initialMigrations,
  migration16,
  migration17,
  migration18,
  migration19,
  migration20,
]

function statementsOf(script: string): string[] {
  return script
    .split(/;\s*\n/)
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim())
    .filter((statement) => statement !== '')
}

/** Applies every migration not yet applied; answers the versions it applied. */
export async function migrate(db: Kysely<Database>): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    // Instances starting at once: the first migrates, the others wait and then find nothing to do.
    await sql`select pg_advisory_xact_lock(4242001)`.execute(trx)
    await sql`create table if not exists schema_migrations (
      version integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx)
    const done = new Set(
      (await trx.selectFrom('schema_migrations').select('version').execute()).map((row) => row.version),
    )
    const applied: number[] = []
    for (const migration of migrations) {
      if (done.has(migration.version)) continue
      // One statement per query: PGlite's extended protocol takes one at a time.
      for (const statement of statementsOf(migration.up)) await sql.raw(statement).execute(trx)
      await migration.after?.(trx)
      await trx.insertInto('schema_migrations').values({ version: migration.version, name: migration.name }).execute()
      applied.push(migration.version)
    }
    return applied
  })
}
