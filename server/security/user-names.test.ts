import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { nameKey } from '@/api/names'
import { DEVELOPMENT_REGISTER_CODE } from '@/lib/crypto/config'
import { migrate } from '../db/migrations'
import { call, sealed, startTestServer, type TestServer } from '../test/harness'

/**
 * Look-alike user names: migration 17 keys the names already stored without failing on look-alikes among
 * them (the earliest keeps the name), and afterwards no new look-alike of any of them registers.
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

async function register(name: string) {
  return call<{ user_name: string }>(server, 'POST', '/api/v1/system/register', {
    body: await sealed(server, { name, password: 'Looks#2026', phone: '13712345678', code: DEVELOPMENT_REGISTER_CODE }),
  })
}

describe('migration 17: user names unique by their folded key', () => {
  it('keys the names stored before it, look-alikes among them included, then refuses new look-alikes', async () => {
    const db = server.app.context.db
    // The database as it was before migration 17, holding names the old register accepted.
    await sql`alter table users drop column name_key`.execute(db)
    await sql`delete from schema_migrations where version = 17`.execute(db)
    const stored = ['PR_OPERATOR', 'pr_operator', 'pr_оperator', 'ｐｒ＿ｏｐｅｒａｔｏｒ', 'ΩΜΕΓΑ', 'ωμεγα', 'plain']
    for (const [index, name] of stored.entries())
      await db
        .insertInto('users')
        .values({ user_name: name, phone: `1370000000${index}`, password_hash: 'x' })
        .execute()

    expect(await migrate(db)).toEqual([17])
    const keys = await db.selectFrom('users').select(['user_name', 'name_key']).orderBy('user_id').execute()
    expect(keys).toEqual([
      { user_name: 'PR_OPERATOR', name_key: 'pr_operator' },
      { user_name: 'pr_operator', name_key: null },
      { user_name: 'pr_оperator', name_key: null },
      { user_name: 'ｐｒ＿ｏｐｅｒａｔｏｒ', name_key: null },
      { user_name: 'ΩΜΕΓΑ', name_key: nameKey('ωμεγα') },
      { user_name: 'ωμεγα', name_key: null },
      { user_name: 'plain', name_key: 'plain' },
    ])

    for (const lookAlike of ['Pr_Operator', 'ｐｒ_operator', 'PLAIN', 'Ωμεγα']) {
      const answer = await register(lookAlike)
      expect(answer.body).toMatchObject({ error_code: 409, message: '该账户名已被注册' })
    }
    expect((await register('pr_operator_2')).body).toMatchObject({
      error_code: 0,
      data: { user_name: 'pr_operator_2' },
    })
  })

  it('the database itself refuses a second row with the same key', async () => {
    const db = server.app.context.db
    const insert = (name: string) =>
      db
        .insertInto('users')
        .values({ user_name: name, name_key: nameKey(name), phone: '13700000009', password_hash: 'x' })
        .execute()
    await insert('Unique_Row')
    await expect(insert('UNIQUE_ROW')).rejects.toThrow()
  })
})
