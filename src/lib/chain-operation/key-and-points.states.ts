import { assign, type DoneActorEvent, type ErrorActorEvent, type EventObject, type MachineContext } from 'xstate'
import { messageFromServerError, serverErrorCode, type UiMessage } from '@/lib/i18n/message-ref'
import { promisePlaceholder } from '@/lib/machine-replay/placeholders'
import type { BusinessType } from '@/api/primitives'
import type { PassphraseInput, PassphraseOutput } from './passphrase.machine'

/**
 * The checks every chain operation makes before the user confirms, shared by the chain-operation machine and
 * the CSV batch: the key (read, or the passphrase dialog when absent) and the billing points (retried 3 s
 * after a failed query). Each machine spreads `keyAndPointsActors`, `keyAndPointsGuards` and
 * `keyAndPointsDelays` into its `setup` and `keyAndPointsStates(...)` into its states; the states keep their
 * names (`checkingKey`, `unlocking`, `checkingPoints`, `pointsRetryWait`). Where the two checks lead is the
 * machine's (`next`): the chain-operation machine previews the fee between them, so the points check knows
 * what the operation charges.
 */

export interface ReadChainKeyInput {
  account: string
}
/** `declined`: the user closed the passphrase dialog earlier in this page load. */
export type ReadChainKeyOutput = { status: 'present' | 'absent' | 'declined' }

export interface CheckPointsInput {
  account: string
  method: string
  businessType: BusinessType
  /** The points the operation charges (decimal string), when its fee preview ran first; '0' charges nothing. */
  fee?: string
}
/** `missing`: how many points the account lacks, when the check could tell (decimal string). */
export type CheckPointsOutput = { enough: boolean; missing?: string }

/** The server's code for "this account has no points record" (no retry: asking again will not help). */
export const NO_POINTS_ACCOUNT_CODE = 127

export const keyAndPointsActors = {
  /** Whether the key of the account is unlocked (the key holder, `@/lib/chain-keys`). */
  readChainKey: promisePlaceholder<ReadChainKeyOutput, ReadChainKeyInput>('readChainKey'),
  /**
   * Asks for the passphrase and answers whether the key is now unlocked. The console has one dialog
   * (it runs `passphraseMachine`); the default implementation (`chain-operation.actors.ts`) asks it.
   */
  passphrase: promisePlaceholder<PassphraseOutput, PassphraseInput>('passphrase'),
  /** `/fee/isAction`: whether the account has enough billing points. */
  checkPoints: promisePlaceholder<CheckPointsOutput, CheckPointsInput>('checkPoints'),
}

export const keyAndPointsGuards = {
  keyPresent: (_: unknown, result: ReadChainKeyOutput) => result.status === 'present',
  passphraseDeclinedEarlier: (_: unknown, result: ReadChainKeyOutput) => result.status === 'declined',
  passphraseVerified: (_: unknown, result: PassphraseOutput) => result.outcome === 'verified',
  enoughPoints: (_: unknown, result: CheckPointsOutput) => result.enough,
  noPointsAccount: (_: unknown, failure: { error: unknown }) =>
    serverErrorCode(failure.error) === NO_POINTS_ACCOUNT_CODE,
}

export const keyAndPointsDelays = {
  /** Spec §8/§9: a failed points check is retried after 3000 ms. */
  pointsRetry: 3000,
}

/** What the shared steps read and write in the machine's context. */
export interface KeyAndPointsContext extends MachineContext {
  account: { account: string }
  businessType: BusinessType
  error: UiMessage | null
  notice: UiMessage | null
}

export interface KeyAndPointsOptions<TContext extends KeyAndPointsContext, TEvent extends EventObject> {
  /** Where a refusal goes (the message is in `error`). */
  refused: string
  /** The event that cancels, where it goes, and whether it clears the error shown while retrying. */
  cancel: { event: TEvent['type']; target: string; clearsRetryError: boolean }
  /** The fee function the points check asks about. */
  method: (context: TContext) => string
  /** The fee the operation charges, when the machine previewed it before the points check. */
  fee?: (context: TContext) => string | undefined
  /** Where the passed key and points checks lead (default: the points check, then `estimatingFee`). */
  next?: { afterKey: string; afterPoints: string }
  /** What "not enough points" writes besides its message (the shortfall, where the machine keeps it). */
  shortfall?: (output: CheckPointsOutput) => Partial<TContext>
}

