import { ABI, Action, Checksum256, Name, type PrivateKey, Serializer, Transaction } from '@greymass/eosio'
import { formatChainTimeSec, refBlockPrefix, ZERO_ID } from './blocks.ts'
import { failureTrace } from './chain-responses.ts'
import { captureSnapshot, restoreBlocks } from './chain-snapshot.ts'
import { ChainView } from './chain-view.ts'
import { ChainError } from './errors.ts'
import { SYSTEM_ACCOUNT } from './native-state.ts'
import { unpackBody } from './packed-body.ts'
import { BlockLog, sha256Hex, type LogRecord } from './persistence.ts'
import {
  readSnapshot,
  restoreAccounts,
  restoreResources,
  restoreStore,
  writeBlockChunk,
  writeSnapshot,
  type SnapshotData,
} from './snapshot.ts'
import { type PackedTransactionBody, type RequestOf } from './requests.ts'
import { createSystemAccount, ensureMsigAccount } from './system-accounts.ts'
import { systemAbi } from './system-abi.ts'
import { installVertSpeedups } from './vert-speedups.ts'
import { decodeTransaction, hexToBytes, type PushResult, type ReceivedTransaction } from './transaction-json.ts'

export type { PushResult } from './transaction-json.ts'

export interface ChainOptions {
  dataDir: string
  blockIntervalMs: number
  /** How many blocks behind head the last irreversible block is (1 unless a test wants forks deeper than that). */
  irreversibleDistance?: number
  /** Transactions after which a block file is cut (BLOCK_CHUNK_TRANSACTIONS unless a test wants smaller files). */
  blockFileTransactions?: number
}

export interface GenesisOptions {
  chainId: string
  timestampMs: number
  hasSystemContracts: boolean
  systemPublicKey: string
}

/**
 * A snapshot is taken after the block that brings this many transactions (or blocks) since the last
 * one, and at stop: a start replays at most that much log (about a second on a busy machine).
 */
const SNAPSHOT_AFTER_TRANSACTIONS = 250
const SNAPSHOT_AFTER_BLOCKS = 5000

/**
 * A single-producer Antelope chain in memory: validates transactions the way nodeos does,
 * runs contracts in VeRT, produces a block every interval, and writes every accepted
 * transaction and produced block to the append-only log (replayed at start). The work is
 * split by responsibility: `ChainView` (the state and the API's queries), `Transactions` (checks and
 * execution), `BlockStore` (blocks), `Authorization` (authorities), `Contracts` (code and ABIs),
 * `table-query.ts` (tables), `chain-snapshot.ts` (snapshots), `system-accounts.ts` (genesis accounts).
 */
export class Chain extends ChainView {
  private queue: Promise<unknown> = Promise.resolve()
  private timer: NodeJS.Timeout | undefined
  private running = false
  private stopped = false
  /** Contract blobs per account (hashes in `<data>/code/`), for snapshots. */
  private readonly deployments = new Map<string, { wasm: string; abi: string }>()
  private sinceSnapshot = { transactions: 0, blocks: 0 }
  /** The last block of each block file written (or being written, in order, before the snapshot that names them). */
  private blockChunkEnds: number[] = []
  /** How the last start rebuilt the state: blocks loaded from the snapshot, then log records replayed. */
  readonly startStats = { snapshotBlocks: 0, replayedTransactions: 0, replayedBlocks: 0 }
  private snapshotWrite: Promise<void> = Promise.resolve()

  private constructor(
    private readonly log: BlockLog,
    private readonly options: ChainOptions,
  ) {
    super(options.blockIntervalMs, options.irreversibleDistance)
  }

  /** Opens the data folder and replays its log; `isFresh` says genesis has yet to be created. */
  static async open(options: ChainOptions): Promise<Chain> {
    installVertSpeedups()
    const snapshot = readSnapshot(options.dataDir, BlockLog.fileSize(options.dataDir))
    const chain = new Chain(BlockLog.open(options.dataDir, snapshot?.logOffset ?? 0), options)
    if (snapshot) {
      chain.restore(snapshot)
      chain.startStats.snapshotBlocks = snapshot.blocks.length
    }
    await chain.replay()
    return chain
  }

