import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { FakeNode } from '../indexer/test/fake-node'
import { writeScenario } from '../indexer/test/scenario'
import { indexedTables, indexerDatabase, indexerFor, indexUpTo } from '../indexer/test/support'
import { ownPostgresDatabase } from '../test/own-database'
import { backupDatabase, BackupError, restoreDatabase, type BackupTarget } from './backup'

/**
 * Issue 21 item 6: back up, write more, restore; the restored database is the backup's, and the indexer,
 * resuming from the restored cursor, brings the chain's tables back to what they were before the restore. On
 * the embedded PGlite by default, on a PostgreSQL database of its own when `DATABASE_URL` is set (CI).
 */
const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function targetOfTest(folder: string): Promise<BackupTarget> {
  const serverUrl = process.env.DATABASE_URL
  if (!serverUrl) return { databaseUrl: null, pgliteDir: path.join(folder, 'pglite') }
  const own = await ownPostgresDatabase(serverUrl, 'backup')
  cleanups.push(() => own.drop())
  return { databaseUrl: own.url, pgliteDir: path.join(folder, 'unused') }
}

async function userNames(db: Awaited<ReturnType<typeof indexerDatabase>>['handle']['db']): Promise<string[]> {
  return (await db.selectFrom('users').select('user_name').orderBy('user_name').execute()).map((row) => row.user_name)
}

function addUser(db: Awaited<ReturnType<typeof indexerDatabase>>['handle']['db'], name: string) {
  return db
    .insertInto('users')
    .values({
      user_name: name,
      name_key: name,
      password_hash: 'not-a-hash',
      phone: '13900000000',
      create_time: new Date(),
      current_account_id: null,
      passphrase_check: null,
    })
    .execute()
}

it('restores the backup and the indexer catches up to the chain from its cursor', { timeout: 180_000 }, async () => {
  const node = await FakeNode.start()
  cleanups.push(() => node.close())
  writeScenario(node)
  const middle = Math.floor(node.head / 2)
  node.setIrreversible(middle)
  const folder = mkdtempSync(path.join(tmpdir(), 'ddc-backup-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const target = await targetOfTest(folder)
  const open = () => indexerDatabase(target.databaseUrl ? null : target.pgliteDir, target.databaseUrl ?? undefined)

  // The backed-up state: the chain indexed to the middle, and a user.
  const first = await open()
  await indexUpTo(indexerFor(first.handle.db, first.chainInfoId, node.url), middle)
  await addUser(first.handle.db, 'before_backup')
  const backedUp = await indexedTables(first.handle.db)
  await first.handle.close()
  const file = path.join(folder, target.databaseUrl ? 'ddc.pgdump' : 'ddc.tar.gz')
  await backupDatabase(target, file)

  // Written after the backup: the rest of the chain, and another user.
  node.setIrreversible(node.head)
  const later = await open()
  await indexUpTo(indexerFor(later.handle.db, later.chainInfoId, node.url), node.head)
  const atHead = await indexedTables(later.handle.db)
  await addUser(later.handle.db, 'after_backup')
  expect(await userNames(later.handle.db)).toContain('after_backup')
  await later.handle.close()

  await restoreDatabase(target, file)
  const restored = await open()
  cleanups.push(() => restored.handle.close())
  expect(await indexedTables(restored.handle.db)).toEqual(backedUp)
  expect(await userNames(restored.handle.db)).toEqual(expect.arrayContaining(['before_backup']))
  expect(await userNames(restored.handle.db)).not.toContain('after_backup')
  const cursor = await restored.handle.db.selectFrom('indexer_cursor').select('block_number').executeTakeFirstOrThrow()
  expect(Number(cursor.block_number)).toBe(middle)

  // From the restored cursor to the head: the same tables as before the restore, row for row.
  await indexUpTo(indexerFor(restored.handle.db, restored.chainInfoId, node.url), node.head)
  expect(await indexedTables(restored.handle.db)).toEqual(atHead)
})

it('refuses a file that is no backup, or one of the other database kind, and changes nothing', async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ddc-backup-'))
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }))
  const notBackup = path.join(folder, 'notes.txt')
  writeFileSync(notBackup, 'hello')
  const embedded: BackupTarget = { databaseUrl: null, pgliteDir: path.join(folder, 'pglite') }
  await expect(restoreDatabase(embedded, notBackup)).rejects.toThrow('is not a backup made by npm run backup')
  const pgDump = path.join(folder, 'other.pgdump')
  writeFileSync(pgDump, 'PGDMP\u0001rest')
  await expect(restoreDatabase(embedded, pgDump)).rejects.toThrow(
    'is a PostgreSQL backup; this configuration uses the embedded PGlite',
  )
  await expect(restoreDatabase(embedded, path.join(folder, 'missing'))).rejects.toBeInstanceOf(BackupError)
  expect(existsSync(embedded.pgliteDir)).toBe(false)
})