/** The shared states; by default the key check leads to the points check, and that to `estimatingFee`. */
export function keyAndPointsStates<TContext extends KeyAndPointsContext, TEvent extends EventObject>(
  options: KeyAndPointsOptions<TContext, TEvent>,
) {
  const { refused } = options
  const { afterKey, afterPoints } = options.next ?? { afterKey: 'checkingPoints', afterPoints: 'estimatingFee' }
  const cancel = { [options.cancel.event]: { target: options.cancel.target } } as const
  const fail = (
    key:
      | 'messages.passphraseMissingRefresh'
      | 'messages.environmentError'
      | 'messages.passphraseMissing'
      | 'messages.serviceError',
  ) => assign<TContext, EventObject, undefined, TEvent, never>(() => ({ error: { key } }) as Partial<TContext>)
  return {
    checkingKey: {
      tags: ['busy'],
      invoke: {
        id: 'readChainKey',
        src: 'readChainKey',
        input: ({ context }: { context: TContext }) => ({ account: context.account.account }),
        onDone: [
          {
            guard: {
              type: 'keyPresent',
              params: ({ event }: { event: DoneActorEvent<ReadChainKeyOutput> }) => event.output,
            },
            target: afterKey,
          },
          {
            guard: {
              type: 'passphraseDeclinedEarlier',
              params: ({ event }: { event: DoneActorEvent<ReadChainKeyOutput> }) => event.output,
            },
            target: refused,
            actions: fail('messages.passphraseMissingRefresh'),
          },
          { target: 'unlocking' },
        ],
        onError: { target: refused, actions: fail('messages.environmentError') },
      },
      on: cancel,
    },
    unlocking: {
      invoke: {
        id: 'passphrase',
        src: 'passphrase',
        input: ({ context }: { context: TContext }) => ({ account: context.account.account }),
        onDone: [
          {
            guard: {
              type: 'passphraseVerified',
              params: ({ event }: { event: DoneActorEvent<PassphraseOutput> }) => event.output,
            },
            target: afterKey,
            actions: assign<TContext, EventObject, undefined, TEvent, never>(
              () => ({ notice: { key: 'messages.passphraseVerified' } }) as Partial<TContext>,
            ),
          },
          { target: refused, actions: fail('messages.passphraseMissing') },
        ],
        onError: { target: refused, actions: fail('messages.serviceError') },
      },
      on: cancel,
    },
    checkingPoints: {
      tags: ['busy'],
      entry: assign<TContext, EventObject, undefined, TEvent, never>(() => ({ error: null }) as Partial<TContext>),
      invoke: {
        id: 'checkPoints',
        src: 'checkPoints',
        input: ({ context }: { context: TContext }): CheckPointsInput => {
          const fee = options.fee?.(context)
          return {
            account: context.account.account,
            method: options.method(context),
            businessType: context.businessType,
            ...(fee === undefined ? {} : { fee }),
          }
        },
        onDone: [
          {
            guard: {
              type: 'enoughPoints',
              params: ({ event }: { event: DoneActorEvent<CheckPointsOutput> }) => event.output,
            },
            target: afterPoints,
          },
          {
            // Stops before anything is signed; the screen shows the shortfall and the way to recharge.
            target: refused,
            actions: assign<TContext, DoneActorEvent<CheckPointsOutput>, undefined, TEvent, never>(
              ({ event }) =>
                ({
                  error: { key: 'messages.insufficientPoints' },
                  ...options.shortfall?.(event.output),
                }) as Partial<TContext>,
            ),
          },
        ],
        onError: [
          {
            guard: {
              type: 'noPointsAccount',
              params: ({ event }: { event: ErrorActorEvent }) => ({ error: event.error }),
            },
            target: refused,
            actions: assign<TContext, ErrorActorEvent, undefined, TEvent, never>(
              ({ event }) =>
                ({ error: messageFromServerError(event.error, 'messages.insufficientPoints') }) as Partial<TContext>,
            ),
          },
          {
            target: 'pointsRetryWait',
            actions: assign<TContext, EventObject, undefined, TEvent, never>(
              () => ({ error: { key: 'messages.pointsQueryFailed' } }) as Partial<TContext>,
            ),
          },
        ],
      },
      on: cancel,
    },
    pointsRetryWait: {
      tags: ['error'],
      after: { pointsRetry: { target: 'checkingPoints' } },
      on: {
        [options.cancel.event]: {
          target: options.cancel.target,
          ...(options.cancel.clearsRetryError
            ? {
                actions: assign<TContext, EventObject, undefined, TEvent, never>(
                  () => ({ error: null }) as Partial<TContext>,
                ),
              }
            : {}),
        },
      },
    },
  } as const
}