  get isFresh(): boolean {
    return this.log.isEmpty
  }

  get dataDir(): string {
    return this.options.dataDir
  }

  /** Used to sign block headers; blocks are signed lazily when first served. */
  setProducerKey(key: PrivateKey): void {
    this.blockStore.setProducerKey(key)
  }

  // ---------------------------------------------------------------- genesis and replay

  /** Writes the genesis record and creates the system account; then produces the first blocks. */
  async createGenesis(genesis: GenesisOptions, initialBlocks: number): Promise<void> {
    const record: LogRecord = {
      t: 'genesis',
      chain_id: genesis.chainId,
      timestamp_ms: genesis.timestampMs,
      has_system_contracts: genesis.hasSystemContracts,
      system_public_key: genesis.systemPublicKey,
    }
    await this.log.append(record, true)
    this.applyGenesis(record)
    for (let index = 0; index < initialBlocks; index += 1) await this.enqueue(() => this.produceBlock(false))
  }

  private applyGenesis(record: Extract<LogRecord, { t: 'genesis' }>): void {
    this.chainId = record.chain_id
    this.hasSystemContracts = record.has_system_contracts
    createSystemAccount(this.nativeState, this.contracts, {
      timestampMs: record.timestamp_ms,
      systemPublicKey: record.system_public_key,
    })
    ensureMsigAccount(this.nativeState, this.contracts, record.timestamp_ms)
    this.blockStore.pending = { num: 1, timestampMs: record.timestamp_ms, transactions: [] }
  }

  private async replay(): Promise<void> {
    const blocks = this.blockStore
    for (const record of this.log.records) {
      switch (record.t) {
        case 'genesis':
          this.applyGenesis(record)
          break
        case 'code':
          this.deployFromBlobs(record.account, record.wasm, record.abi)
          break
        case 'trx': {
          if (blocks.pending.num !== record.n)
            blocks.pending = { num: record.n, timestampMs: record.ts, transactions: [] }
          else blocks.pending.timestampMs = record.ts
          const trx = decodeTransaction(hexToBytes(record.packed_trx, 'packed_trx'))
          await this.transactions.executeAndInclude(trx, record.id, record.signatures, record.packed_trx, true)
          this.startStats.replayedTransactions += 1
          break
        }
        case 'block': {
          blocks.pending.timestampMs = record.ts
          const block = blocks.seal()
          this.startStats.replayedBlocks += 1
          if (block.id !== record.id)
            console.warn(`devnet: replayed block ${block.num} has id ${block.id}, log says ${record.id}`)
          break
        }
      }
    }
    this.sinceSnapshot = {
      transactions: this.startStats.replayedTransactions,
      blocks: this.startStats.replayedBlocks,
    }
    const head = this.head()
    if (head && blocks.pending.transactions.length === 0) {
      blocks.pending = {
        num: head.num + 1,
        timestampMs: Math.max(head.timestampMs + this.options.blockIntervalMs, Date.now()),
        transactions: [],
      }
    }
  }

  private deployFromBlobs(account: string, wasm: string, abi: string): void {
    this.contracts.deploy(
      account,
      this.log.readBlob(wasm, 'wasm'),
      JSON.parse(Buffer.from(this.log.readBlob(abi, 'abi.json')).toString('utf8')) as ABI.Def,
    )
    this.deployments.set(account, { wasm, abi })
  }

  // ---------------------------------------------------------------- snapshots

  /** Writes a snapshot once every record it covers and every block file it names are on disk; one write at a time. */
  private scheduleSnapshot(): Promise<void> {
    const { text, chunks } = captureSnapshot({
      bc: this.bc,
      logOffset: this.log.size,
      chainId: this.chainId,
      hasSystemContracts: this.hasSystemContracts,
      globalSequence: this.transactions.globalSequence,
      deployments: this.deployments,
      resources: this.resources,
      links: this.links,
      blocks: this.blocks,
      lastIrreversibleNum: this.lastIrreversible()?.num ?? 0,
      blockFileTransactions: this.options.blockFileTransactions,
      blockChunkEnds: this.blockChunkEnds,
    })
    this.sinceSnapshot = { transactions: 0, blocks: 0 }
    this.snapshotWrite = this.snapshotWrite
      .then(() => this.log.sync())
      .then(async () => {
        for (const chunk of chunks) await writeBlockChunk(this.dataDir, chunk.index, chunk.text)
      })
      .then(() => writeSnapshot(this.dataDir, text))
      .catch((error: unknown) => {
        // The next snapshot writes every block file again rather than name one that may be missing.
        this.blockChunkEnds = []
        console.error('devnet: snapshot failed (the log still holds everything)', error)
      })
    return this.snapshotWrite
  }

