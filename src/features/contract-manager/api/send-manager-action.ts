import { createActor, fromPromise, toPromise } from 'xstate'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import type { ChainAction, PermissionLevel } from '@/lib/chain/types'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import type { ChainTarget } from '@/lib/chain-operation/chain-target'
import {
  chainOperationMachine,
  type ChainOperationAccount,
  type ChainOperationOutput,
  type FeePreview,
  type OperationActorInput,
} from '@/lib/chain-operation/chain-operation.machine'

/** Sent directly, or as an eosio.msig proposal to the requested approvers. */
export type Delivery =
  { kind: 'direct' } | { kind: 'proposal'; proposalName: string; requested: PermissionLevel[]; expiresInHours?: number }

/** Manager actions carry no fee rule. */
const noFee = fromPromise<FeePreview, OperationActorInput>(() => Promise.resolve({ points: '0' }))

/**
 * Manager actions as ONE chain operation (custodial check, passphrase, sign, send, wait until indexed): one
 * transaction, or one proposal holding them all, so they take effect together or not at all. `operation`
 * names it in the machine's trace.
 */
export async function sendManagerActions(
  actions: readonly ChainAction[],
  operation: string,
  delivery: Delivery,
  account: ChainOperationAccount,
  contract: ChainTarget,
): Promise<ChainOperationOutput> {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const { createChainClient } = await import('@/lib/chain')
    const client = createChainClient({ ...contract, signer })
    const result =
      delivery.kind === 'direct'
        ? await client.sendActions([...actions])
        : await client.propose({
            proposalName: delivery.proposalName,
            requested: delivery.requested,
            actions: [...actions],
            ...(delivery.expiresInHours === undefined ? {} : { expiresInHours: delivery.expiresInHours }),
          })
    return { transactionId: result.transactionId }
  })
  const actor = createActor(
    chainOperationMachine.provide({ actors: { ...chainOperationActors, estimateFee: noFee, sendTransaction } }),
    {
      input: {
        operation,
        method: operation,
        businessType: BusinessType.SingleCopy,
        account,
      },
    },
  )
  // The screen's preview and dialog are the confirmation.
  actor.subscribe((snapshot) => {
    if (snapshot.matches('confirming')) actor.send({ type: 'operation.confirm' })
  })
  actor.start()
  actor.send({ type: 'operation.start', payload: { actions: actions.map((action) => action.name) } })
  const output = await toPromise(actor)
  // A proposal goes to the audit log (the multisig screen reports its later steps); not awaited: the log is
  // the server's, not a step the user waits for.
  if (delivery.kind === 'proposal' && output.transactionId)
    void callApi(permissionEndpoints.auditRecord, {
      operation: 'propose_multisig',
      account: account.account,
      tx_id: output.transactionId,
    }).catch(() => undefined)
  return output
}
