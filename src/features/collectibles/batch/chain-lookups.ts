/**
 * The CSV batch's chain reads: the session chain's node and contract, and validation's lookups (get_account,
 * the contract's account row and collectible tables, which name collectibles in the contract's words).
 */
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { BusinessType, businessType as businessTypeCode } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import { readChain } from '@/lib/session'
import type { ChainLookups, Holding, RecipientStatus } from './validation'

interface ChainTarget {
  rpcUrl: string
  contractAccount: string
}

let chainTarget: Promise<ChainTarget> | null = null

/** The node and contract of the session's chain (`getChainType` → `getChainContract`), asked once per page. */
export function resolveChainTarget(): Promise<ChainTarget> {
  chainTarget ??= (async () => {
    const chain = readChain()
    const session = chain.status === 'ok' ? chain.value : null
    const options = await callApi(systemEndpoints.getChainType, {})
    const option = options.find((candidate) => candidate.chain_type === session?.chain_type) ?? options[0]
    if (!option) throw Object.assign(new Error('no target chain'), { code: 'network' })
    const contract = await callApi(systemEndpoints.getChainContract, { chain_info_id: option.chain_info_id })
    return { rpcUrl: session?.chain_rpc || contract.chain_rpc, contractAccount: contract.contract_account }
  })().catch((error: unknown) => {
    chainTarget = null
    throw error
  })
  return chainTarget
}

export async function readingClient() {
  const [chain, target] = await Promise.all([import('@/lib/chain'), resolveChainTarget()])
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
