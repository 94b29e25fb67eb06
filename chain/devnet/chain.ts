import { ABI, Action, Authority, Checksum256, Name, type PrivateKey, Serializer, Transaction } from '@greymass/eosio'
import { AccountPermission, Blockchain } from '@proton/vert'
import { inflate } from 'node:zlib'
import { accountJson, requireAccount } from './accounts.ts'
import { Authorization } from './authorization.ts'
import { BlockStore, PRODUCER } from './block-store.ts'
import { formatChainTime, formatChainTimeSec, refBlockPrefix, ZERO_ID, type Block } from './blocks.ts'
import { Contracts } from './contracts.ts'
import { traceBlockJson } from './trace-api.ts'
import { ChainError, NODEOS_ERRORS } from './errors.ts'
import { SYSTEM_ACCOUNT, systemAbi, UNLIMITED_RAM, type AccountResources, type NativeState } from './native-actions.ts'
import { msigAbi, MSIG_ACCOUNT } from './msig.ts'
import { BlockLog, sha256Hex, type LogRecord } from './persistence.ts'
import {
  BLOCK_CHUNK_SIZE,
  BLOCK_CHUNK_TRANSACTIONS,
  readSnapshot,
  restoreAccounts,
  restoreResources,
  restoreStore,
  saveAccounts,
  saveResources,
  saveStore,
  SNAPSHOT_VERSION,
  writeBlockChunk,
  writeSnapshot,
  type SavedBlock,
  type SavedTransaction,
  type SnapshotData,
} from './snapshot.ts'
import { type PackedTransactionBody, type RequestOf } from './requests.ts'
import { installVertSpeedups } from './vert-speedups.ts'
import { getTableRows, type TableRowsQuery, type TableRowsResult } from './table-query.ts'
import {
  decodeTransaction,
  hexToBytes,
  lazyTransactionJson,
  Transactions,
  type PushResult,
  type ReceivedTransaction,
} from './transactions.ts'

export type { PushResult } from './transactions.ts'

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

/** nodeos inflates a zlib packed_trx through a 1 MiB read limiter (transaction.cpp, zlib_decompress). */
export const MAX_INFLATED_TRANSACTION_BYTES = 1024 * 1024

/**
 * The packed transaction as hex, inflated when compressed. Inflating runs on libuv's thread pool (never on
 * the event loop) and stops at nodeos's 1 MiB limit, so a zlib bomb costs a megabyte, not the heap.
 */
