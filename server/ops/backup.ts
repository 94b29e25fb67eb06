import { spawn } from 'node:child_process'
import { chmodSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'

/**
 * `npm run backup` / `npm run restore` (docs/operations.md, Backup and restore). PostgreSQL: `pg_dump` in its
 * custom format (a consistent snapshot, taken while the servers run) and `pg_restore --clean` in one
 * transaction. The embedded PGlite: its data folder as PGlite's own dump (a gzipped tar), restored into a
 * fresh folder; the one it replaces is kept beside it. PGlite belongs to one process, so its backup waits for
 * the server to stop; a restore always does (it drops every table a running server reads). A backup holds
 * password hashes and sessions: the file is readable by its owner only.
 */
export interface BackupTarget {
  /** A PostgreSQL URL; the PGlite folder `pgliteDir` when null. */
  readonly databaseUrl: string | null
  readonly pgliteDir: string
}

export class BackupError extends Error {}

const PG_DUMP_MAGIC = 'PGDMP'
const GZIP_MAGIC = [0x1f, 0x8b]

/** The PostgreSQL client programs: `PG_BIN`, else the newest Debian install, else the PATH. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return path.join(env.PG_BIN, name)
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', name)))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? path.join(root, versions[0], 'bin', name) : name
}

/** The URL without its password, which goes in `PGPASSWORD`: a command line is readable by every local user. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

function run(program: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')))
    child.once('error', (error) => reject(new BackupError(`${path.basename(program)} could not run: ${error.message}`)))
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(program)} failed (exit ${code}): ${errors.trim().slice(-2000)}`)),
    )
  })
}

/** Writes a backup of the target's database to `file`. */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  if (target.databaseUrl) {
    const { dbname, env } = connection(target.databaseUrl)
    await run(
      postgresProgram('pg_dump'),
      ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${dbname}`],
      env,
    )
    chmodSync(file, 0o600)
    return
  }
  if (!existsSync(target.pgliteDir)) throw new BackupError(`no embedded database at ${target.pgliteDir}`)
  const pglite = new PGlite({ dataDir: target.pgliteDir })
  try {
    // Asked before the database is up, the dump never answers.
    await pglite.waitReady
    const dump = await pglite.dumpDataDir('gzip')
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 })
  } finally {
    await pglite.close()
  }
}

function kindOf(content: Buffer): 'postgres' | 'pglite' | null {
  if (content.subarray(0, PG_DUMP_MAGIC.length).toString('latin1') === PG_DUMP_MAGIC) return 'postgres'
  if (content[0] === GZIP_MAGIC[0] && content[1] === GZIP_MAGIC[1]) return 'pglite'
  return null
}

/**
 * Puts the database back as `file` holds it. Answers where the replaced PGlite folder was kept (null on
 * PostgreSQL). A file of the other kind, or no backup at all, is refused before anything changes.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<string | null> {
  if (!existsSync(file)) throw new BackupError(`no backup file at ${file}`)
  const content = await readFile(file)
  const kind = kindOf(content)
  const wanted = target.databaseUrl ? 'postgres' : 'pglite'
  if (kind !== wanted)
    throw new BackupError(
      kind === null
        ? `${file} is not a backup made by npm run backup`
        : `${file} is a ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} backup; this configuration uses ${wanted === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'the embedded PGlite'}`,
    )
  if (target.databaseUrl) {
    const { dbname, env } = connection(target.databaseUrl)
    await run(
      postgresProgram('pg_restore'),
      ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--exit-on-error', `--dbname=${dbname}`, file],
      env,
    )
    return null
  }
  const kept = existsSync(target.pgliteDir) ? `${target.pgliteDir}.before-restore-${Date.now()}` : null
  if (kept) renameSync(target.pgliteDir, kept)
  try {
    const pglite = new PGlite({ dataDir: target.pgliteDir, loadDataDir: new Blob([content]) })
    await pglite.waitReady
    await pglite.close()
  } catch (error) {
    rmSync(target.pgliteDir, { recursive: true, force: true })
    if (kept) renameSync(kept, target.pgliteDir)
    throw error
  }
  return kept
}
