import { useEffect, useState } from 'react'
import { MAX_INDEX_WAIT_MS } from '@/api/chain'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { callApi } from '@/lib/api-client'
import type { ChainOperationOutput } from './chain-operation.machine'

/**
 * How many long polls (each held by the server up to `MAX_INDEX_WAIT_MS`) follow a transaction that was sent
 * but not indexed within the machine's 3 s.
 */
export const FOLLOW_UP_ROUNDS = 6

/**
 * After the machine's 3 s: keeps asking the indexer (`checkTransaction`, long-polled) a few rounds; true once
 * it has the transaction, false when it still has not (or `isStopped` says nobody waits any more).
 */
export async function followUntilIndexed(transactionId: string, isStopped: () => boolean = () => false) {
  for (let round = 0; round < FOLLOW_UP_ROUNDS && !isStopped(); round += 1) {
    const answer = await callApi(systemEndpoints.checkTransaction, {
      id: transactionId,
      wait_ms: MAX_INDEX_WAIT_MS,
    }).catch(() => null)
    if (answer?.indexed) return true
  }
  return false
}

/** While `active` (the operation ended "sent, not yet indexed"): follows the transaction; true once indexed. */
export function useIndexedFollowUp(transactionId: string | null, active: boolean): boolean {
  const [indexed, setIndexed] = useState(false)
  useEffect(() => {
    if (!active || transactionId === null) return
    let stopped = false
    void followUntilIndexed(transactionId, () => stopped).then((found) => {
      if (found && !stopped) setIndexed(true)
    })
    return () => {
      stopped = true
    }
  }, [transactionId, active])
  return indexed
}

/**
 * Refreshes what an ended operation changed: at once, and, when it was sent but not yet indexed, again once
 * the indexer has it, so lists show the result without a reload (the follow-up outlives the closed dialog).
 */
export function refreshWhenIndexed(
  output: Pick<ChainOperationOutput, 'status' | 'transactionId'>,
  refresh: () => void,
): void {
  refresh()
  if (output.status !== 'sentNotIndexed' || output.transactionId === null) return
  void followUntilIndexed(output.transactionId).then((indexed) => {
    if (indexed) refresh()
  })
}
