import { configEndpoints } from '@/api/endpoint-groups/config'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { callApi } from '@/lib/api-client'
import type { SessionChain } from '@/lib/session'

/** Where chain calls go: the session chain's node, its contract account and whether it runs system contracts. */
export interface ChainTarget {
  rpcUrl: string
  contractAccount: string
  hasSystemContracts: boolean
}

/** Resolves the session's chain (by its type) to its contract, and reads HAS_SYSTEM_CONTRACTS from the config. */
export async function resolveChainTarget(chain: SessionChain): Promise<ChainTarget> {
  const [chains, config] = await Promise.all([
    callApi(systemEndpoints.getChainType, {}),
    callApi(configEndpoints.getConfig, {}),
  ])
  const option = chains.find((candidate) => candidate.chain_type === chain.chain_type) ?? chains[0]
  if (!option) throw Object.assign(new Error('no chain is configured'), { code: 'network' })
  const contract = await callApi(systemEndpoints.getChainContract, { chain_info_id: option.chain_info_id })
  return {
    rpcUrl: chain.chain_rpc ?? contract.chain_rpc,
    contractAccount: contract.contract_account,
    hasSystemContracts: config.HAS_SYSTEM_CONTRACTS === 'true',
  }
}
