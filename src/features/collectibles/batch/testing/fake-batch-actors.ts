/**
 * Stand-ins for the CSV batch's side effects (tests and stories only): a chain that knows a few accounts,
 * a key that is or is not unlocked, and transactions that succeed or fail as a scenario says.
 */
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type {
  CheckPointsInput,
  CheckPointsOutput,
  FeePreview,
  ReadChainKeyInput,
  ReadChainKeyOutput,
  WaitForIndexingInput,
} from '@/lib/chain-operation/chain-operation.machine'
import type { PassphraseInput, PassphraseOutput } from '@/lib/chain-operation/passphrase.machine'
import type {
  BatchFeeInput,
  CheckOnChainInput,
  SendBatchTransactionInput,
  SendBatchTransactionOutput,
} from '../csv-batch.machine'
import { planFee } from '../packing'
import { blameRecipients } from '../row-failure'
import { validateRowsOnChain, type RecipientStatus, type ValidatedRow } from '../validation'

export interface FakeBatchScenario {
  /** Recipients the chain reports otherwise than active. */
  recipients?: Record<string, RecipientStatus>
  /** Whether the key is already unlocked; otherwise the passphrase dialog answers `passphrase`. */
  keyPresent?: boolean
  passphrase?: PassphraseOutput['outcome']
  /** Fee rule per function, in points. */
  fees?: Record<string, string>
  /** A transaction carrying a row to one of these recipients fails with this chain error code, once each. */
  failOnceFor?: Record<string, string>
  /** Every transaction fails with this code (an account-wide failure). */
  failAllWith?: string
  /** How long each transaction takes (stories show progress). */
  sendMs?: number
  /** Transactions never answer (a story frozen mid-way). */
  sendHangsAfter?: number
}

export interface FakeBatchRecorder {
  /** The lines of each transaction sent, in order. */
  sent: number[][]
}

function chainError(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code })
}

/** A deterministic transaction id from the transaction's lines. */
export function fakeTransactionId(lines: readonly number[]): string {
  const seed = lines.join('-')
  let hash = 0
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return hash.toString(16).padStart(8, '0').repeat(8)
}

export function fakeBatchActors(scenario: FakeBatchScenario = {}, recorder: FakeBatchRecorder = { sent: [] }) {
  const failOnce = new Map(Object.entries(scenario.failOnceFor ?? {}))
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  return {
    checkOnChain: fromPromise<ValidatedRow[], CheckOnChainInput>(({ input }) =>
      validateRowsOnChain(
        input.rows,
        { businessType: input.businessType, account: input.account.account },
        {
          recipient: async (account) => scenario.recipients?.[account] ?? 'active',
          holding: async () => ({ status: 'found', businessType: input.businessType, frozen: false, held: '1' }),
        },
      ),
    ),
    readChainKey: fromPromise<ReadChainKeyOutput, ReadChainKeyInput>(async () => ({
      status: scenario.keyPresent === false ? 'absent' : 'present',
    })),
    passphrase: fromPromise<PassphraseOutput, PassphraseInput>(async () => ({
      outcome: scenario.passphrase ?? 'verified',
    })),
    checkPoints: fromPromise<CheckPointsOutput, CheckPointsInput>(async () => ({ enough: true })),
    estimateFee: fromPromise<FeePreview, BatchFeeInput>(async ({ input }) => ({
      points: planFee(
        input.plan,
        Object.entries(scenario.fees ?? { mint: '10', mintbatch: '10', transfer: '5', batchtrans: '5' }).map(
          ([func_name, value]) => ({ func_name, value, business_type: input.businessType }),
        ),
        input.businessType,
      ),
    })),
    sendTransaction: fromPromise<SendBatchTransactionOutput, SendBatchTransactionInput>(async ({ input }) => {
      const lines = input.transaction.lines
      recorder.sent.push([...lines])
      if (scenario.sendHangsAfter !== undefined && recorder.sent.length > scenario.sendHangsAfter)
        await new Promise(() => undefined)
      if (scenario.sendMs) await wait(scenario.sendMs)
      if (scenario.failAllWith) throw chainError(scenario.failAllWith)
      const failing = input.rows.find((row) => failOnce.has(row.to))
      if (failing) {
        const code = failOnce.get(failing.to) ?? 'unknown'
        failOnce.delete(failing.to)
        // As the live sender does: the recipients are read again to find the one refused.
        throw await blameRecipients(chainError(code), input.transaction, async (account) =>
          account === failing.to ? (code === 'recipientFrozen' ? 'frozen' : 'unknown') : 'active',
        )
      }
      return { transactionId: fakeTransactionId(lines) }
    }),
    waitForIndexing: fromCallback<EventObject, WaitForIndexingInput>(({ sendBack }) => {
      sendBack({ type: 'indexing.indexed' })
    }),
  }
}

/** A mint file of `count` rows to `recipients` in turn (line 2 is the first row). */
export function mintCsv(count: number, recipients: readonly string[] = ['consumer1']): string {
  const rows = Array.from(
    { length: count },
    (_, index) => `${recipients[index % recipients.length]},ipfs://collection/${index + 1},1,drop`,
  )
  return ['to,uri,amount,memo', ...rows].join('\n')
}
