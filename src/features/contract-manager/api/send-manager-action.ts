import { createActor, fromPromise, toPromise } from 'xstate'
import { BusinessType } from '@/api/primitives'
import type { ChainAction, PermissionLevel } from '@/lib/chain/types'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import {
  chainOperationMachine,
  type ChainOperationAccount,
  type ChainOperationOutput,
  type FeePreview,
  type OperationActorInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { SessionChain } from '@/lib/session'

/** Sent directly, or as an eosio.msig proposal to the requested approvers. */
export type Delivery =
  { kind: 'direct' } | { kind: 'proposal'; proposalName: string; requested: PermissionLevel[]; expiresInHours?: number }

/** Manager actions carry no fee rule. */
const noFee = fromPromise<FeePreview, OperationActorInput>(() => Promise.resolve({ points: '0' }))

/** One manager action as a chain operation (custodial check, passphrase, sign, send, wait until indexed). */
export async function sendManagerAction(
  action: ChainAction,
  delivery: Delivery,
  account: ChainOperationAccount,
  chain: SessionChain,
): Promise<ChainOperationOutput> {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const { createChainClient } = await import('@/lib/chain')
    const client = createChainClient({ rpcUrl: chain.chain_rpc ?? '', contractAccount: chain.account, signer })
    const result =
      delivery.kind === 'direct'
        ? await client.sendActions([action])
        : await client.propose({
            proposalName: delivery.proposalName,
            requested: delivery.requested,
            actions: [action],
            ...(delivery.expiresInHours === undefined ? {} : { expiresInHours: delivery.expiresInHours }),
          })
    return { transactionId: result.transactionId }
  })
  const actor = createActor(
    chainOperationMachine.provide({ actors: { ...chainOperationActors, estimateFee: noFee, sendTransaction } }),
    {
      input: {
        operation: `manager.${action.name}`,
        method: `manager.${action.name}`,
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
  actor.send({ type: 'operation.start', payload: { action: action.name } })
  return toPromise(actor)
}
