import { Blockchain } from '@proton/vert'
import { Name, Transaction, type ABI } from '@greymass/eosio'
import { accountJson, requireAccount } from './accounts.ts'
import { Authorization } from './authorization.ts'
import { BlockStore } from './block-store.ts'
import { ZERO_ID, type Block } from './blocks.ts'
import { infoJson, producersJson, transactionStatusJson } from './chain-responses.ts'
import { Contracts } from './contracts.ts'
import { ChainError } from './errors.ts'
import { type AccountResources, type NativeState } from './native-state.ts'
import { getTableRows, type TableRowsQuery, type TableRowsResult } from './table-query.ts'
import { traceBlockJson } from './trace-api.ts'
import { Transactions } from './transactions.ts'

/**
 * The chain's state and what reads it: the chain API's queries (get_info, get_block, get_account,
 * get_table_rows, get_transaction_status, …). `Chain` (chain.ts) extends it with what changes the state:
 * genesis, replay, block production and the push queue.
 */
export abstract class ChainView {
  readonly bc = new Blockchain()
  chainId = ZERO_ID
  hasSystemContracts = false

  protected readonly resources = new Map<string, AccountResources>()
  protected readonly links = new Map<string, string>()
  protected readonly contracts = new Contracts(this.bc)
  protected readonly blockStore: BlockStore
  protected readonly authorization = new Authorization(() => this.nativeState)
  protected readonly transactions: Transactions

  protected constructor(blockIntervalMs: number, irreversibleDistance: number | undefined) {
    this.blockStore = new BlockStore(blockIntervalMs, irreversibleDistance)
    this.transactions = new Transactions({
      bc: this.bc,
      contracts: this.contracts,
      blocks: this.blockStore,
      authorization: this.authorization,
      nativeState: () => this.nativeState,
      chainId: () => this.chainId,
    })
  }

  get blocks(): readonly Block[] {
    return this.blockStore.blocks
  }

  protected get nativeState(): NativeState {
    return { bc: this.bc, resources: this.resources, links: this.links, hasSystemContracts: this.hasSystemContracts }
  }

  head(): Block | undefined {
    return this.blockStore.head()
  }

  lastIrreversible(): Block | undefined {
    return this.blockStore.lastIrreversible()
  }

  /** The sha256 of the wasm deployed on `account`, or undefined. */
  deployedCodeHash(account: string): string | undefined {
    return this.contracts.deployedCodeHash(account)
  }

  abiOf(account: string): ABI | undefined {
    return this.contracts.abiOf(account)
  }

  /** get_required_keys: the subset of `availableKeys` that satisfies the transaction's declared authorizations. */
  getRequiredKeys(transaction: Record<string, unknown>, availableKeys: string[]): { required_keys: string[] } {
    let trx: Transaction
    try {
      // Transaction.from checks every field and throws on a malformed one.
      trx = Transaction.from(transaction as unknown as Parameters<typeof Transaction.from>[0])
    } catch (error) {
      throw new ChainError(
        'transaction_type_exception',
        `Invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    return this.authorization.requiredKeys(trx, availableKeys)
  }

  getInfo() {
    return infoJson(this.chainId, this.head(), this.lastIrreversible())
  }

  /** trace_api get_block: every executed action of the block, inline ones included. */
  getTraceBlock(num: number) {
    const block = this.blockStore.byNum(num)
    if (!block) throw new ChainError('exception', 'Trace API: block does not exist', 404)
    return traceBlockJson(block, block.num <= (this.lastIrreversible()?.num ?? 0), (account, action, data) =>
      this.contracts.decodeParams(account, action, data),
    )
  }

  /** get_producers: the devnet's one producer, as nodeos lists the active schedule without a system contract. */
  getProducers() {
    return producersJson(this.bc)
  }

  getBlock(numOrId: string | number) {
    return this.blockStore.getBlock(numOrId)
  }

  getBlockInfo(num: string | number) {
    return this.blockStore.getBlockInfo(num)
  }

  getBlockHeaderState(numOrId: string | number) {
    return this.blockStore.getBlockHeaderState(numOrId)
  }

  getRawAbi(accountName: string) {
    return this.contracts.rawAbiJson(requireAccount(this.nativeState, accountName).name.toString())
  }

  getAbi(accountName: string) {
    return this.contracts.abiJson(requireAccount(this.nativeState, accountName).name.toString())
  }

  getAccount(accountName: string) {
    return accountJson(this.nativeState, requireAccount(this.nativeState, accountName), this.head())
  }

  getTableRows(query: TableRowsQuery): TableRowsResult {
    const code = Name.from(query.code).toString()
    if (!this.bc.getAccount(Name.from(code)))
      throw new ChainError('exception', `unknown key (eosio::chain::name): ${code}`)
    return getTableRows(this.bc, this.contracts.abiOf(code), query)
  }

  getTransactionStatus(id: string) {
    return transactionStatusJson({
      head: this.head(),
      lib: this.lastIrreversible(),
      firstBlock: this.blocks[0],
      pendingTimestampMs: this.blockStore.pending.timestampMs,
      entry: this.transactions.known.get(id.toLowerCase()),
      byNum: (num) => this.blockStore.byNum(num),
    })
  }

  /** Transactions accepted but not yet in a block (they will be in the next one). */
  get pendingBlockNum(): number {
    return this.blockStore.pending.num
  }
}
