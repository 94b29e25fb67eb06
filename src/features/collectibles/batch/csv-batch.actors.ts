/**
 * The CSV batch's live side effects: the chain reads of validation, the fee of a plan from the fee rules,
 * and signing one planned transaction with the key unlocked in this session. The key, passphrase, points
 * and indexing steps are the chain operation's own (`chainOperationActors`).
 */
import { fromPromise } from 'xstate'
import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'
import { chainOperationActors } from '@/lib/chain-operation/chain-operation.actors'
import type { NftActionBuilder } from '@/lib/chain'
import type { FeePreview } from '@/lib/chain-operation/chain-operation.machine'
import { unlockedChainKey } from '@/lib/chain-keys'
import { readChain } from '@/lib/session'
import type { BatchRow } from './batch-rows'
import type {
  BatchFeeInput,
  CheckOnChainInput,
  SendBatchTransactionInput,
  SendBatchTransactionOutput,
} from './csv-batch.machine'
import { planFee, type BatchFeeRule, type PlannedAction } from './packing'
import {
  validateRowsOnChain,
  type ChainLookups,
  type Holding,
  type RecipientStatus,
  type ValidatedRow,
} from './validation'

interface ChainTarget {
  rpcUrl: string
  contractAccount: string
}

let chainTarget: Promise<ChainTarget> | null = null

/** The node and contract of the session's chain (`getChainType` → `getChainContract`), asked once per page. */
function resolveChainTarget(): Promise<ChainTarget> {
  chainTarget ??= (async () => {
    const chain = readChain()
    const session = chain.status === 'ok' ? chain.value : null
    const options = await callApi(endpoints.getChainType, {})
    const option = options.find((candidate) => candidate.chain_type === session?.chain_type) ?? options[0]
    if (!option) throw Object.assign(new Error('no target chain'), { code: 'network' })
    const contract = await callApi(endpoints.getChainContract, { chain_info_id: option.chain_info_id })
    return { rpcUrl: session?.chain_rpc || contract.chain_rpc, contractAccount: contract.contract_account }
  })().catch((error: unknown) => {
    chainTarget = null
    throw error
  })
  return chainTarget
}

async function readingClient() {
  const [chain, target] = await Promise.all([import('@/lib/chain'), resolveChainTarget()])
  return { chain, client: chain.createChainClient({ rpcUrl: target.rpcUrl, contractAccount: target.contractAccount }) }
}

/** Validation's chain reads: get_account, then the contract's account row and collectible tables. */
export async function liveChainLookups(): Promise<ChainLookups> {
  const { chain, client } = await readingClient()
  const recipient = async (account: string): Promise<RecipientStatus> => {
    try {
      await client.getAccount(account)
    } catch (error) {
      if (chain.isChainError(error) && error.code === 'accountNotFound') return 'unknown'
      throw error
    }
    const row = await client.readAccount(account)
    if (!row) return 'unregistered'
    return row.operator_state === 1 && row.platform_state === 1 ? 'active' : 'frozen'
  }
  const holding: ChainLookups['holding'] = async ({ number, owner, businessType }): Promise<Holding> => {
    const { rows } = await client.readNfts({ lower_bound: number, upper_bound: number, limit: 1 })
    const nft = rows.find((row) => row.nft_id === number)
    if (!nft) return { status: 'notFound' }
    const base = { status: 'found' as const, businessType: nft.business_type, frozen: nft.frozen }
    if (nft.business_type !== businessType || nft.business_type === 1)
      return { ...base, held: nft.owner === owner ? '1' : '0' }
    // Multi-copy holdings: the holders of this collectible (index 3, by nft_id), the owner's row among them.
    let lower = number
    for (let page = 0; page < 20; page += 1) {
      const balances = await client.readNftBalances({
        index_position: 3,
        key_type: 'i64',
        lower_bound: lower,
        upper_bound: number,
        limit: 500,
      })
      const mine = balances.rows.find((row) => row.nft_id === number && row.owner === owner)
      if (mine) return { ...base, held: mine.amount }
      if (!balances.more || !balances.next_key) break
      lower = balances.next_key
    }
    return { ...base, held: '0' }
  }
  return { recipient, holding }
}

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
  const rules: BatchFeeRule[] = await callApi(endpoints.getFee, { business_type: input.businessType }).catch(
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
  const single = input.businessType === 1
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
      resolveChainTarget(),
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
    const result = await client.sendActions(built)
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
