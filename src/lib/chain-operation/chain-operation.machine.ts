import { assign, fromCallback, setup, type CallbackActorLogic, type EventObject } from 'xstate'
import { AccountType, roleOf, type BusinessType } from '@/api/primitives'
import { zhCN } from '@/lib/i18n/zh-CN'
import { messageFromServerError, serverErrorCode, type MessageKey, type UiMessage } from '@/lib/i18n/message-ref'
import { MissingImplementationError, promisePlaceholder } from '@/lib/machine-replay/placeholders'
import type { PassphraseInput, PassphraseOutput } from './passphrase.machine'

/**
 * One chain operation (mint, transfer, freeze, burn, approve, …) from the user's submit to the indexed
 * transaction (spec §4 "Each chain operation", decisions "Chain operations"):
 * custodial check → role check (freeze/unfreeze) → private key (passphrase dialog when absent) → billing
 * points (`/fee/isAction`, retried 3 s after a failure) → fee preview → user confirms → send → wait until
 * included and indexed (at most 3 s, with progress). Cancel is possible until the transaction is sent.
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

export interface ReadChainKeyInput {
  account: string
}
/** `declined`: the user closed the passphrase dialog earlier in this page load. */
export type ReadChainKeyOutput = { status: 'present' | 'absent' | 'declined' }

export interface CheckPointsInput {
  account: string
  method: string
  businessType: BusinessType
}
/** `missing`: how many points the account lacks, when the check could tell (decimal string). */
export type CheckPointsOutput = { enough: boolean; missing?: string }

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

/** The server's code for "this account has no points record" (no retry: asking again will not help). */
export const NO_POINTS_ACCOUNT_CODE = 127

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
    /** Whether the key of the account is unlocked (the key holder, `@/lib/chain-keys`). */
    readChainKey: promisePlaceholder<ReadChainKeyOutput, ReadChainKeyInput>('readChainKey'),
    /**
     * Asks for the passphrase and answers whether the key is now unlocked. The console has one dialog
     * (it runs `passphraseMachine`); the default implementation (`chain-operation.actors.ts`) asks it.
     */
    passphrase: promisePlaceholder<PassphraseOutput, PassphraseInput>('passphrase'),
    /** `/fee/isAction`: whether the account has enough billing points. */
    checkPoints: promisePlaceholder<CheckPointsOutput, CheckPointsInput>('checkPoints'),
    /** The fee shown before signing. */
    estimateFee: promisePlaceholder<FeePreview, OperationActorInput>('estimateFee'),
    /** Signs and pushes the transaction; rejects with a `ChainError` whose `code` names the message. */
    sendTransaction: promisePlaceholder<SendTransactionOutput, OperationActorInput>('sendTransaction'),
    /** Reports `indexing.included` then `indexing.indexed`; the machine gives up after `indexingTimeout`. */
    waitForIndexing: waitForIndexingPlaceholder,
  },
  delays: {
    /** Spec §8/§9: a failed points check is retried after 3000 ms. */
    pointsRetry: 3000,
    /** Spec §9 "wait 3000 ms after each chain operation", as an upper bound (decisions "Chain operations"). */
    indexingTimeout: 3000,
  },
  guards: {
    isNonCustodial: ({ context }) => context.account.type === AccountType.NonCustodial,
    roleNotAllowed: ({ context }) =>
      ROLE_RESTRICTED_METHODS.has(context.method) && roleOf(context.account.role) === null,
    keyPresent: (_, result: ReadChainKeyOutput) => result.status === 'present',
    passphraseDeclinedEarlier: (_, result: ReadChainKeyOutput) => result.status === 'declined',
    passphraseVerified: (_, result: PassphraseOutput) => result.outcome === 'verified',
    enoughPoints: (_, result: CheckPointsOutput) => result.enough,
    noPointsAccount: (_, failure: { error: unknown }) => serverErrorCode(failure.error) === NO_POINTS_ACCOUNT_CODE,
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
    checkingKey: {
      tags: ['busy'],
      invoke: {
        id: 'readChainKey',
        src: 'readChainKey',
        input: ({ context }) => ({ account: context.account.account }),
        onDone: [
          { guard: { type: 'keyPresent', params: ({ event }) => event.output }, target: 'checkingPoints' },
          {
            guard: { type: 'passphraseDeclinedEarlier', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ error: { key: 'messages.passphraseMissingRefresh' } }),
          },
          { target: 'unlocking' },
        ],
        onError: { target: 'failed', actions: assign({ error: { key: 'messages.environmentError' } }) },
      },
      on: { 'operation.cancel': { target: 'cancelled' } },
    },
    unlocking: {
      invoke: {
        id: 'passphrase',
        src: 'passphrase',
        input: ({ context }) => ({ account: context.account.account }),
        onDone: [
          {
            guard: { type: 'passphraseVerified', params: ({ event }) => event.output },
            target: 'checkingPoints',
            actions: assign({ notice: { key: 'messages.passphraseVerified' } }),
          },
          { target: 'failed', actions: assign({ error: { key: 'messages.passphraseMissing' } }) },
        ],
        onError: { target: 'failed', actions: assign({ error: { key: 'messages.serviceError' } }) },
      },
      on: { 'operation.cancel': { target: 'cancelled' } },
    },
    checkingPoints: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'checkPoints',
        src: 'checkPoints',
        input: ({ context }) => ({
          account: context.account.account,
          method: context.method,
          businessType: context.businessType,
        }),
        onDone: [
          { guard: { type: 'enoughPoints', params: ({ event }) => event.output }, target: 'estimatingFee' },
          {
            // Stops before anything is signed; the dialog shows the shortfall and the way to recharge.
            target: 'failed',
            actions: assign({
              error: { key: 'messages.insufficientPoints' },
              pointsShortfall: ({ event }) => event.output.missing ?? null,
            }),
          },
        ],
        onError: [
          {
            guard: { type: 'noPointsAccount', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: assign({
              error: ({ event }) => messageFromServerError(event.error, 'messages.insufficientPoints'),
            }),
          },
          { target: 'pointsRetryWait', actions: assign({ error: { key: 'messages.pointsQueryFailed' } }) },
        ],
      },
      on: { 'operation.cancel': { target: 'cancelled' } },
    },
    pointsRetryWait: {
      tags: ['error'],
      after: { pointsRetry: { target: 'checkingPoints' } },
      on: { 'operation.cancel': { target: 'cancelled' } },
    },
    estimatingFee: {
      tags: ['busy'],
      invoke: {
        id: 'estimateFee',
        src: 'estimateFee',
        input: ({ context }) => operationActorInput(context),
        onDone: { target: 'confirming', actions: assign({ fee: ({ event }) => event.output }) },
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
