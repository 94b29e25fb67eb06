import { assign, fromCallback, setup, type CallbackActorLogic, type EventObject } from 'xstate'
import { AccountType, roleOf, type BusinessType } from '@/api/primitives'
import { zhCN } from '@/lib/i18n/zh-CN'
import { messageFromServerError, type MessageKey, type UiMessage } from '@/lib/i18n/message-ref'
import { MissingImplementationError, promisePlaceholder } from '@/lib/machine-replay/placeholders'
import {
  keyAndPointsActors,
  keyAndPointsDelays,
  keyAndPointsGuards,
  keyAndPointsStates,
  type CheckPointsInput,
  type CheckPointsOutput,
  type ReadChainKeyInput,
  type ReadChainKeyOutput,
} from './key-and-points.states'

export { NO_POINTS_ACCOUNT_CODE } from './key-and-points.states'
export type { CheckPointsInput, CheckPointsOutput, ReadChainKeyInput, ReadChainKeyOutput }

/**
 * One chain operation (mint, transfer, freeze, burn, approve, …) from the user's submit to the indexed
 * transaction (spec §4 "Each chain operation", decisions "Chain operations"):
 * custodial check → role check (freeze/unfreeze) → private key (passphrase dialog when absent) → fee
 * preview → billing points (`/fee/isAction`, retried 3 s after a failure; passed at once when the preview
 * charges nothing) → user confirms → send → wait until included and indexed (at most 3 s, with progress).
 * Cancel is possible until the transaction is sent.
 *
 * Each operation provides its own `estimateFee`, `sendTransaction` and `waitForIndexing` with `.provide()`.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

/** The operation's form values, as the operation's actors expect them (spec §3 "Chain operation inputs"). */
export type ChainOperationPayload = { [key: string]: JsonValue }

export interface ChainOperationAccount {
  /** Chain account name. */
  account: string
  /** Non-custodial accounts may not operate on the chain from the console. */
  type: AccountType
  /** The session's role as the server sends it: 1 operator, 2 platform, any other value a visitor (`roleOf`). */
  role: number
}

export interface ChainOperationInput {
  /** The operation's name, e.g. `mint721`: for traces, progress text and the role rule. */
  operation: string
  /** The fee function the points check asks about (`/fee/isAction` `method`), e.g. `mint`. */
  method: string
  businessType: BusinessType
  account: ChainOperationAccount
}

export interface FeePreview {
  /** Billing points the operation costs (decimal string). */
  points: string
  /** The fee rule's points per charge and how many times it is charged (batches), when known. */
  rule?: string
  count?: number
}

/** Where the transaction is after sending: shown as progress while waiting for the indexer. */
export type IndexingProgress = 'notSent' | 'sent' | 'included' | 'indexed'

export type ChainOperationStatus = 'done' | 'sentNotIndexed' | 'failed' | 'cancelled'

export interface ChainOperationContext extends ChainOperationInput {
  payload: ChainOperationPayload | null
  fee: FeePreview | null
  transactionId: string | null
  progress: IndexingProgress
  error: UiMessage | null
  notice: UiMessage | null
  status: ChainOperationStatus | null
  /** Billing points missing for the operation when the points check said "not enough" (decimal string). */
  pointsShortfall: string | null
}

export type ChainOperationEvent =
  | { type: 'operation.start'; payload: ChainOperationPayload }
  | { type: 'operation.confirm' }
  | { type: 'operation.cancel' }
  // Sent by the `waitForIndexing` actor.
  | { type: 'indexing.included' }
  | { type: 'indexing.indexed' }

export interface ChainOperationOutput {
  status: ChainOperationStatus
  transactionId: string | null
  error: UiMessage | null
}

export interface OperationActorInput {
  operation: string
  method: string
  businessType: BusinessType
  account: string
  payload: ChainOperationPayload
}
export type SendTransactionOutput = { transactionId: string }

export interface WaitForIndexingInput {
  transactionId: string
}
export type IndexingEvent = Extract<ChainOperationEvent, { type: 'indexing.included' | 'indexing.indexed' }>

/** Actions only the operator or the platform may perform (spec §5, §6). */
const ROLE_RESTRICTED_METHODS: ReadonlySet<string> = new Set(['freeze', 'unfreeze'])

/** A chain failure as shown to the user: the SDK's `ChainError.code` names a `chainErrors.*` message. */
export function chainFailureMessage(error: unknown): UiMessage {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && Object.hasOwn(zhCN.chainErrors, code))
    return { key: `chainErrors.${code}` as MessageKey }
  return messageFromServerError(error, 'chainErrors.unknown')
}

function operationActorInput(context: ChainOperationContext): OperationActorInput {
  return {
    operation: context.operation,
    method: context.method,
    businessType: context.businessType,
    account: context.account.account,
    payload: context.payload ?? {},
  }
}

