import { createActor, fromPromise, toPromise } from 'xstate'
import { endpoints } from '@/api/endpoints'
import { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
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

export interface ContractOfChain {
  rpcUrl: string
  contractAccount: string
}

/**
 * The node and contract account of the session's chain: the session names the chain by its type and holds
 * the user's own account (not the contract), so the contract comes from `getChainContract`.
 */
export async function contractOfChain(chain: SessionChain): Promise<ContractOfChain> {
  const options = await callApi(endpoints.getChainType, {})
  const option = options.find((candidate) => candidate.chain_type === chain.chain_type) ?? options[0]
  if (!option) throw new Error('no chain is configured')
  const contract = await callApi(endpoints.getChainContract, { chain_info_id: option.chain_info_id })
  return { rpcUrl: chain.chain_rpc || contract.chain_rpc, contractAccount: contract.contract_account }
}

/** One manager action as a chain operation (custodial check, passphrase, sign, send, wait until indexed). */
export async function sendManagerAction(
  action: ChainAction,
  delivery: Delivery,
  account: ChainOperationAccount,
  contract: ContractOfChain,
): Promise<ChainOperationOutput> {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const { createChainClient } = await import('@/lib/chain')
    const client = createChainClient({ ...contract, signer })
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
  const output = await toPromise(actor)
  // A proposal goes to the audit log (the multisig screen reports its later steps); not awaited: the log is
  // the server's, not a step the user waits for.
  if (delivery.kind === 'proposal' && output.transactionId)
    void callApi(endpoints.auditRecord, {
      operation: 'propose_multisig',
      account: account.account,
      tx_id: output.transactionId,
    }).catch(() => undefined)
  return output
}
