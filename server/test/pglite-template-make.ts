import { writeFileSync } from 'node:fs'
import { sql } from 'kysely'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'

/**
 * Writes a dump of a migrated PGlite cluster to the file named first on the command line. Run by the node
 * project's global setup as a process of its own, started with the WebAssembly-safe flags
 * (tooling/wasm-safe-process.ts): Vitest's main process has none, and PGlite crashed it there.
 *
 * Every test database starts from it, so it is cut to what a test database needs (15 MB instead of 42):
 * 1 MB WAL segments instead of 16, and no template0 or template1 (no test creates a database on PGlite). Its
 * shared buffers are 16 MB instead of 128: PostgreSQL zeroes them at every start, which took 0.8 s of CPU
 * in WebAssembly, and a test database holds a few MB.
 */
const file = process.argv[2]
if (!file) throw new Error('usage: pglite-template-make.ts <file>')
const handle = await openDatabase({ url: null, dataDir: null, pgliteInitdbArgs: ['--wal-segsize=1'] })
try {
  await migrate(handle.db)
  await sql`alter system set shared_buffers = '16MB'`.execute(handle.db)
  for (const name of ['template0', 'template1']) {
    await sql`alter database ${sql.id(name)} is_template false`.execute(handle.db)
    await sql`drop database ${sql.id(name)}`.execute(handle.db)
  }
  const dump = await handle.dumpDataDir?.()
  if (!dump) throw new Error('PGlite gave no dump of its cluster')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
} finally {
  await handle.close()
}
