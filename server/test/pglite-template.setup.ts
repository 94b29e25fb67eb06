import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/database'
import { migrate } from '../db/migrations'

/**
 * The node project's global setup: one migrated PGlite cluster, dumped to a file that every in-memory test
 * database starts from (server/test/pglite-template.ts). Not on PostgreSQL (DATABASE_URL), where tests
 * work in schemas of their own.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => undefined
  const handle = await openDatabase({ url: null, dataDir: null })
  const folder = mkdtempSync(path.join(tmpdir(), 'ddc-pglite-template-'))
  try {
    await migrate(handle.db)
    const dump = await handle.dumpDataDir?.()
    if (!dump) throw new Error('PGlite gave no dump of its cluster')
    const file = path.join(folder, 'migrated.tar')
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
    project.provide('pgliteTemplate', file)
  } finally {
    await handle.close()
  }
  return () => rmSync(folder, { recursive: true, force: true })
}
