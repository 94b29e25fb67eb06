/**
 * The CSV batch's live side effects: the chain reads of validation, the fee of a plan from the fee rules,
 * and signing one planned transaction with the key unlocked in this session. The key, passphrase, points
 * and indexing steps are the chain operation's own (`chainOperationActors`).
 */
import { fromPromise } from 'xstate'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import { chainOperationActors } from '@/lib/chain-operation/chain-operation.actors'
import { sendAudited } from '@/lib/chain-operation/audit-report'
import { chainTarget } from '@/lib/chain-operation/chain-target'
import type { NftActionBuilder } from '@/lib/chain'
import type { FeePreview } from '@/lib/chain-operation/chain-operation.machine'
import { unlockedChainKey } from '@/lib/chain-keys'
import type { BatchRow } from './batch-rows'
import type {
  BatchFeeInput,
  CheckOnChainInput,
  SendBatchTransactionInput,
  SendBatchTransactionOutput,
} from './csv-batch.machine'
import { planFee, type BatchFeeRule, type PlannedAction } from './packing'
import { blameRecipients } from './row-failure'
import { validateRowsOnChain, type ValidatedRow } from './validation'
import { liveChainLookups, readingClient } from './chain-lookups'

export const checkOnChain = fromPromise<ValidatedRow[], CheckOnChainInput>(async ({ input }) =>
  validateRowsOnChain(
    input.rows,
    { businessType: input.businessType, account: input.account.account },
    await liveChainLookups(),
  ),
)

/**
 * The plan's fee from the fee rules (`/fee/getFee`). When the server cannot answer them, the contract's own
 * `feerules` table (what the contract will charge) is read instead, so the fee is still shown before signing.
 */
export const estimateBatchFee = fromPromise<FeePreview, BatchFeeInput>(async ({ input }) => {
  const rules: BatchFeeRule[] = await callApi(feeEndpoints.getFee, { business_type: input.businessType }).catch(
    async (serverError: unknown) => {
      const onChain = await readingClient()
        .then(({ client }) => client.readFeeRules({ lower_bound: input.businessType, upper_bound: input.businessType }))
        .catch(() => {
          throw serverError
        })
      return onChain.rows.flatMap((row) =>
        row.func_fee.map((entry) => ({ business_type: row.business_type, func_name: entry.key, value: entry.fee })),
      )
    },
  )
  return { points: planFee(input.plan, rules, input.businessType) }
})

/** One planned action as the chain client builds it (spec names in, contract names out). */
function buildAction(
  builder: NftActionBuilder,
  input: SendBatchTransactionInput,
  action: PlannedAction,
  rowOf: (line: number) => BatchRow,
) {
  const rows = action.lines.map(rowOf)
  const single = input.businessType === BusinessType.SingleCopy
  const memo = action.memo
  if (input.kind === 'mint') {
    const uris = rows.map((row) => (row.kind === 'mint' ? row.uri : ''))
    const amounts = rows.map((row) => row.amount)
    if (action.name === 'mint') {
      const [uri = '', amount = '1'] = [uris[0], amounts[0]]
      return single
        ? builder.mint721({ to: action.to, ddc_uri: uri, memo })
        : builder.mint1155({ to: action.to, ddc_uri: uri, amount, memo })
    }
    return single
      ? builder.mintBatch721({ to: action.to, ddc_uris: uris, memo })
      : builder.mintBatch1155({ to: action.to, ddc_uris: uris, amounts, memo })
  }
  const ids = rows.map((row) => (row.kind === 'transfer' ? row.number : ''))
  const amounts = rows.map((row) => row.amount)
  const from = input.account
  if (action.name === 'transfer') {
    const [id = '', amount = '1'] = [ids[0], amounts[0]]
    return single
      ? builder.transfer721({ from, to: action.to, ddc_id: id, memo })
      : builder.transfer1155({ from, to: action.to, ddc_id: id, amount, memo })
  }
  return single
    ? builder.transferBatch721({ from, to: action.to, ddc_ids: ids, memo })
    : builder.transferBatch1155({ from, to: action.to, ddc_ids: ids, amounts, memo })
}

/** Signs one planned transaction with the key unlocked in this session and pushes it. */
export const sendBatchTransaction = fromPromise<SendBatchTransactionOutput, SendBatchTransactionInput>(
  async ({ input }) => {
    const signer = await unlockedChainKey(input.account)
    if (!signer) throw Object.assign(new Error('The chain key is not unlocked'), { code: 'privateKeyInvalid' })
    const [chain, actions, target] = await Promise.all([
      import('@/lib/chain'),
      import('@/lib/chain/nft-actions'),
      chainTarget(),
    ])
    const client = chain.createChainClient({
      rpcUrl: target.rpcUrl,
      contractAccount: target.contractAccount,
      signer,
    })
    const builder = actions.nftActionBuilder(target.contractAccount, input.account)
    const byLine = new Map(input.rows.map((row) => [row.line, row]))
    const rowOf = (line: number): BatchRow => {
      const row = byLine.get(line)
      if (!row) throw Object.assign(new Error(`row ${line} is not in the transaction`), { code: 'invalidArgument' })
      return row
    }
    const built = input.transaction.actions.map((action) => buildAction(builder, input, action, rowOf))
    // Each transaction of the batch, sent or refused, goes to the audit log under the signing account.
    const result = await sendAudited([{ operation: input.kind, account: input.account }], () =>
      client.sendActions(built),
    ).catch(async (error: unknown) => {
      // The chain names no account when it refuses a recipient: find out which of the transaction's it was.
      throw await blameRecipients(error, input.transaction, async (account) =>
        (await liveChainLookups()).recipient(account),
      )
    })
    return { transactionId: result.transactionId }
  },
)

export const csvBatchActors = {
  readChainKey: chainOperationActors.readChainKey,
  passphrase: chainOperationActors.passphrase,
  checkPoints: chainOperationActors.checkPoints,
  waitForIndexing: chainOperationActors.waitForIndexing,
  checkOnChain,
  estimateFee: estimateBatchFee,
  sendTransaction: sendBatchTransaction,
}
