import path from 'node:path'
import { ensureWasmSafeProcess } from '../../tooling/wasm-safe-process'
import { BackupError, backupDatabase, restoreDatabase, type BackupTarget } from './backup'

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>`: the database the server would open with the same
 * environment (`DATABASE_URL`, else PGlite under `DATA_DIR`, `.data/server` by default; `npm start` uses
 * `.data/server`). Stop the servers and the indexer first (docs/operations.md).
 */
const [command, file] = process.argv.slice(2)
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('usage: npm run backup -- <file>   |   npm run restore -- <file>')
  process.exit(2)
}
await ensureWasmSafeProcess()
const databaseUrl = process.env.DATABASE_URL?.trim() || null
const target: BackupTarget = {
  databaseUrl,
  pgliteDir: path.resolve(process.env.DATA_DIR?.trim() || '.data/server', 'pglite'),
}
// Never the URL itself: it may hold a password.
const where = databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${target.pgliteDir}`
try {
  if (command === 'backup') {
    await backupDatabase(target, path.resolve(file))
    console.log(`backup: ${where} written to ${path.resolve(file)}`)
  } else {
    const kept = await restoreDatabase(target, path.resolve(file))
    console.log(`restore: ${where} restored from ${path.resolve(file)}`)
    if (kept) console.log(`restore: the replaced folder is kept at ${kept} (delete it once the restore is checked)`)
    console.log('restore: start the indexer; it resumes from the restored cursor and catches up with the chain')
  }
} catch (error) {
  if (!(error instanceof BackupError)) throw error
  console.error(`${command}: ${error.message}`)
  process.exit(1)
}