  private restore(snapshot: SnapshotData): void {
    this.chainId = snapshot.chainId
    this.hasSystemContracts = snapshot.hasSystemContracts
    this.contracts.setAbi(SYSTEM_ACCOUNT, ABI.from(systemAbi(snapshot.hasSystemContracts)), ZERO_ID)
    restoreAccounts(this.bc, snapshot.accounts)
    ensureMsigAccount(this.nativeState, this.contracts, snapshot.blocks[0]?.ts ?? 0)
    for (const { account, wasm, abi } of snapshot.deployments) this.deployFromBlobs(account, wasm, abi)
    restoreResources(this.resources, snapshot.resources)
    for (const [key, value] of snapshot.links) this.links.set(key, value)
    restoreStore(this.bc.store, snapshot)
    this.blockChunkEnds = [...(snapshot.blockChunkEnds ?? [])]
    this.transactions.globalSequence = snapshot.globalSequence
    restoreBlocks(snapshot.blocks, this.blockStore, this.transactions, this.contracts)
  }

  // ---------------------------------------------------------------- contracts

  /** Deploys (or upgrades) a contract; logged so replay deploys it at the same point. */
  async deployContract(account: string, wasm: Uint8Array, abi: ABI.Def): Promise<void> {
    await this.enqueue(async () => {
      if (!this.bc.getAccount(Name.from(account)))
        throw new ChainError('action_validate_exception', `account ${account} does not exist`)
      const wasmHash = this.log.saveBlob(wasm, 'wasm')
      const abiHash = this.log.saveBlob(Buffer.from(JSON.stringify(abi)), 'abi.json')
      this.contracts.deploy(account, wasm, abi)
      this.deployments.set(account, { wasm: wasmHash, abi: abiHash })
      await this.log.append({ t: 'code', n: this.blockStore.pending.num, account, wasm: wasmHash, abi: abiHash }, true)
    })
  }

  // ---------------------------------------------------------------- block production

  /** Starts producing a block every interval. */
  start(): void {
    if (this.running) return
    this.running = true
    this.scheduleNextBlock()
  }

  /** Stops production and closes the log; the data folder can be reopened afterwards. */
  async stop(): Promise<void> {
    this.running = false
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    // The pending block is produced, so the snapshot at stop covers every accepted transaction.
    await this.enqueue(async () => {
      if (this.blockStore.pending.transactions.length > 0) await this.produceBlock(false)
      if (this.sinceSnapshot.blocks > 0) void this.scheduleSnapshot()
    }).catch((error: unknown) => console.error('devnet: last block or snapshot failed', error))
    await this.snapshotWrite
    await this.log.close()
    await this.transactions.close()
  }

  private scheduleNextBlock(): void {
    if (!this.running) return
    const delay = Math.max(0, this.blockStore.pending.timestampMs - Date.now())
    this.timer = setTimeout(() => {
      void this.enqueue(() => this.produceBlock(true))
        .catch((error: unknown) => console.error('devnet: block production failed', error))
        .finally(() => this.scheduleNextBlock())
    }, delay)
  }

  private async produceBlock(realTime: boolean): Promise<void> {
    const block = this.blockStore.seal()
    if (realTime) this.blockStore.pending.timestampMs = Math.max(this.blockStore.pending.timestampMs, Date.now())
    await this.log.append(
      { t: 'block', n: block.num, ts: block.timestampMs, id: block.id },
      block.transactions.length > 0,
    )
    this.sinceSnapshot.blocks += 1
    this.sinceSnapshot.transactions += block.transactions.length
    if (
      this.sinceSnapshot.transactions >= SNAPSHOT_AFTER_TRANSACTIONS ||
      this.sinceSnapshot.blocks >= SNAPSHOT_AFTER_BLOCKS
    )
      void this.scheduleSnapshot()
  }

