import { writeFileSync } from 'node:fs'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'

/**
 * Writes a dump of a migrated PGlite cluster to the file named first on the command line. Run by the node
 * project's global setup as a process of its own, started with the WebAssembly-safe flags
 * (tooling/wasm-safe-process.ts): Vitest's main process has none, and PGlite crashed it there.
 */
const file = process.argv[2]
if (!file) throw new Error('usage: pglite-template-make.ts <file>')
const handle = await openDatabase({ url: null, dataDir: null })
try {
  await migrate(handle.db)
  const dump = await handle.dumpDataDir?.()
  if (!dump) throw new Error('PGlite gave no dump of its cluster')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
} finally {
  await handle.close()
}
