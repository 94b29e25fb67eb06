import { fromPromise } from 'xstate'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { chargeableFunction, type BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import type { ChainAuditOperation } from '@/api/audit'
import { sendAudited } from '@/lib/chain-operation/audit-report'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import {
  chainOperationMachine,
  type ChainOperationPayload,
  type FeePreview,
  type OperationActorInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { OperationGateway } from './operation-gateway'
import { chargedCountOf, type OperationKind, type OperationRequest } from './operation-request'

/** The request back from the machine's payload (the dialog put it there; nothing else writes it). */
export function requestOf(payload: ChainOperationPayload): OperationRequest {
  if (typeof payload.kind !== 'string') throw new Error('The operation payload has no kind')
  return payload as unknown as OperationRequest
}

export function payloadOf(request: OperationRequest): ChainOperationPayload {
  return request as unknown as ChainOperationPayload
}

/** The points one charge of `method` costs (the fee rules; 0 when no rule exists). */
async function feeRuleOf(method: string, businessType: BusinessType): Promise<string> {
  const chargeable = chargeableFunction.safeParse(method)
  if (!chargeable.success) return '0'
  const rules = await callApi(feeEndpoints.getFee, { business_type: businessType })
  return rules.find((rule) => rule.func_name === chargeable.data && rule.business_type === businessType)?.value ?? '0'
}

/** Decimal strings: points are u64 on chain, so the product is computed without floating point. */
function times(rule: string, count: number): string {
  return /^\d+$/.test(rule) ? (BigInt(rule) * BigInt(count)).toString() : String(Number(rule) * count)
}

const AUDIT_OPERATION = {
  mint: 'mint',
  transfer: 'transfer',
  burn: 'burn',
  freeze: 'freeze_collectible',
  unfreeze: 'unfreeze_collectible',
  approve: 'approve_collectible',
  approveAll: 'approve_all',
  deleteApproval: 'delete_approval',
  setUri: 'set_uri',
} as const satisfies Record<OperationKind, ChainAuditOperation>

type SendTransaction = ReturnType<typeof createSendTransaction>
/** Shared steps a story may replace; `sendTransaction` too, since stories hold no chain key. */
export type OperationActors = Partial<typeof chainOperationActors & { sendTransaction: SendTransaction }>

/**
 * The chain-operation machine for a collectible operation: the chain-side refusals run before the fee is
 * shown (nothing is signed yet), the fee is the rule × how often it is charged, and the signature uses the
 * key unlocked in this tab. `actors` replaces shared steps (stories).
 */
export function collectibleOperationMachine(gateway: OperationGateway, actors: OperationActors = {}) {
  const estimateFee = fromPromise<FeePreview, OperationActorInput>(async ({ input }) => {
    const request = requestOf(input.payload)
    await gateway.precheck(request, input.account)
    const rule = await feeRuleOf(input.method, input.businessType)
    const count = chargedCountOf(request)
    return { points: times(rule, count), rule, count }
  })
  const sendTransaction = createSendTransaction((input, signer) => {
    const request = requestOf(input.payload)
    // Sent or refused, the operation goes to the audit log under the signing account.
    return sendAudited([{ operation: AUDIT_OPERATION[request.kind], account: signer.account }], () =>
      gateway.send(request, signer),
    )
  })
  return chainOperationMachine.provide({
    actors: { ...chainOperationActors, estimateFee, sendTransaction, ...actors },
  })
}

export type CollectibleOperationMachine = ReturnType<typeof collectibleOperationMachine>

/** The deal page's record of an indexed transaction (its first provenance row), or null. */
export async function historyIdOf(transactionId: string): Promise<string | null> {
  const answer = await callApi(systemEndpoints.checkTransaction, { id: transactionId, wait_ms: 0 })
  return answer.history_id ?? null
}
