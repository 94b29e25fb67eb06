import { BusinessType, type ChargeableFunction, type Role } from '@/api/primitives'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { callApi } from '@/lib/api-client'
import type { ChainAuditOperation } from '@/api/audit'
import { sendAudited } from '@/lib/chain-operation/audit-report'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import { chainTarget } from '@/lib/chain-operation/chain-target'
import {
  chainOperationMachine,
  NO_POINTS_ACCOUNT_CODE,
  type ChainOperationInput,
  type CheckPointsInput,
  type CheckPointsOutput,
  type ChainOperationPayload,
  type FeePreview,
  type OperationActorInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { ConsoleChainAccount } from '@/lib/console-session'
import { serverErrorCode } from '@/lib/i18n/message-ref'
import type { SessionChain } from '@/lib/session'
import { fromPromise } from 'xstate'

/**
 * The billing chain operations (contract actions `setfee`, `deletefee`, `selfrecharge`, `recharge`), each
 * run by the chain-operation machine: passphrase, points check, fee preview, confirm, sign, send, wait
 * until indexed. The server's records come from the indexer, never from these requests.
 *
 * Recharge and distribution are both the contract's `recharge` (points from the signer to another account);
 * the indexer records the operator's as recharges (recharge record) and a platform's as distributions
 * (distribution record). Self-recharge creates points on the operator's own account.
 */
export type BillingOperation =
  | { kind: 'setfee'; business_type: BusinessType; func_name: ChargeableFunction; value: string }
  | { kind: 'deletefee'; business_type: BusinessType; func_name: ChargeableFunction }
  | { kind: 'selfrecharge'; value: string }
  | { kind: 'recharge' | 'distribution'; to: string; value: string; memo: string }

export type BillingOperationKind = BillingOperation['kind']

/** The machine's input for one billing operation of the current account. */
export function billingOperationInput(
  operation: BillingOperation,
  account: ConsoleChainAccount,
  role: Role | null,
): ChainOperationInput {
  return {
    operation: operation.kind,
    // Not a fee-rule function: the shared points check asks nothing for it (`checkPoints`).
    method: operation.kind === 'distribution' ? 'recharge' : operation.kind,
    // Points actions belong to the contract's points business, which the machine's type does not name;
    // the fee rule actions carry the rule's own business type.
    businessType: 'business_type' in operation ? operation.business_type : BusinessType.SingleCopy,
    account: { account: account.account, type: account.type, role: role ?? 0 },
  }
}

export function billingPayload(operation: BillingOperation): ChainOperationPayload {
  return { ...operation }
}

/** What the signer's balance must cover: the points moved by a recharge or a distribution. */
function pointsMoved(operation: BillingOperation): bigint {
  return operation.kind === 'recharge' || operation.kind === 'distribution' ? BigInt(operation.value) : 0n
}

/**
 * Points check of a billing operation: a recharge or distribution needs the points it moves on the signer's
 * balance; the shortfall is shown before anything is signed. Other billing actions cost nothing.
 */
export function createBillingPointsCheck(operation: BillingOperation) {
  return fromPromise<CheckPointsOutput, CheckPointsInput>(async () => {
    const needed = pointsMoved(operation)
    if (needed === 0n) return { enough: true }
    const balance = await callApi(feeEndpoints.getSupply, {}).then(
      (supply) => BigInt(supply.balance),
      (error: unknown) => {
        if (serverErrorCode(error) === NO_POINTS_ACCOUNT_CODE) return 0n
        throw error
      },
    )
    return balance >= needed ? { enough: true } : { enough: false, missing: String(needed - balance) }
  })
}

/** The contract charges no fee on billing and fee-rule actions. */
const noFee = fromPromise<FeePreview, OperationActorInput>(async () => ({ points: '0' }))

async function sendBillingAction(
  chain: SessionChain,
  operation: BillingOperation,
  signer: { account: string; privateKey: string },
): Promise<{ transactionId: string }> {
  // The chain SDK (eosjs) loads only when an operation is signed.
  const [sdk, contract] = await Promise.all([import('@/lib/chain'), chainTarget(chain)])
  const client = sdk.createChainClient({ ...contract, signer })
  switch (operation.kind) {
    case 'setfee':
      return client.setFee({
        business_type: operation.business_type,
        func_name: operation.func_name,
        value: operation.value,
      })
    case 'deletefee':
      return client.deleteFee({ business_type: operation.business_type, func_name: operation.func_name })
    case 'selfrecharge':
      return client.selfRecharge({ value: operation.value })
    case 'recharge':
    case 'distribution':
      return client.recharge({ to: operation.to, value: operation.value, memo: operation.memo })
  }
}

const AUDIT_OPERATION = {
  setfee: 'set_fee',
  deletefee: 'delete_fee',
  selfrecharge: 'self_recharge',
  recharge: 'recharge',
  distribution: 'distribute_points',
} as const satisfies Record<BillingOperationKind, ChainAuditOperation>

/** The audit row of a billing operation: about the receiving account for points moved, else the signer's own. */
function auditReport(operation: BillingOperation, signer: string) {
  const account = operation.kind === 'recharge' || operation.kind === 'distribution' ? operation.to : signer
  return { operation: AUDIT_OPERATION[operation.kind], account }
}

/** The machine with the billing actors: shared key, passphrase and indexing steps; billing checks and send. */
export function billingOperationMachine(chain: SessionChain, operation: BillingOperation) {
  return chainOperationMachine.provide({
    actors: {
      ...chainOperationActors,
      checkPoints: createBillingPointsCheck(operation),
      estimateFee: noFee,
      sendTransaction: createSendTransaction((_input, signer) =>
        sendAudited([auditReport(operation, signer.account)], () => sendBillingAction(chain, operation, signer)),
      ),
    },
  })
}
