import { createActor, fromPromise, toPromise } from 'xstate'
import { managerAuditOperation, type ChainAuditOperation } from '@/api/audit'
import { BusinessType } from '@/api/primitives'
import type { ChainAction, PermissionLevel } from '@/lib/chain/types'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import type { ChainTarget } from '@/lib/chain-operation/chain-target'
import { sendAudited, type AuditReport } from '@/lib/chain-operation/audit-report'
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
    const result = await sendAudited(auditReports(actions, delivery, account.account), () =>
      delivery.kind === 'direct'
        ? client.sendActions([...actions])
        : client.propose({
            proposalName: delivery.proposalName,
            requested: delivery.requested,
            actions: [...actions],
            ...(delivery.expiresInHours === undefined ? {} : { expiresInHours: delivery.expiresInHours }),
          }),
    )
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
  return toPromise(actor)
}

/**
 * The audit rows of one send, under the manager's own account: a proposal is one row (the multisig screen
 * reports its later steps); a direct send one row per kind of action in it (a grid change that adds and
 * deletes function permissions is two).
 */
function auditReports(actions: readonly ChainAction[], delivery: Delivery, account: string): AuditReport[] {
  if (delivery.kind === 'proposal') return [{ operation: 'propose_multisig', account }]
  const operations = new Set<ChainAuditOperation>()
  for (const action of actions) {
    const operation = managerAuditOperation(action.name)
    if (operation) operations.add(operation)
  }
  return [...operations].map((operation) => ({ operation, account }))
}