async function unpackBody(body: PackedTransactionBody): Promise<string> {
  const compression = body.compression
  if (compression === 'none' || compression === 0) return body.packed_trx
  if (compression === 'zlib' || compression === 1) {
    const compressed = hexToBytes(body.packed_trx, 'packed_trx')
    const inflated = await new Promise<Buffer>((resolve, reject) =>
      inflate(compressed, { maxOutputLength: MAX_INFLATED_TRANSACTION_BYTES }, (error, result) =>
        error ? reject(error) : resolve(result),
      ),
    ).catch((error: unknown) => {
      const tooLarge = (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE'
      throw new ChainError(
        'tx_decompression_error',
        tooLarge ? 'Exceeded maximum decompressed transaction size' : 'Error decompressing transaction',
      )
    })
    return inflated.toString('hex')
  }
  throw new ChainError(
    'unknown_transaction_compression',
    `Unknown transaction compression algorithm: ${String(compression)}`,
  )
}

/**
 * A snapshot is taken after the block that brings this many transactions (or blocks) since the last
 * one, and at stop: a start replays at most that much log (about a second on a busy machine).
 */
const SNAPSHOT_AFTER_TRANSACTIONS = 250
const SNAPSHOT_AFTER_BLOCKS = 5000

type TransactionState = 'LOCALLY_APPLIED' | 'IN_BLOCK' | 'IRREVERSIBLE' | 'UNKNOWN'

/**
 * A single-producer Antelope chain in memory: validates transactions the way nodeos does,
 * runs contracts in VeRT, produces a block every interval, and writes every accepted
 * transaction and produced block to the append-only log (replayed at start). The work is
 * split by responsibility: `Transactions` (checks and execution), `BlockStore` (blocks),
 * `Authorization` (authorities), `Contracts` (code and ABIs), `table-query.ts` (tables).
 */
export class Chain {
  readonly bc = new Blockchain()
  chainId = ZERO_ID
  hasSystemContracts = false

  private readonly resources = new Map<string, AccountResources>()
  private readonly links = new Map<string, string>()
  private readonly contracts = new Contracts(this.bc)
  private readonly blockStore: BlockStore
  private readonly authorization = new Authorization(() => this.nativeState)
  private readonly transactions: Transactions
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
    this.blockStore = new BlockStore(options.blockIntervalMs, options.irreversibleDistance)
    this.transactions = new Transactions({
      bc: this.bc,
      contracts: this.contracts,
      blocks: this.blockStore,
      authorization: this.authorization,
      nativeState: () => this.nativeState,
      chainId: () => this.chainId,
    })
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

  get blocks(): readonly Block[] {
    return this.blockStore.blocks
  }

  private get nativeState(): NativeState {
    return { bc: this.bc, resources: this.resources, links: this.links, hasSystemContracts: this.hasSystemContracts }
  }

  head(): Block | undefined {
    return this.blockStore.head()
  }

  lastIrreversible(): Block | undefined {
    return this.blockStore.lastIrreversible()
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
    const authority = Authority.from({ threshold: 1, keys: [{ key: record.system_public_key, weight: 1 }] })
    this.bc.createAccount({
      name: SYSTEM_ACCOUNT,
      permissions: [
        AccountPermission.from({ perm_name: 'owner', parent: '', required_auth: authority }),
        AccountPermission.from({ perm_name: 'active', parent: 'owner', required_auth: authority }),
      ],
    })
    this.resources.set(SYSTEM_ACCOUNT, {
      createdMs: record.timestamp_ms,
      ramBytes: UNLIMITED_RAM,
      netWeight: 0n,
      cpuWeight: 0n,
      stakeSymbol: '',
    })
    this.contracts.setAbi(SYSTEM_ACCOUNT, ABI.from(systemAbi(record.has_system_contracts)), ZERO_ID)
    this.ensureMsigAccount(record.timestamp_ms)
    this.blockStore.pending = { num: 1, timestampMs: record.timestamp_ms, transactions: [] }
  }

  /**
   * eosio.msig, native like the system actions: created with the system account (and added to data folders
   * made before it existed), controlled by eosio@active as on real chains.
   */
  private ensureMsigAccount(createdMs: number): void {
    this.contracts.setAbi(MSIG_ACCOUNT, msigAbi(), ZERO_ID)
    if (this.bc.getAccount(Name.from(MSIG_ACCOUNT))) return
    const authority = Authority.from({
      threshold: 1,
      accounts: [{ permission: { actor: SYSTEM_ACCOUNT, permission: 'active' }, weight: 1 }],
    })
    this.bc.createAccount({
      name: MSIG_ACCOUNT,
      permissions: [
        AccountPermission.from({ perm_name: 'owner', parent: '', required_auth: authority }),
        AccountPermission.from({ perm_name: 'active', parent: 'owner', required_auth: authority }),
      ],
    })
    if (!this.resources.has(MSIG_ACCOUNT)) {
      this.resources.set(MSIG_ACCOUNT, {
        createdMs,
        ramBytes: UNLIMITED_RAM,
        netWeight: 0n,
        cpuWeight: 0n,
        stakeSymbol: '',
      })
    }
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

  /**
   * Everything in memory at this block boundary, as the snapshot file's text (taken inside the queue), and
   * the texts of the block files it is the first to name: irreversible blocks fill them, and the snapshot
   * keeps only the blocks after the last one.
   */
  private captureSnapshot(): { text: string; chunks: { index: number; text: string }[] } {
    const savedBlock = (block: Block): SavedBlock =>
      block.transactions.length === 0
        ? { ts: block.timestampMs, id: block.id }
        : {
            ts: block.timestampMs,
            id: block.id,
            trx: block.transactions.map(({ json: _json, ...saved }): SavedTransaction => saved),
          }
    const lib = this.lastIrreversible()?.num ?? 0
    const chunks: { index: number; text: string }[] = []
    let chunkStart = this.blockChunkEnds[this.blockChunkEnds.length - 1] ?? 0
    let transactions = 0
    for (let num = chunkStart + 1; num <= lib; num += 1) {
      transactions += this.blocks[num - 1]?.transactions.length ?? 0
      if (
        num - chunkStart < BLOCK_CHUNK_SIZE &&
        transactions < (this.options.blockFileTransactions ?? BLOCK_CHUNK_TRANSACTIONS)
      )
        continue
      const blocks = this.blocks.slice(chunkStart, num)
      chunks.push({ index: this.blockChunkEnds.length, text: JSON.stringify(blocks.map(savedBlock)) })
      this.blockChunkEnds.push(num)
      chunkStart = num
      transactions = 0
    }
    const data: SnapshotData = {
      version: SNAPSHOT_VERSION,
      logOffset: this.log.size,
      chainId: this.chainId,
      hasSystemContracts: this.hasSystemContracts,
      globalSequence: this.transactions.globalSequence,
      accounts: saveAccounts(this.bc),
      deployments: [...this.deployments.entries()].map(([account, blobs]) => ({ account, ...blobs })),
      resources: saveResources(this.resources),
      links: [...this.links.entries()],
      ...saveStore(this.bc.store),
      blockChunkEnds: [...this.blockChunkEnds],
      blocks: this.blocks.slice(chunkStart).map(savedBlock),
    }
    return { text: JSON.stringify(data), chunks }
  }

  /** Writes a snapshot once every record it covers and every block file it names are on disk; one write at a time. */
  private scheduleSnapshot(): Promise<void> {
    const { text, chunks } = this.captureSnapshot()
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
    this.ensureMsigAccount(snapshot.blocks[0]?.ts ?? 0)
    for (const { account, wasm, abi } of snapshot.deployments) this.deployFromBlobs(account, wasm, abi)
    restoreResources(this.resources, snapshot.resources)
    for (const [key, value] of snapshot.links) this.links.set(key, value)
    restoreStore(this.bc.store, snapshot)
    this.blockChunkEnds = [...(snapshot.blockChunkEnds ?? [])]
    this.transactions.globalSequence = snapshot.globalSequence
    const blocks = this.blockStore
    blocks.pending = { num: 1, timestampMs: snapshot.blocks[0]?.ts ?? 0, transactions: [] }
    for (const saved of snapshot.blocks) {
      blocks.pending.timestampMs = saved.ts
      for (const entry of saved.trx ?? []) {
        let trx: Transaction | undefined
        const decoded = () => (trx ??= decodeTransaction(hexToBytes(entry.packedTrx, 'packed_trx')))
        const json = lazyTransactionJson(decoded, () =>
          decoded().actions.map((action) => this.contracts.actionJson(action)),
        )
        blocks.pending.transactions.push({ ...entry, json })
        this.transactions.known.set(entry.id, { blockNum: blocks.pending.num, expirationMs: entry.expirationMs })
      }
      blocks.seal(saved.id)
    }
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

  /** The sha256 of the wasm deployed on `account`, or undefined. */
  deployedCodeHash(account: string): string | undefined {
    return this.contracts.deployedCodeHash(account)
  }

  abiOf(account: string): ABI | undefined {
    return this.contracts.abiOf(account)
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
        return { result: this.failureTrace(id, error), durable: Promise.resolve() }
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

  private failureTrace(id: string, error: ChainError): PushResult {
    const pending = this.blockStore.pending
    return {
      transaction_id: id,
      processed: {
        id,
        block_num: pending.num,
        block_time: formatChainTime(pending.timestampMs),
        producer_block_id: null,
        receipt: null,
        elapsed: 0,
        net_usage: 0,
        scheduled: false,
        action_traces: [],
        account_ram_delta: null,
        except: {
          code: error.code,
          name: error.errorName,
          message: NODEOS_ERRORS[error.errorName][1],
          stack: [
            {
              context: {
                level: 'error',
                file: 'devnet',
                line: 0,
                method: error.errorName,
                hostname: '',
                thread_name: 'devnet',
              },
              format: error.message,
              data: {},
            },
          ],
        },
        error_code: null,
      },
    }
  }

  private async receive(body: PackedTransactionBody): Promise<ReceivedTransaction> {
    const packedHex = await unpackBody(body)
    const packed = hexToBytes(packedHex, 'packed_trx')
    return { trx: decodeTransaction(packed), packed, packedHex, id: sha256Hex(packed), signatures: body.signatures }
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

  // ---------------------------------------------------------------- queries

  getInfo() {
    const head = this.head()
    const lib = this.lastIrreversible()
    return {
      server_version: 'devnet',
      chain_id: this.chainId,
      head_block_num: head?.num ?? 0,
      last_irreversible_block_num: lib?.num ?? 0,
      last_irreversible_block_id: lib?.id ?? ZERO_ID,
      head_block_id: head?.id ?? ZERO_ID,
      head_block_time: formatChainTime(head?.timestampMs ?? 0),
      head_block_producer: PRODUCER,
      virtual_block_cpu_limit: 200000000,
      virtual_block_net_limit: 1048576000,
      block_cpu_limit: 200000,
      block_net_limit: 1048576,
      server_version_string: 'v5.0.0-devnet',
      fork_db_head_block_num: head?.num ?? 0,
      fork_db_head_block_id: head?.id ?? ZERO_ID,
      server_full_version_string: 'v5.0.0-devnet',
      total_cpu_weight: '0',
      total_net_weight: '0',
      earliest_available_block_num: 1,
      last_irreversible_block_time: formatChainTime(lib?.timestampMs ?? 0),
    }
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
    const owner = this.bc
      .getAccount(Name.from(PRODUCER))
      ?.permissions.find((permission) => permission.perm_name.equals('active'))
    const key = owner?.required_auth.keys[0]?.key.toLegacyString() ?? ''
    return {
      rows: [
        {
          owner: PRODUCER,
          producer_authority: ['block_signing_authority_v0', { threshold: 1, keys: [{ key, weight: 1 }] }],
          url: '',
          is_active: 1,
          total_votes: '0.00000000000000000',
          producer_key: key,
          unpaid_blocks: 0,
          last_claim_time: formatChainTime(0),
          location: 0,
        },
      ],
      total_producer_vote_weight: '0.00000000000000000',
      more: '',
    }
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
    const text = id.toLowerCase()
    const head = this.head()
    const lib = this.lastIrreversible()
    const entry = this.transactions.known.get(text)
    let state: TransactionState = 'UNKNOWN'
    let block: Block | undefined
    if (entry) {
      block = this.blockStore.byNum(entry.blockNum)
      state = !block ? 'LOCALLY_APPLIED' : block.num <= (lib?.num ?? 0) ? 'IRREVERSIBLE' : 'IN_BLOCK'
    }
    return {
      state,
      head_number: head?.num ?? 0,
      head_id: head?.id ?? ZERO_ID,
      head_timestamp: formatChainTime(head?.timestampMs ?? 0),
      irreversible_number: lib?.num ?? 0,
      irreversible_id: lib?.id ?? ZERO_ID,
      irreversible_timestamp: formatChainTime(lib?.timestampMs ?? 0),
      earliest_tracked_block_id: this.blocks[0]?.id ?? ZERO_ID,
      earliest_tracked_block_number: 1,
      ...(entry
        ? {
            block_number: entry.blockNum,
            block_id: block?.id ?? ZERO_ID,
            block_timestamp: formatChainTime(block?.timestampMs ?? this.blockStore.pending.timestampMs),
            expiration: formatChainTimeSec(entry.expirationMs),
          }
        : {}),
    }
  }

  /** Transactions accepted but not yet in a block (they will be in the next one). */
  get pendingBlockNum(): number {
    return this.blockStore.pending.num
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
