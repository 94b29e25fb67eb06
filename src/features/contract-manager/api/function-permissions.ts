import { useQuery } from '@tanstack/react-query'
import type { FuncPermRow } from '@/lib/chain/tables'
import type { SessionChain } from '@/lib/session'
import { grantedCells } from './permission-matrix'

/** Rows per get_table_rows call; the table holds at most roles × types × functions rows. */
const PAGE = 100

export const functionPermissionsKey = (chain: SessionChain | null) =>
  ['contract-manager', 'funcperms', chain?.chain_rpc ?? '', chain?.account ?? ''] as const

/** The granted matrix cells, read from the contract's funcperms table (every page); eosjs loads only here. */
export function useFunctionPermissions(chain: SessionChain | null) {
  return useQuery({
    queryKey: functionPermissionsKey(chain),
    enabled: chain !== null && Boolean(chain.chain_rpc),
    queryFn: async (): Promise<Set<string>> => {
      if (!chain) return new Set()
      const { createChainClient } = await import('@/lib/chain')
      const client = createChainClient({ rpcUrl: chain.chain_rpc ?? '', contractAccount: chain.account })
      const rows: FuncPermRow[] = []
      let lowerBound: string | undefined
      for (;;) {
        const page = await client.readFunctionPermissions({
          limit: PAGE,
          ...(lowerBound === undefined ? {} : { lower_bound: lowerBound }),
        })
        rows.push(...page.rows)
        if (!page.more || page.next_key === '' || page.next_key === lowerBound) break
        lowerBound = page.next_key
      }
      return grantedCells(rows)
    },
  })
}