  // ---------------------------------------------------------------- transactions

  private enqueue<T>(job: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(job, job)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** push_transaction / send_transaction: validates like nodeos, executes, answers once the transaction is on disk. */
  async pushTransaction(body: PackedTransactionBody, returnFailureTrace = false): Promise<PushResult> {
    if (this.stopped) throw new ChainError('exception', 'the devnet is stopping')
    const received = await this.receive(body)
    // Like nodeos, keys are recovered before the transaction reaches the (single) execution queue.
    const keys = await this.transactions.recoverKeys(received)
    const { result, durable } = await this.enqueue(async () => {
      if (this.stopped) throw new ChainError('exception', 'the devnet is stopping')
      const { trx, id, signatures, packedHex } = received
      try {
        this.transactions.validate(trx, id, keys)
        const result = await this.transactions.executeAndInclude(trx, id, signatures, packedHex, false)
        const pending = this.blockStore.pending
        const durable = this.log.append(
          { t: 'trx', n: pending.num, ts: pending.timestampMs, id, signatures, packed_trx: packedHex },
          true,
        )
        return { result, durable }
      } catch (error) {
        if (!returnFailureTrace || !(error instanceof ChainError)) throw error
        return { result: failureTrace(id, error, this.blockStore.pending), durable: Promise.resolve() }
      }
    })
    await durable
    return result
  }

  /** send_transaction2: push_transaction that, with return_failure_trace (nodeos's default), answers a failure as a trace. */
  async sendTransaction2(body: RequestOf<'send_transaction2'>): Promise<PushResult> {
    return this.pushTransaction(body.transaction, body.return_failure_trace)
  }

  /** compute_transaction: a dry run on the current state (no signatures needed, nothing kept) for its traces and cost. */
  async computeTransaction(body: RequestOf<'compute_transaction'>): Promise<PushResult> {
    if (this.stopped) throw new ChainError('exception', 'the devnet is stopping')
    const { trx, id, packedHex } = await this.receive(body.transaction)
    return this.enqueue(async () => {
      this.transactions.validate(trx, id, [], true)
      return this.transactions.dryRun(trx, id, packedHex)
    })
  }

  private async receive(body: PackedTransactionBody): Promise<ReceivedTransaction> {
    const packedHex = await unpackBody(body)
    const packed = hexToBytes(packedHex, 'packed_trx')
    return { trx: decodeTransaction(packed), packed, packedHex, id: sha256Hex(packed), signatures: body.signatures }
  }

  /** Signs and pushes actions with the given keys: genesis and tools use it; eosjs clients use push_transaction. */
  async transact(
    actions: {
      account: string
      name: string
      authorization: { actor: string; permission: string }[]
      data: Record<string, unknown>
    }[],
    keys: PrivateKey[],
  ): Promise<PushResult> {
    const head = this.head()
    if (!head) throw new Error('devnet: no block to reference yet')
    const trx = Transaction.from({
      expiration: formatChainTimeSec(this.blockStore.pending.timestampMs + 60_000),
      ref_block_num: head.num & 0xffff,
      ref_block_prefix: refBlockPrefix(head.id),
      actions: actions.map((action) => {
        const abi = this.contracts.abiOf(action.account)
        if (!abi) throw new Error(`devnet: no ABI for ${action.account}`)
        return Action.from(action, abi)
      }),
    })
    const packed = Serializer.encode({ object: trx }).array
    const digest = Checksum256.from(
      sha256Hex(Buffer.concat([Buffer.from(this.chainId, 'hex'), packed, Buffer.alloc(32)])),
    )
    return this.pushTransaction({
      signatures: keys.map((key) => key.signDigest(digest).toString()),
      compression: 'none',
      packed_context_free_data: '',
      packed_trx: Buffer.from(packed).toString('hex'),
    })
  }
}
