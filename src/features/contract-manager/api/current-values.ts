import { useQuery } from '@tanstack/react-query'
import type { TableRows } from '@/lib/chain/tables'
import type { ChainTarget } from '@/lib/chain-operation/chain-target'

/** What the contract holds now, for the manager's previews to show "current → new". */
export interface ManagerCurrentValues {
  /** config.is_platform_open. */
  platformOpen: boolean
  /** feerules, one entry per business type × function. */
  fees: readonly { business_type: number; func_name: string; value: string }[]
  /** s21account: each registered account's role and manager flag. */
  accounts: readonly { account: string; role: number; is_manager: boolean }[]
  /** crossappr rows. */
  crossApprovals: readonly { from: string; to: string; approved: boolean }[]
  /** funcperms rows. */
  functionPermissions: readonly { account_role: number; business_type: number; func_name: string }[]
}

/** The current values as the panel sees them: still being read, unreadable, or read. */
export type CurrentValuesState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; values: ManagerCurrentValues }

/** Rows per get_table_rows call. */
const PAGE = 100

export const currentValuesKey = (target: ChainTarget | undefined) =>
  ['contract-manager', 'current', target?.rpcUrl ?? '', target?.contractAccount ?? ''] as const

/** Every page of one table. */
async function allRows<Row>(read: (lowerBound: string | undefined) => Promise<TableRows<Row>>): Promise<Row[]> {
  const rows: Row[] = []
  let lowerBound: string | undefined
  for (;;) {
    const page = await read(lowerBound)
    rows.push(...page.rows)
    if (!page.more || page.next_key === '' || page.next_key === lowerBound) return rows
    lowerBound = page.next_key
  }
}

/** The contract's platform switch, fees, accounts, cross-platform approvals and function permissions, read from the chain. */
export function useManagerCurrentValues(target: ChainTarget | undefined): CurrentValuesState {
  const query = useQuery({
    queryKey: currentValuesKey(target),
    enabled: target !== undefined,
    queryFn: async (): Promise<ManagerCurrentValues> => {
      if (!target) throw new Error('no chain target')
      const { createChainClient } = await import('@/lib/chain')
      const client = createChainClient({ rpcUrl: target.rpcUrl, contractAccount: target.contractAccount })
      const page = (lowerBound: string | undefined) => ({
        limit: PAGE,
        ...(lowerBound === undefined ? {} : { lower_bound: lowerBound }),
      })
      const [config, feeRules, accounts, crossApprovals, functionPermissions] = await Promise.all([
        client.readContractConfig(),
        allRows((lowerBound) => client.readFeeRules(page(lowerBound))),
        allRows((lowerBound) => client.readAccounts(page(lowerBound))),
        allRows((lowerBound) => client.readCrossApprovals(page(lowerBound))),
        allRows((lowerBound) => client.readFunctionPermissions(page(lowerBound))),
      ])
      return {
        platformOpen: config.is_platform_open,
        fees: feeRules.flatMap((rule) =>
          rule.func_fee.map((entry) => ({ business_type: rule.business_type, func_name: entry.key, value: entry.fee })),
        ),
        accounts: accounts.map(({ account, role, is_manager }) => ({ account, role, is_manager })),
        crossApprovals: crossApprovals.map(({ from, to, approved }) => ({ from, to, approved })),
        functionPermissions: functionPermissions.map(({ account_role, business_type, func_name }) => ({
          account_role,
          business_type,
          func_name,
        })),
      }
    },
  })
  if (query.data) return { status: 'ready', values: query.data }
  return query.isError ? { status: 'failed' } : { status: 'loading' }
}
