import { useQuery } from '@tanstack/react-query'
import type { ChainTarget } from './chain-target'

/** One permission of an account as get_account lists it (keys and linked accounts with their weights). */
export interface PermissionView {
  name: string
  parent: string
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { actor: string; permission: string; weight: number }[]
}

/** The account's permissions and keys, read from the chain node (get_account); eosjs loads only here. */
export function useChainPermissions(account: string, chainTarget: (() => Promise<ChainTarget>) | null) {
  return useQuery({
    queryKey: ['accounts', 'chain', account],
    enabled: account !== '' && chainTarget !== null,
    queryFn: async (): Promise<PermissionView[]> => {
      if (!chainTarget) return []
      const [chain, target] = await Promise.all([import('@/lib/chain'), chainTarget()])
      const client = chain.createChainClient({ rpcUrl: target.rpcUrl, contractAccount: target.contractAccount })
      const info = await client.getAccount(account)
      return info.permissions.map((permission) => ({
        name: permission.perm_name,
        parent: permission.parent,
        threshold: permission.required_auth.threshold,
        keys: permission.required_auth.keys,
        accounts: permission.required_auth.accounts.map((entry) => ({ ...entry.permission, weight: entry.weight })),
      }))
    },
  })
}
