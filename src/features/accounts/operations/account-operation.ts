import { fromPromise } from 'xstate'
import type { ChainAuditOperation } from '@/api/audit'
import { BusinessType } from '@/api/primitives'
import { reportToAuditLog, type AuditOutcome } from '@/lib/chain-operation/audit-report'
import type { ChainClient } from '@/lib/chain'
import {
  chainOperationActors,
  createSendTransaction,
  createWaitForIndexing,
  isIndexedOnServer,
} from '@/lib/chain-operation/chain-operation.actors'
import {
  chainFailureMessage,
  chainOperationMachine,
  type ChainOperationAccount,
  type FeePreview,
  type OperationActorInput,
  type ChainOperationInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { ChainTarget } from '../api/chain-target'

/**
 * One chain operation on an account (create, freeze, unfreeze, key reset) through the shared chain-operation
 * machine: custodial check, the role rule (freeze/unfreeze: operator or platform only), the passphrase, a
 * preview to confirm, the signature in this browser, and the wait for the indexer. These operations cost no
 * billing points (no fee rule names them). Each sent transaction, or the failure, is reported to the audit log.
 */
export interface AccountOperation {
  /** For traces and the role rule: 'freeze' and 'unfreeze' are refused to anyone but roles 1 and 2. */
  method: 'createAccount' | 'freeze' | 'unfreeze' | 'resetKey'
  audit: ChainAuditOperation
  /** The account the operation is about (the audit log's "which account"). */
  target: string
  /** A created account's owner key, reported so the server lists the new account (never a private key). */
  publicKey?: string
  /** Signs and sends with the client, then tells the server what it must know; answers the transaction id. */
  send: (client: ChainClient) => Promise<string>
}

/** A failure after the chain accepted the transaction: the chain part is done, the server step is not. */
export class ServerStepFailed extends Error {
  constructor(
    readonly code: 'resetServerFailed' | 'reviewFailed',
    readonly transactionId: string,
  ) {
    super(code)
  }
}

/** Reports to the audit log without holding the operation up: the log is the server's, not a step the user waits for. */
function report(operation: AccountOperation, outcome: AuditOutcome, attemptedAt: Date): void {
  reportToAuditLog(
    {
      operation: operation.audit,
      account: operation.target,
      ...(operation.publicKey === undefined ? {} : { publicKey: operation.publicKey }),
    },
    outcome,
    attemptedAt,
  )
}

export function operationInput(operation: AccountOperation, account: ChainOperationAccount): ChainOperationInput {
  return { operation: operation.method, method: operation.method, businessType: BusinessType.SingleCopy, account }
}

/** The machine with this operation's side effects: signing with the unlocked key, the indexer wait. */
export function accountOperationMachine(operation: AccountOperation, target: () => Promise<ChainTarget>) {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const attemptedAt = new Date()
    try {
      const chain = await import('@/lib/chain')
      const where = await target()
      const client = chain.createChainClient({ ...where, signer })
      const transactionId = await operation.send(client)
      report(operation, { txId: transactionId }, attemptedAt)
      return { transactionId }
    } catch (error) {
      if (error instanceof ServerStepFailed) report(operation, { txId: error.transactionId }, attemptedAt)
      else report(operation, { error }, attemptedAt)
      throw error
    }
  })
  return chainOperationMachine.provide({
    actors: {
      ...chainOperationActors,
      // No points: the shared points check then passes at once (a user without points is not held up).
      estimateFee: fromPromise<FeePreview, OperationActorInput>(async () => ({ points: '0' })),
      sendTransaction,
      waitForIndexing: createWaitForIndexing({ isIndexed: isIndexedOnServer, pollMs: 0 }),
    },
  })
}

export { chainFailureMessage }
