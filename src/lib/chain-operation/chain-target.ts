import { publicChainEndpoints } from '@/api/endpoint-groups/system-public-chain'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { callApi } from '@/lib/api-client'
import { readChain, subscribeSession, type SessionChain } from '@/lib/session'

/** Where chain calls go: the session chain's node and the contract account on it. */
export interface ChainTarget {
  rpcUrl: string
  contractAccount: string
}

/** The session's chain item, or null without one (logged out, or not written yet). */
export function sessionChain(): SessionChain | null {
  const read = readChain()
  return read.status === 'ok' ? read.value : null
}

const keyOf = (chain: SessionChain | null) => JSON.stringify(chain)

let known: { key: string; target: Promise<ChainTarget> } | null = null
let watching = false

/** Logout, login or an account switch that changes the chain item drops the remembered target. */
function watchSession(): void {
  if (watching) return
  watching = true
  subscribeSession(() => {
    if (known && known.key !== keyOf(sessionChain())) known = null
  })
}

/**
 * The session names its chain by type only and holds the user's own account, so the contract comes from
 * `getChainType` → `getChainContract`. An unknown type (or no chain) falls back to the first configured one.
 */
async function lookUpChainTarget(chain: SessionChain | null): Promise<ChainTarget> {
  const options = await callApi(publicChainEndpoints.getChainType, {})
  const option = options.find((candidate) => candidate.chain_type === chain?.chain_type) ?? options[0]
  if (!option) throw Object.assign(new Error('no chain is configured'), { code: 'network' })
  const contract = await callApi(systemEndpoints.getChainContract, { chain_info_id: option.chain_info_id })
  return { rpcUrl: chain?.chain_rpc || contract.chain_rpc, contractAccount: contract.contract_account }
}

/**
 * The node and contract account of the session's chain, asked once per page load and chain item (a failed
 * look-up is asked again next time).
 */
export function chainTarget(chain: SessionChain | null = sessionChain()): Promise<ChainTarget> {
  watchSession()
  const key = keyOf(chain)
  if (known?.key === key) return known.target
  const target = lookUpChainTarget(chain).catch((error: unknown) => {
    if (known?.target === target) known = null
    throw error
  })
  known = { key, target }
  return target
}

/** Forgets the remembered target (tests that change the configured chain between cases). */
export function forgetChainTarget(): void {
  known = null
}
