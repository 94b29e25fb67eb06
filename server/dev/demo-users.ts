import type { Kysely } from 'kysely'
import { nameKey } from '@/api/names'
import { PASSPHRASE_CHECK_PLAINTEXT } from '@/api/permission'
import { Role } from '@/api/primitives'
import { encryptSecret } from '@/lib/crypto/key-vault'
import { hashPassword } from '../auth/passwords'
import type { Database } from '../db/schema'

/**
 * `npm start`'s demo users, bound to the devnet's development accounts (chain/devnet genesis). Development
 * fixtures, documented in the README: the devnet keys hold nothing outside this machine's devnet.
 */
export const DEVNET_DEMO_PASSPHRASE = 'Devnet#2026key'

export const DEVNET_DEMO_USERS = [
  {
    user_name: 'devnet_operator',
    password: 'Devnet#2026op',
    account: 'operator1',
    role: Role.Operator,
    platform: null,
  },
  {
    user_name: 'devnet_platform',
    password: 'Devnet#2026pf',
    account: 'platform1',
    role: Role.Platform,
    platform: 'platform1',
  },
  { user_name: 'devnet_user', password: 'Devnet#2026us', account: 'consumer1', role: 0, platform: 'platform1' },
  // The contract managers of chain/devnet/genesis.ts (MANAGERS): any two approve a 2-of-3 proposal.
  ...(['1', '2', '3'] as const).map((n) => ({
    user_name: `devnet_manager${n}` as const,
    password: `Devnet#2026m${n}` as const,
    account: `manager${n}` as const,
    role: Role.Operator,
    platform: null,
  })),
] as const

export interface DevnetKey {
  readonly account: string
  readonly public_key: string
  readonly private_key: string
}

/**
 * Creates the demo users once (a second start finds them and does nothing). Each user's chain account is
 * custodial: its key is stored as the browser's key-vault ciphertext under the demo passphrase.
 */
export async function seedDemoUsers(db: Kysely<Database>, keys: readonly DevnetKey[]): Promise<boolean> {
  const existing = await db
    .selectFrom('users')
    .select('user_id')
    .where('user_name', '=', DEVNET_DEMO_USERS[0].user_name)
    .executeTakeFirst()
  if (existing) return false
  const chain = await db.selectFrom('chains').select('chain_info_id').orderBy('chain_info_id').executeTakeFirstOrThrow()
  const passphraseCheck = await encryptSecret(PASSPHRASE_CHECK_PLAINTEXT, DEVNET_DEMO_PASSPHRASE)
  let phone = 13900000001
  for (const demo of DEVNET_DEMO_USERS) {
    const key = keys.find((candidate) => candidate.account === demo.account)
    if (!key) {
      // A devnet made before the managers existed: its demo users are seeded without them.
      if (demo.account.startsWith('manager')) continue
      throw new Error(`the devnet has no development account ${demo.account}`)
    }
    const user = await db
      .insertInto('users')
      .values({
        user_name: demo.user_name,
        name_key: nameKey(demo.user_name),
        phone: String(phone++),
        password_hash: await hashPassword(demo.password),
        passphrase_check: passphraseCheck,
      })
      .returning('user_id')
      .executeTakeFirstOrThrow()
    const account = await db
      .insertInto('chain_accounts')
      .values({
        account: demo.account,
        user_id: user.user_id,
        type: 2,
        role: demo.role,
        public_key: key.public_key,
        chain_info_id: chain.chain_info_id,
        bussiness_name: demo.role === Role.Operator ? '运营方' : '星河数藏',
        platform: demo.platform,
        create_time: new Date(),
        encrypted_private_key: await encryptSecret(key.private_key, DEVNET_DEMO_PASSPHRASE),
      })
      .returning('perm_accounts_id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('users')
      .set({ current_account_id: account.perm_accounts_id })
      .where('user_id', '=', user.user_id)
      .execute()
  }
  return true
}
