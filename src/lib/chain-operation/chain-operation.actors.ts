/**
 * The chain operation's shared side effects: the unlocked key (the key holder), the passphrase dialog, the
 * points check and the fee rules. Each operation adds its own `sendTransaction` (see `createSendTransaction`)
 * and `waitForIndexing` (see `createWaitForIndexing`):
 *
 *   chainOperationMachine.provide({ actors: { ...chainOperationActors, sendTransaction, waitForIndexing } })
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { chargeableFunction, type BusinessType, type ChargeableFunction } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import { serverErrorCode } from '@/lib/i18n/message-ref'
import { requestPassphrase, wasPassphraseDeclined } from '@/lib/passphrase-prompt'
import { unlockedChainKey } from '@/lib/chain-keys/holder-loader'
import type { PassphraseInput, PassphraseOutput } from './passphrase.machine'
import type {
  CheckPointsInput,
  CheckPointsOutput,
  FeePreview,
  IndexingEvent,
  OperationActorInput,
  ReadChainKeyInput,
  ReadChainKeyOutput,
  SendTransactionOutput,
  WaitForIndexingInput,
} from './chain-operation.machine'
import { NO_POINTS_ACCOUNT_CODE } from './chain-operation.machine'

/**
 * `present` when the key of the account is unlocked (in memory, or restored from its sealed copy after a
 * reload); a locked, expired or damaged key is `absent` (the holder drops what it cannot open).
 */
export const readChainKey = fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async ({ input }) => {
  if (await unlockedChainKey(input.account)) return { status: 'present' }
  return { status: wasPassphraseDeclined() ? 'declined' : 'absent' }
})

/** The app's one passphrase dialog (it runs the passphrase machine) answers for the operation. */
export const passphraseFromDialog = fromPromise<PassphraseOutput, PassphraseInput>(({ input }) =>
  requestPassphrase(input.account),
)

/** A previewed fee of no points ('0', '0.00'). */
const chargesNothing = (fee: string | undefined) => fee !== undefined && /^0+(\.0+)?$/.test(fee)

/**
 * `/fee/isAction` for the operation. An operation whose fee preview charges nothing passes at once (a user
 * without points is neither asked about nor held up by them), as does a function no fee rule can name.
 */
export const checkPoints = fromPromise<CheckPointsOutput, CheckPointsInput>(async ({ input }) => {
  if (chargesNothing(input.fee)) return { enough: true }
  const method = chargeableFunction.safeParse(input.method)
  // Functions without a fee rule (manager and account actions) cost no points.
  if (!method.success) return { enough: true }
  const value = await callApi(feeEndpoints.isAction, { method: method.data, business_type: input.businessType })
  if (value === 1) return { enough: true }
  const missing = await pointsShortfall(method.data, input.businessType, input.fee).catch(() => null)
  return missing === null ? { enough: false } : { enough: false, missing }
})

/**
 * How many points the current account lacks for the operation (its previewed fee, else one call's fee rule,
 * minus the balance), for the "not enough points" message; null when it cannot tell. No points account
 * counts as a balance of 0. A batch is charged rule × count, so its preview is what must be covered.
 */
async function pointsShortfall(
  method: ChargeableFunction,
  businessType: BusinessType,
  previewedFee: string | undefined,
): Promise<string | null> {
  const [rules, balance] = await Promise.all([
    callApi(feeEndpoints.getFee, { business_type: businessType }),
    callApi(feeEndpoints.getSupply, {}).then(
      (supply) => supply.balance,
      (error: unknown) => {
        if (serverErrorCode(error) === NO_POINTS_ACCOUNT_CODE) return '0'
        throw error
      },
    ),
  ])
  const fee =
    previewedFee !== undefined && /^\d+$/.test(previewedFee)
      ? previewedFee
      : rules.find((rule) => rule.func_name === method && rule.business_type === businessType)?.value
  if (fee === undefined) return null
  const missing = BigInt(fee) - BigInt(balance)
  return missing > 0n ? String(missing) : null
}

/** The points the operation costs, from the charging rules (0 when no rule exists). */
export const estimateFeeFromRules = fromPromise<FeePreview, OperationActorInput>(async ({ input }) => {
  const rules = await callApi(feeEndpoints.getFee, { business_type: input.businessType })
  const rule = rules.find(
    (candidate) => candidate.func_name === input.method && candidate.business_type === input.businessType,
  )
  return { points: rule?.value ?? '0' }
})

