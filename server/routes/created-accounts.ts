import type { Kysely } from 'kysely'
import { AccountType, Role } from '@/api/primitives'
import { AccountRole } from '@/lib/chain/contract-codes'
import type { Database } from '../db/schema'
import type { Session } from '../http/session'

/**
 * An account created directly from /account-manage (newaccount + operatoradd, no application) joins the
 * managed list: a chain account row with no user yet and its creator. Written only when the indexer saw the
 * reporting account register it (operatoradd's leader), so nobody can claim a name by reporting it.
 * Answers whether the row exists now.
 */
export async function recordCreatedAccount(
  db: Kysely<Database>,
  session: Session,
  account: string,
  publicKey: string,
): Promise<boolean> {
  const creator = session.account
  if (!creator) return false
  const indexed = await db
    .selectFrom('indexed_accounts')
    .select(['role', 'leader', 'account_name'])
    .where('account', '=', account)
    .executeTakeFirst()
  if (!indexed || indexed.leader !== creator.account) return false
  // The contract's consumer (role 3) is an account without a console role.
  const role = indexed.role === AccountRole.Consumer ? 0 : indexed.role
  const platform =
    indexed.role === Role.Platform ? account : indexed.role === AccountRole.Consumer ? creator.platform : null
  await db
    .insertInto('chain_accounts')
    .values({
      account,
      user_id: null,
      creator: creator.account,
      // The server never holds its key.
      type: AccountType.NonCustodial,
      role,
      public_key: publicKey,
      chain_info_id: creator.chain_info_id,
      bussiness_name: indexed.role === Role.Platform ? indexed.account_name || account : creator.bussiness_name,
      platform,
      create_time: new Date(),
    })
    .onConflict((conflict) => conflict.column('account').doNothing())
    .execute()
  return true
}
