import type { Kysely } from 'kysely'
import { nameKey } from '@/api/names'
import type { Migration } from './migrations'
import type { Database } from './schema'

/**
 * User names unique as people read them (src/api/names.ts `nameKey`: NFKC, case-folded, look-alike letters
 * folded): `PR_OPERATOR` and `pr_оperator` (Cyrillic о) are the same name. Existing users get their key in
 * order of creation; a later user whose key is taken keeps a null key (the unique index ignores it) rather
 * than failing the migration: the earlier user holds the name, and no new look-alike can join them.
 */
export const migration17: Migration = {
  version: 17,
  name: 'user names unique by their folded key',
  up: `
    alter table users add column name_key text;
    create unique index users_name_key on users(name_key);
  `,
  async after(trx: Kysely<Database>) {
    const users = await trx.selectFrom('users').select(['user_id', 'user_name']).orderBy('user_id').execute()
    const taken = new Set<string>()
    for (const user of users) {
      const key = nameKey(user.user_name)
      if (taken.has(key)) continue
      taken.add(key)
      await trx.updateTable('users').set({ name_key: key }).where('user_id', '=', user.user_id).execute()
    }
  },
}
