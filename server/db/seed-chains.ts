import type { Kysely } from 'kysely'
import type { ServerConfig } from '../config'
import type { Database } from './schema'

/** The configured chain is the first row of `chains` (its contract and RPC); created at first start. */
export async function seedChains(db: Kysely<Database>, config: ServerConfig): Promise<void> {
  const existing = await db.selectFrom('chains').select('chain_info_id').limit(1).executeTakeFirst()
  if (existing) return
  await db
    .insertInto('chains')
    .values({
      chain_type: config.chain.chainType,
      chain_rpc: config.chain.rpc,
      chain_id: config.chain.chainId,
      contract_account: config.chain.contractAccount,
      contract_name: 'DDC collectibles',
    })
    .execute()
}
