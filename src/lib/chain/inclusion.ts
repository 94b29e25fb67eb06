import { type JsonRpc } from 'eosjs/dist/eosjs-jsonrpc'
import { RpcError } from 'eosjs/dist/eosjs-rpcerror'

export type InclusionState = 'pending' | 'included' | 'irreversible' | 'failed'

export interface InclusionProgress {
  state: InclusionState
  elapsedMs: number
  timeoutMs: number
  /** The block the transaction is in, once known. */
  blockNum?: number
}

export interface InclusionResult {
  /** True once the transaction is in a block; false when the wait timed out (it was sent, though). */
  included: boolean
  state: InclusionState
  blockNum?: number
}

export interface WaitForInclusionOptions {
  /** Give up after this long: the product waits at most 3 s (decisions, "Chain operations"). */
  timeoutMs?: number
  intervalMs?: number
  /** The block number the node returned on push, used when the node has no get_transaction_status. */
  blockNum?: number
  onProgress?: (progress: InclusionProgress) => void
  signal?: AbortSignal
}

export const defaultInclusionTimeoutMs = 3000

interface TransactionStatus {
  state?: unknown
  block_number?: unknown
}

const statusStates: Readonly<Record<string, InclusionState>> = {
  IN_BLOCK: 'included',
  IRREVERSIBLE: 'irreversible',
  FAILED: 'failed',
  LOCALLY_APPLIED: 'pending',
  FORKED_OUT: 'pending',
  UNKNOWN: 'pending',
}

function delay(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}

/**
 * Polls the node until the transaction is in a block. Uses /v1/chain/get_transaction_status where the
 * node has it, else compares the head block with the block number returned on push.
 */
export async function waitForInclusion(
  rpc: JsonRpc,
  transactionId: string,
  options: WaitForInclusionOptions = {},
): Promise<InclusionResult> {
  const timeoutMs = options.timeoutMs ?? defaultInclusionTimeoutMs
  const intervalMs = options.intervalMs ?? 250
  const started = Date.now()
  let statusSupported = true
  let last: InclusionResult = { included: false, state: 'pending' }

  const report = (result: InclusionResult): InclusionResult => {
    last = result
    const progress: InclusionProgress = { state: result.state, elapsedMs: Date.now() - started, timeoutMs }
    options.onProgress?.(result.blockNum === undefined ? progress : { ...progress, blockNum: result.blockNum })
    return result
  }

  const check = async (): Promise<InclusionResult> => {
    if (statusSupported) {
      try {
        const status = (await rpc.fetch('/v1/chain/get_transaction_status', { id: transactionId })) as TransactionStatus
        const state = (typeof status.state === 'string' ? statusStates[status.state] : undefined) ?? 'pending'
        const blockNum =
          typeof status.block_number === 'number' && status.block_number > 0 ? status.block_number : undefined
        const included = state === 'included' || state === 'irreversible'
        return blockNum === undefined ? { included, state } : { included, state, blockNum }
      } catch (error) {
        // A node without the endpoint answers 404 / "Unknown Endpoint": fall back to block numbers.
        if (!(error instanceof RpcError)) throw error
        statusSupported = false
      }
    }
    if (options.blockNum === undefined) return { included: false, state: 'pending' }
    const info = await rpc.get_info()
    const included = info.head_block_num >= options.blockNum
    return included
      ? {
          included,
          state: info.last_irreversible_block_num >= options.blockNum ? 'irreversible' : 'included',
          blockNum: options.blockNum,
        }
      : { included, state: 'pending' }
  }

  for (;;) {
    try {
      const result = report(await check())
      if (result.included || result.state === 'failed') return result
    } catch {
      // A network hiccup while polling is not a verdict on the transaction: keep polling until the timeout.
    }
    if (options.signal?.aborted || Date.now() - started >= timeoutMs) return { ...last, included: false }
    await delay(Math.min(intervalMs, Math.max(0, timeoutMs - (Date.now() - started))), options.signal)
  }
}
