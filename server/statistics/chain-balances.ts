import { JsonRpc } from 'eosjs/dist/eosjs-jsonrpc'
import { readTableRows, toBalanceRow } from '@/lib/chain/tables'

/** Rows per get_table_rows page: the node caps a page by time anyway and answers `more`. */
const PAGE_ROWS = 500
/** A node that does not answer within this is reported as unavailable, not waited for. */
const RPC_TIMEOUT_MS = 5000

export class ChainUnavailableError extends Error {}

export interface ChainBalances {
  /** account → points of the contract's s21balance table. */
  readonly balances: Map<string, bigint>
  /** The head block before and after the read: equal when no block came in between. */
  readonly headBefore: number
  readonly headAfter: number
}

/** Reads the chain's side of the reconciliation. */
export type ChainBalancesReader = () => Promise<ChainBalances>

/** Every row of s21balance, read page by page from the node with get_table_rows, between two head readings. */
export function chainBalancesReader(rpcUrl: string, contractAccount: string): ChainBalancesReader {
  const rpc = new JsonRpc(rpcUrl, {
    fetch: (input: string | URL | Request, init?: RequestInit) =>
      fetch(input, { ...init, signal: AbortSignal.timeout(RPC_TIMEOUT_MS) }),
  })
  const guarded = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (error) {
      throw new ChainUnavailableError(error instanceof Error ? error.message : String(error))
    }
  }
  return async () => {
    const headBefore = (await guarded(() => rpc.get_info())).head_block_num
    const balances = new Map<string, bigint>()
    let lowerBound = ''
    for (;;) {
      const page = await guarded(() =>
        readTableRows(rpc, contractAccount, { table: 's21balance', lower_bound: lowerBound, limit: PAGE_ROWS }),
      )
      for (const raw of page.rows) {
        const row = toBalanceRow(raw)
        balances.set(row.account, BigInt(row.points))
      }
      if (!page.more || page.next_key === '' || page.next_key === lowerBound) break
      lowerBound = page.next_key
    }
    const headAfter = (await guarded(() => rpc.get_info())).head_block_num
    return { balances, headBefore, headAfter }
  }
}
