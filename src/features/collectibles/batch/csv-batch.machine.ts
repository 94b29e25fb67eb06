import { assign, fromCallback, setup, type CallbackActorLogic, type EventObject } from 'xstate'
import { AccountType } from '@/api/primitives'
import { MissingImplementationError, promisePlaceholder } from '@/lib/machine-replay/placeholders'
import {
  chainFailureMessage,
  type FeePreview,
  type WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import {
  keyAndPointsActors,
  keyAndPointsDelays,
  keyAndPointsGuards,
  keyAndPointsStates,
} from '@/lib/chain-operation/key-and-points.states'
import { readBatchFile, type BatchKind } from './batch-rows'
import { packRows } from './packing'
import { blamedAccountsOf, failedRowResults, type RowResult } from './row-failure'
import { validateRowsLocally, type ValidatedRow } from './validation'
import {
  isStoppingFailure,
  pendingRows,
  planMethod,
  type CsvBatchInput,
  type CsvBatchContext,
  type CsvBatchEvent,
  type CheckOnChainInput,
  type BatchFeeInput,
  type SendBatchTransactionInput,
  type SendBatchTransactionOutput,
} from './csv-batch.context'

export {
  isStoppingFailure,
  pendingRows,
  succeededCount,
  planMethod,
  type CsvBatchInput,
  type RowResult,
  type CsvBatchContext,
  type CsvBatchEvent,
  type CheckOnChainInput,
  type BatchFeeInput,
  type SendBatchTransactionInput,
  type SendBatchTransactionOutput,
} from './csv-batch.context'

/**
 * A batch of mints or transfers from a CSV file (issue 12 item 4): upload → every row checked (locally,
 * then on the chain) → invalid rows removed by the user → the chain operation's checks (custodial, key or
 * passphrase dialog, billing points) → the total fee of the packed transactions, confirmed → the
 * transactions sent one after another with a per-row result → done, or a partial failure that resumes
 * with only the rows that did not succeed (re-packed, fee and points checked again).
 */

const waitForIndexingPlaceholder: CallbackActorLogic<EventObject, WaitForIndexingInput> = fromCallback<
  EventObject,
  WaitForIndexingInput
>(() => {
  throw new MissingImplementationError('waitForIndexing')
})

export const csvBatchMachine = setup({
  types: {
    input: {} as CsvBatchInput,
    context: {} as CsvBatchContext,
    events: {} as CsvBatchEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The chain's part of the checks (`validateRowsOnChain`): unknown or frozen recipients, holdings. */
    checkOnChain: promisePlaceholder<ValidatedRow[], CheckOnChainInput>('checkOnChain'),
    ...keyAndPointsActors,
    /** The plan's fee: each action's fee rule × its rows. */
    estimateFee: promisePlaceholder<FeePreview, BatchFeeInput>('estimateFee'),
    /** Signs and pushes one planned transaction; rejects with a `ChainError`. */
    sendTransaction: promisePlaceholder<SendBatchTransactionOutput, SendBatchTransactionInput>('sendTransaction'),
    waitForIndexing: waitForIndexingPlaceholder,
  },
  actions: {
    recordSuccess: assign(({ context, event }) => {
      const transactionId = (event as unknown as { output: SendBatchTransactionOutput }).output.transactionId
      const results = { ...context.results }
      for (const line of context.plan[context.nextTransaction]?.lines ?? [])
        results[String(line)] = { status: 'succeeded', transactionId }
      return { results, nextTransaction: context.nextTransaction + 1, lastTransactionId: transactionId }
    }),
    recordFailure: assign(({ context }, params: { error: unknown }) => ({
      results: failLines(context, params.error),
      nextTransaction: context.nextTransaction + 1,
    })),
    /** An account-wide failure: the rest of the run stays unsent, the reason is shown. */
    stopRun: assign(({ context }, params: { error: unknown }) => ({
      nextTransaction: context.plan.length,
      error: chainFailureMessage(params.error),
    })),
    /** A run packs the rows without a success (all of them the first time). */
    startRun: assign(({ context }) => ({
      plan: packRows(context.kind, pendingRows(context)),
      nextTransaction: 0,
      lastTransactionId: null,
      fee: null,
      error: null,
      notice: null,
    })),
  },
  delays: {
    ...keyAndPointsDelays,
    indexingTimeout: 3000,
  },
  guards: {
    fileRefused: (_, file: { kind: BatchKind; text: string }) =>
      readBatchFile(file.kind, file.text).status === 'invalid',
    /** Every row valid, and some not yet sent (a resume sends those). */
    canSubmit: ({ context }) =>
      context.rows.every((entry) => entry.problems.length === 0) && pendingRows(context).length > 0,
    isNonCustodial: ({ context }) => context.account.type === AccountType.NonCustodial,
    ...keyAndPointsGuards,
    /** The transaction just answered was the run's last. */
    lastOfRun: ({ context }) => context.nextTransaction + 1 >= context.plan.length,
    stoppingFailure: (_, failure: { error: unknown }) => isStoppingFailure(chainFailureMessage(failure.error)),
    /** An account-wide failure before anything of this run went through. */
    stoppingFailureFirst: ({ context }, failure: { error: unknown }) =>
      context.lastTransactionId === null && isStoppingFailure(chainFailureMessage(failure.error)),
    /** The run's last transaction failed and none of the run went through: no indexing to wait for. */
    lastOfRunNothingSent: ({ context }) =>
      context.lastTransactionId === null && context.nextTransaction + 1 >= context.plan.length,
    allSucceeded: ({ context }) => context.rows.length > 0 && pendingRows(context).length === 0,
    rowNotSucceeded: ({ context }, params: { line: number }) =>
      context.results[String(params.line)]?.status !== 'succeeded',
    /** Removing this row leaves only rows that succeeded: the batch is done. */
    removesLastPending: ({ context }, params: { line: number }) => {
      const rest = context.rows.filter((entry) => entry.row.line !== params.line)
      return (
        context.results[String(params.line)]?.status !== 'succeeded' &&
        Object.keys(context.results).length > 0 &&
        rest.length > 0 &&
        pendingRows({ rows: rest, results: context.results }).length === 0
      )
    },
  },
}).createMachine({
  id: 'csvBatch',
  context: ({ input }) => ({
    ...input,
    fileName: null,
    fileProblem: null,
    rows: [],
    results: {},
    plan: [],
    nextTransaction: 0,
    lastTransactionId: null,
    fee: null,
    error: null,
    notice: null,
  }),
  initial: 'upload',
  states: {
    upload: {
      on: {
        'file.loaded': [
          {
            guard: { type: 'fileRefused', params: ({ context, event }) => ({ kind: context.kind, text: event.text }) },
            actions: assign(({ context, event }) => {
              const read = readBatchFile(context.kind, event.text)
              return {
                fileName: event.fileName,
                fileProblem: read.status === 'invalid' ? read.problem : null,
                rows: [],
                results: {},
                error: null,
              }
            }),
          },
          {
            target: 'validating',
            actions: assign(({ context, event }) => {
              const read = readBatchFile(context.kind, event.text)
              return {
                fileName: event.fileName,
                fileProblem: null,
                results: {},
                error: null,
                notice: null,
                rows:
                  read.status === 'ok'
                    ? validateRowsLocally(read.rows, {
                        businessType: context.businessType,
                        account: context.account.account,
                        malformedLines: read.malformedLines,
                      })
                    : [],
              }
            }),
          },
        ],
      },
    },
    validating: {
      tags: ['busy'],
      invoke: {
        id: 'checkOnChain',
        src: 'checkOnChain',
        input: ({ context }) => ({
          kind: context.kind,
          businessType: context.businessType,
          account: context.account,
          rows: context.rows,
        }),
        onDone: { target: 'review', actions: assign({ rows: ({ event }) => event.output }) },
        onError: {
          target: 'upload',
          actions: assign({ rows: [], error: ({ event }) => chainFailureMessage(event.error) }),
        },
      },
      on: { 'batch.reset': { target: 'upload', actions: assign({ rows: [], fileName: null }) } },
    },
    /**
     * The rows with their problems and results. Invalid rows must be removed before sending; after a run
     * with failures, submitting again (resume) sends only the rows without a success.
     */
    review: {
      on: {
        'row.remove': [
          {
            guard: { type: 'removesLastPending', params: ({ event }) => ({ line: event.line }) },
            target: 'done',
            actions: assign({
              rows: ({ context, event }) => context.rows.filter((entry) => entry.row.line !== event.line),
            }),
          },
          {
            guard: { type: 'rowNotSucceeded', params: ({ event }) => ({ line: event.line }) },
            actions: assign({
              rows: ({ context, event }) => context.rows.filter((entry) => entry.row.line !== event.line),
            }),
          },
        ],
        'rows.removeInvalid': {
          actions: assign({ rows: ({ context }) => context.rows.filter((entry) => entry.problems.length === 0) }),
        },
        'batch.submit': [
          { guard: 'isNonCustodial', actions: assign({ error: { key: 'messages.nonCustodial' } }) },
          { guard: 'canSubmit', target: 'checkingKey', actions: 'startRun' },
        ],
        'batch.reset': {
          target: 'upload',
          actions: assign({ rows: [], results: {}, fileName: null, error: null, notice: null }),
        },
      },
    },
    // The chain operation's key and points steps; a refusal or a cancel goes back to the rows.
    ...keyAndPointsStates<CsvBatchContext, CsvBatchEvent>({
      refused: 'review',
      cancel: { event: 'batch.cancel', target: 'review', clearsRetryError: true },
      method: (context) => planMethod(context.kind, context.plan),
    }),
    estimatingFee: {
      tags: ['busy'],
      invoke: {
        id: 'estimateFee',
        src: 'estimateFee',
        input: ({ context }) => ({ businessType: context.businessType, plan: context.plan }),
        onDone: { target: 'confirming', actions: assign({ fee: ({ event }) => event.output }) },
        onError: { target: 'review', actions: assign({ error: ({ event }) => chainFailureMessage(event.error) }) },
      },
      on: { 'batch.cancel': { target: 'review' } },
    },
    /** The total fee and the transaction count are shown; nothing is signed until the user confirms. */
    confirming: {
      on: {
        'batch.confirm': { target: 'sending' },
        'batch.cancel': { target: 'review' },
      },
    },
    /** The run's transactions one after another; no cancel: they are on their way. */
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendTransaction',
        src: 'sendTransaction',
        input: ({ context }) => {
          const transaction = context.plan[context.nextTransaction] ?? { actions: [], lines: [], bytes: 0 }
          const lines = new Set(transaction.lines)
          return {
            kind: context.kind,
            businessType: context.businessType,
            account: context.account.account,
            transaction,
            rows: context.rows.filter((entry) => lines.has(entry.row.line)).map((entry) => entry.row),
          }
        },
        onDone: [
          { guard: 'lastOfRun', target: 'indexing', actions: 'recordSuccess' },
          { target: 'sending', reenter: true, actions: 'recordSuccess' },
        ],
        onError: [
          {
            guard: { type: 'stoppingFailureFirst', params: ({ event }) => ({ error: event.error }) },
            target: 'review',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'stopRun', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: { type: 'stoppingFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'indexing',
            actions: [
              { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'stopRun', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          {
            guard: 'lastOfRunNothingSent',
            target: 'review',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: 'lastOfRun',
            target: 'indexing',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          {
            target: 'sending',
            reenter: true,
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The run's last transaction that went through is awaited in the indexer (at most 3 s), so lists show it. */
    indexing: {
      tags: ['busy'],
      invoke: {
        id: 'waitForIndexing',
        src: 'waitForIndexing',
        input: ({ context }) => ({ transactionId: context.lastTransactionId ?? '' }),
        onError: [{ guard: 'allSucceeded', target: 'done' }, { target: 'review' }],
      },
      after: { indexingTimeout: [{ guard: 'allSucceeded', target: 'done' }, { target: 'review' }] },
      on: { 'indexing.indexed': [{ guard: 'allSucceeded', target: 'done' }, { target: 'review' }] },
    },
    done: {
      entry: assign({ error: null, notice: { key: 'chainErrors.success' } }),
      on: {
        'batch.reset': {
          target: 'upload',
          actions: assign({ rows: [], results: {}, fileName: null, notice: null }),
        },
      },
    },
  },
})

/** The failed transaction's rows: each says whose account the chain refused, its own or another row's. */
function failLines(context: CsvBatchContext, error: unknown): Record<string, RowResult> {
  const transaction = context.plan[context.nextTransaction]
  if (!transaction) return context.results
  const recipients = new Map(context.rows.map((entry) => [entry.row.line, entry.row.to]))
  const failed = failedRowResults(
    transaction,
    (line) => recipients.get(line),
    chainFailureMessage(error),
    blamedAccountsOf(error),
  )
  return { ...context.results, ...failed }
}
