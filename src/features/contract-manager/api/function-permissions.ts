import { useQuery } from '@tanstack/react-query'
import type { FuncPermRow } from '@/lib/chain/tables'
import type { ChainTarget } from '@/lib/chain-operation/chain-target'
import { grantedCells } from './permission-matrix'

/** Rows per get_table_rows call; the table holds at most roles × types × functions rows. */
const PAGE = 100

export const functionPermissionsKey = (target: ChainTarget | undefined) =>
  ['contract-manager', 'funcperms', target?.rpcUrl ?? '', target?.contractAccount ?? ''] as const

/** The granted matrix cells, read from the contract's funcperms table (every page); eosjs loads only here. */
export function useFunctionPermissions(target: ChainTarget | undefined) {
  return useQuery({
    queryKey: functionPermissionsKey(target),
    enabled: target !== undefined,
    queryFn: async (): Promise<Set<string>> => {
      if (!target) return new Set()
      const { createChainClient } = await import('@/lib/chain')
      const client = createChainClient({ rpcUrl: target.rpcUrl, contractAccount: target.contractAccount })
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