const waitForIndexingPlaceholder: CallbackActorLogic<EventObject, WaitForIndexingInput> = fromCallback<
  EventObject,
  WaitForIndexingInput
>(() => {
  throw new MissingImplementationError('waitForIndexing')
})

export const chainOperationMachine = setup({
  types: {
    input: {} as ChainOperationInput,
    context: {} as ChainOperationContext,
    events: {} as ChainOperationEvent,
    output: {} as ChainOperationOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    ...keyAndPointsActors,
    /** The fee shown before signing. */
    estimateFee: promisePlaceholder<FeePreview, OperationActorInput>('estimateFee'),
    /** Signs and pushes the transaction; rejects with a `ChainError` whose `code` names the message. */
    sendTransaction: promisePlaceholder<SendTransactionOutput, OperationActorInput>('sendTransaction'),
    /** Reports `indexing.included` then `indexing.indexed`; the machine gives up after `indexingTimeout`. */
    waitForIndexing: waitForIndexingPlaceholder,
  },
  delays: {
    ...keyAndPointsDelays,
    /** Spec §9 "wait 3000 ms after each chain operation", as an upper bound (decisions "Chain operations"). */
    indexingTimeout: 3000,
  },
  guards: {
    isNonCustodial: ({ context }) => context.account.type === AccountType.NonCustodial,
    roleNotAllowed: ({ context }) =>
      ROLE_RESTRICTED_METHODS.has(context.method) && roleOf(context.account.role) === null,
    ...keyAndPointsGuards,
  },
}).createMachine({
  id: 'chainOperation',
  context: ({ input }) => ({
    ...input,
    payload: null,
    fee: null,
    transactionId: null,
    progress: 'notSent',
    error: null,
    notice: null,
    status: null,
    pointsShortfall: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'operation.start': [
          { guard: 'isNonCustodial', target: 'failed', actions: assign({ error: { key: 'messages.nonCustodial' } }) },
          { guard: 'roleNotAllowed', target: 'failed', actions: assign({ error: { key: 'messages.freezeRoleOnly' } }) },
          { target: 'checkingKey', actions: assign({ payload: ({ event }) => event.payload }) },
        ],
        'operation.cancel': { target: 'cancelled' },
      },
    },
    ...keyAndPointsStates<ChainOperationContext, ChainOperationEvent>({
      refused: 'failed',
      cancel: { event: 'operation.cancel', target: 'cancelled', clearsRetryError: false },
      method: (context) => context.method,
      shortfall: (output) => ({ pointsShortfall: output.missing ?? null }),
      // The fee preview comes first: the points check then knows whether the operation charges anything.
      fee: (context) => context.fee?.points,
      next: { afterKey: 'estimatingFee', afterPoints: 'confirming' },
    }),
    estimatingFee: {
      tags: ['busy'],
      invoke: {
        id: 'estimateFee',
        src: 'estimateFee',
        input: ({ context }) => operationActorInput(context),
        onDone: { target: 'checkingPoints', actions: assign({ fee: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => chainFailureMessage(event.error) }) },
      },
      on: { 'operation.cancel': { target: 'cancelled' } },
    },
    /** The fee preview is shown; nothing is signed until the user confirms. */
    confirming: {
      on: {
        'operation.confirm': { target: 'sending' },
        'operation.cancel': { target: 'cancelled' },
      },
    },
    /** No cancel from here on: the transaction may already be on its way. */
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendTransaction',
        src: 'sendTransaction',
        input: ({ context }) => operationActorInput(context),
        onDone: {
          target: 'awaitingIndex',
          actions: assign(({ event }) => ({ transactionId: event.output.transactionId, progress: 'sent' as const })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => chainFailureMessage(event.error) }) },
      },
    },
    awaitingIndex: {
      tags: ['busy'],
      invoke: {
        id: 'waitForIndexing',
        src: 'waitForIndexing',
        input: ({ context }) => ({ transactionId: context.transactionId ?? '' }),
        // The transaction was accepted by the node: failing to follow it means "sent, not yet indexed".
        onError: { target: 'sentNotIndexed' },
      },
      after: { indexingTimeout: { target: 'sentNotIndexed' } },
      on: {
        'indexing.included': { actions: assign({ progress: 'included' }) },
        'indexing.indexed': { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: assign({ progress: 'indexed', status: 'done', notice: { key: 'chainErrors.success' } }),
    },
    sentNotIndexed: {
      type: 'final',
      entry: assign({ status: 'sentNotIndexed', notice: { key: 'messages.sentNotIndexed' } }),
    },
    failed: {
      type: 'final',
      tags: ['error'],
      entry: assign({ status: 'failed' }),
    },
    cancelled: {
      type: 'final',
      entry: assign({ status: 'cancelled' }),
    },
  },
  output: ({ context }) => ({
    status: context.status ?? 'failed',
    transactionId: context.transactionId,
    error: context.error,
  }),
})
