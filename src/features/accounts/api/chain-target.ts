import { configEndpoints } from '@/api/endpoint-groups/config'
import { callApi } from '@/lib/api-client'
import { newAccountResourcesFrom, type NewAccountResources } from '@/lib/chain/new-account-resources'
import { chainTarget, type ChainTarget as SessionChainTarget } from '@/lib/chain-operation/chain-target'
import type { SessionChain } from '@/lib/session'

/**
 * Where chain calls go: the session chain's node, its contract account, whether it runs system contracts and
 * the RAM and stake a new account then gets.
 */
export interface ChainTarget extends SessionChainTarget {
  hasSystemContracts: boolean
  newAccountResources: NewAccountResources
}

/** The session chain's shared target, with HAS_SYSTEM_CONTRACTS, BUY_RAM_QUANT and STAKE_* from the config. */
export async function resolveChainTarget(chain: SessionChain): Promise<ChainTarget> {
  const [target, config] = await Promise.all([chainTarget(chain), callApi(configEndpoints.getConfig, {})])
  return {
    ...target,
    hasSystemContracts: config.HAS_SYSTEM_CONTRACTS === 'true',
    newAccountResources: newAccountResourcesFrom(config),
  }
}
