import { configEndpoints } from '@/api/endpoint-groups/config'
import { callApi } from '@/lib/api-client'
import { chainTarget, type ChainTarget as SessionChainTarget } from '@/lib/chain-operation/chain-target'
import type { SessionChain } from '@/lib/session'

/** Where chain calls go: the session chain's node, its contract account and whether it runs system contracts. */
export interface ChainTarget extends SessionChainTarget {
  hasSystemContracts: boolean
}

/** The session chain's shared target, and HAS_SYSTEM_CONTRACTS from the config. */
export async function resolveChainTarget(chain: SessionChain): Promise<ChainTarget> {
  const [target, config] = await Promise.all([chainTarget(chain), callApi(configEndpoints.getConfig, {})])
  return { ...target, hasSystemContracts: config.HAS_SYSTEM_CONTRACTS === 'true' }
}
