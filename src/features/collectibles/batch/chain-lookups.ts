/**
 * The CSV batch's chain reads: the session chain's node and contract, and validation's lookups (get_account,
 * the contract's account row and collectible tables, which name collectibles in the contract's words).
 */
import { BusinessType, businessType as businessTypeCode } from '@/api/primitives'
import { chainTarget } from '@/lib/chain-operation/chain-target'
import type { ChainLookups, Holding, RecipientStatus } from './validation'

export async function readingClient() {
  const [chain, target] = await Promise.all([import('@/lib/chain'), chainTarget()])
  return { chain, client: chain.createChainClient({ rpcUrl: target.rpcUrl, contractAccount: target.contractAccount }) }
}

/** Validation's chain reads: get_account, then the contract's account row and collectible tables. */
export async function liveChainLookups(): Promise<ChainLookups> {
  const { chain, client } = await readingClient()
  const recipient = async (account: string): Promise<RecipientStatus> => {
    try {
      await client.getAccount(account)
    } catch (error) {
      if (chain.isChainError(error) && error.code === 'accountNotFound') return 'unknown'
      throw error
    }
    const row = await client.readAccount(account)
    if (!row) return 'unregistered'
    return row.operator_state === 1 && row.platform_state === 1 ? 'active' : 'frozen'
  }
  const holding: ChainLookups['holding'] = async ({ number, owner, businessType }): Promise<Holding> => {
    const { rows } = await client.readNfts({ lower_bound: number, upper_bound: number, limit: 1 })
    const nft = rows.find((row) => row.nft_id === number)
    if (!nft) return { status: 'notFound' }
    // A business type the console does not know is no collectible it can move.
    const type = businessTypeCode.safeParse(nft.business_type)
    if (!type.success) return { status: 'notFound' }
    const base = { status: 'found' as const, businessType: type.data, frozen: nft.frozen }
    if (type.data !== businessType || type.data === BusinessType.SingleCopy)
      return { ...base, held: nft.owner === owner ? '1' : '0' }
    // Multi-copy holdings: the holders of this collectible (index 3, by nft_id), the owner's row among them.
    let lower = number
    for (let page = 0; page < 20; page += 1) {
      const balances = await client.readNftBalances({
        index_position: 3,
        key_type: 'i64',
        lower_bound: lower,
        upper_bound: number,
        limit: 500,
      })
      const mine = balances.rows.find((row) => row.nft_id === number && row.owner === owner)
      if (mine) return { ...base, held: mine.amount }
      if (!balances.more || !balances.next_key) break
      lower = balances.next_key
    }
    return { ...base, held: '0' }
  }
  return { recipient, holding }
}