/**
 * A `sendTransaction` that signs with the unlocked key of the operation's account. `send` does the
 * operation's chain call (load `@/lib/chain` lazily inside it) and answers the transaction id.
 */
export function createSendTransaction(
  send: (input: OperationActorInput, signer: { account: string; privateKey: string }) => Promise<SendTransactionOutput>,
) {
  return fromPromise<SendTransactionOutput, OperationActorInput>(async ({ input }) => {
    const signer = await unlockedChainKey(input.account)
    // Locked between the key check and the send (idle, logout, account switch): refused, never unsigned.
    if (!signer) throw Object.assign(new Error('The chain key is not unlocked'), { code: 'privateKeyInvalid' })
    return send(input, { account: signer.account, privateKey: signer.privateKey })
  })
}

export interface WaitForIndexingOptions {
  /**
   * Resolves once the transaction is in a block (the chain client's `waitForInclusion`). Optional: the
   * indexer writes irreversible blocks only, so "indexed" also means "included".
   */
  waitForInclusion?: (transactionId: string, options: { signal: AbortSignal }) => Promise<{ included: boolean }>
  /** Whether the indexer has the operation's result yet (the server's `checkTransaction`). */
  isIndexed: (transactionId: string) => Promise<boolean>
  /** Between two indexer checks; 300 ms by default (0 when `isIndexed` itself holds the answer). */
  pollMs?: number
}

/**
 * Reports `indexing.included` then `indexing.indexed`. Inclusion and indexing are watched side by side, so
 * an indexer faster than the node's inclusion poll reports both at once. The machine stops it after
 * `indexingTimeout` (3 s), which aborts both.
 */
export function createWaitForIndexing(options: WaitForIndexingOptions) {
  const pollMs = options.pollMs ?? 300
  return fromCallback<EventObject, WaitForIndexingInput>(({ input, sendBack }) => {
    const controller = new AbortController()
    let included = false
    const reportIncluded = () => {
      if (included || controller.signal.aborted) return
      included = true
      sendBack({ type: 'indexing.included' } satisfies IndexingEvent)
    }
    const watchInclusion = async () => {
      if (!options.waitForInclusion) return
      const inclusion = await options.waitForInclusion(input.transactionId, { signal: controller.signal })
      if (inclusion.included) reportIncluded()
    }
    const watchIndexing = async () => {
      while (!controller.signal.aborted) {
        if (await options.isIndexed(input.transactionId).catch(() => false)) {
          reportIncluded()
          if (!controller.signal.aborted) sendBack({ type: 'indexing.indexed' } satisfies IndexingEvent)
          return
        }
        if (pollMs > 0) await new Promise((resolve) => setTimeout(resolve, pollMs))
        // A long poll that answered "not yet" at once (an error) must not spin.
        else await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    // A failed wait leaves the machine's timeout to say "sent, not yet indexed".
    watchInclusion().catch(() => undefined)
    watchIndexing().catch(() => undefined)
    return () => controller.abort()
  })
}

/** How long the server holds one `checkTransaction` answer; several fit in the machine's 3 s. */
export const INDEX_LONG_POLL_MS = 1000

/** The server's indexer has the transaction (a long poll: the answer comes as soon as it is indexed). */
export async function isIndexedOnServer(transactionId: string): Promise<boolean> {
  const answer = await callApi(systemEndpoints.checkTransaction, { id: transactionId, wait_ms: INDEX_LONG_POLL_MS })
  return answer.indexed
}

/**
 * The default wait step: the server's `checkTransaction`, no blind sleep. An operation that has the chain
 * client adds its inclusion wait for an earlier "included":
 * `createWaitForIndexing({ waitForInclusion: client.waitForInclusion, isIndexed: isIndexedOnServer, pollMs: 0 })`.
 */
export const waitForIndexedOnServer = createWaitForIndexing({ isIndexed: isIndexedOnServer, pollMs: 0 })

export const chainOperationActors = {
  readChainKey,
  passphrase: passphraseFromDialog,
  checkPoints,
  estimateFee: estimateFeeFromRules,
  waitForIndexing: waitForIndexedOnServer,
}
