import {
  ABI,
  Action,
  Authority,
  Checksum256,
  Name,
  PermissionLevel,
  type PrivateKey,
  PublicKey,
  Serializer,
  TimePoint,
  Transaction,
} from '@greymass/eosio'
import { AccountPermission, Blockchain, type Account } from '@proton/vert'
import { inflateSync } from 'node:zlib'
import { AuthorityChecker, candidateKeys, canonicalKey } from './authority.ts'
import {
  blockInfoJson,
  blockJson,
  formatChainTime,
  formatChainTimeSec,
  makeBlock,
  refBlockPrefix,
  ZERO_ID,
  type Block,
  type IncludedTransaction,
} from './blocks.ts'
import { ChainError, contractFailure } from './errors.ts'
import {
  applyNativeAction,
  isNativeAction,
  minimumPermission,
  permissionSatisfies,
  SYSTEM_ACCOUNT,
  systemAbi,
  UNLIMITED_RAM,
  type AccountResources,
  type NativeState,
  type Undo,
} from './native-actions.ts'
import { BlockLog, sha256Hex, type LogRecord } from './persistence.ts'
import { SignatureVerifier } from './signatures.ts'
import { getTableRows, type TableRowsQuery, type TableRowsResult } from './table-query.ts'
import { registerWasm } from './wasm-cache.ts'

/** nodeos refuses transactions that expire more than an hour after the pending block. */
const MAX_EXPIRATION_MS = 3600 * 1000
const PRODUCER = SYSTEM_ACCOUNT

export interface ChainOptions {
  dataDir: string
  blockIntervalMs: number
}

export interface GenesisOptions {
  chainId: string
  timestampMs: number
  hasSystemContracts: boolean
  systemPublicKey: string
}

/** What `push_transaction` / `send_transaction` receive from eosjs. */
export interface PushTransactionBody {
  signatures?: string[]
  compression?: string | number
  packed_context_free_data?: string
  packed_trx?: string
}

interface PendingBlock {
  num: number
  timestampMs: number
  transactions: IncludedTransaction[]
}

interface CodeInfo {
  abi: ABI
  abiBinary: Uint8Array
  abiHash: string
  codeHash: string
}

interface ActionJson {
  account: string
  name: string
  authorization: { actor: string; permission: string }[]
  data: unknown
  hex_data: string
}

interface ActionTraceJson {
  action_ordinal: number
  creator_action_ordinal: number
  closest_unnotified_ancestor_action_ordinal: number
  receipt: Record<string, unknown>
  receiver: string
  act: ActionJson
  context_free: boolean
  elapsed: number
  console: string
  trx_id: string
  block_num: number
  block_time: string
  producer_block_id: null
  account_ram_deltas: unknown[]
  except: null
  error_code: null
  return_value_hex_data: string
}

export interface PushResult {
  transaction_id: string
  processed: Record<string, unknown>
}

type TransactionState = 'LOCALLY_APPLIED' | 'IN_BLOCK' | 'IRREVERSIBLE' | 'UNKNOWN'

function hexToBytes(hex: string, what: string): Uint8Array {
  if (!/^(?:[0-9a-fA-F]{2})*$/.test(hex))
    throw new ChainError('packed_transaction_type_exception', `${what} is not valid hex`)
  return new Uint8Array(Buffer.from(hex, 'hex'))
}

/** TimePointSec → ms without greymass's big-number arithmetic (hot path). */
function expirationMsOf(trx: Transaction): number {
  return trx.expiration.value.toNumber() * 1000
}

function levelJson(level: PermissionLevel) {
  return { actor: level.actor.toString(), permission: level.permission.toString() }
}

/**
 * A single-producer Antelope chain in memory: validates transactions the way nodeos does,
 * runs contracts in VeRT, produces a block every interval, and writes every accepted
 * transaction and produced block to the append-only log (replayed at start).
 */
export class Chain {
  readonly bc = new Blockchain()
  readonly blocks: Block[] = []
  chainId = ZERO_ID
  hasSystemContracts = false

  private readonly resources = new Map<string, AccountResources>()
  private readonly links = new Map<string, string>()
  private readonly codes = new Map<string, CodeInfo>()
  private readonly known = new Map<string, { blockNum: number; expirationMs: number }>()
  private readonly signatureCache = new Map<string, string>()
  private pending: PendingBlock = { num: 1, timestampMs: 0, transactions: [] }
  private queue: Promise<unknown> = Promise.resolve()
  private globalSequence = 0
  private producerKey: PrivateKey | undefined
  private timer: NodeJS.Timeout | undefined
  private running = false
  private stopped = false
  private vertTimeMs = -1
  private readonly verifier = new SignatureVerifier()
  private replaying = false

  private constructor(
    private readonly log: BlockLog,
    private readonly options: ChainOptions,
  ) {}

  /** Opens the data folder and replays its log; `isFresh` says genesis has yet to be created. */
  static async open(options: ChainOptions): Promise<Chain> {
    const chain = new Chain(BlockLog.open(options.dataDir), options)
    await chain.replay()
    return chain
  }

  get isFresh(): boolean {
    return this.log.records.length === 0
  }

  get dataDir(): string {
    return this.options.dataDir
  }

  private get nativeState(): NativeState {
    return { bc: this.bc, resources: this.resources, links: this.links, hasSystemContracts: this.hasSystemContracts }
  }

  head(): Block | undefined {
    return this.blocks[this.blocks.length - 1]
  }

  lastIrreversible(): Block | undefined {
    return this.blocks[Math.max(0, this.blocks.length - 2)]
  }

  /** Used to sign block headers; blocks are signed lazily when first served. */
  setProducerKey(key: PrivateKey): void {
    this.producerKey = key
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
    this.setCodeInfo(SYSTEM_ACCOUNT, ABI.from(systemAbi(record.has_system_contracts)), ZERO_ID)
    this.pending = { num: 1, timestampMs: record.timestamp_ms, transactions: [] }
  }

  private async replay(): Promise<void> {
    this.replaying = true
    try {
      for (const record of this.log.records) {
        switch (record.t) {
          case 'genesis':
            this.applyGenesis(record)
            break
          case 'code':
            this.setContract(
              record.account,
              this.log.readBlob(record.wasm, 'wasm'),
              JSON.parse(Buffer.from(this.log.readBlob(record.abi, 'abi.json')).toString('utf8')) as ABI.Def,
            )
            break
          case 'trx': {
            if (this.pending.num !== record.n)
              this.pending = { num: record.n, timestampMs: record.ts, transactions: [] }
            else this.pending.timestampMs = record.ts
            const packed = hexToBytes(record.packed_trx, 'packed_trx')
            const trx = Serializer.decode({ data: packed, type: Transaction })
            await this.executeAndInclude(trx, record.id, record.signatures, record.packed_trx)
            break
          }
          case 'block': {
            this.pending.timestampMs = record.ts
            const block = this.sealPending()
            if (block.id !== record.id)
              console.warn(`devnet: replayed block ${block.num} has id ${block.id}, log says ${record.id}`)
            break
          }
        }
      }
    } finally {
      this.replaying = false
    }
    const head = this.head()
    if (head && this.pending.transactions.length === 0) {
      this.pending = {
        num: head.num + 1,
        timestampMs: Math.max(head.timestampMs + this.options.blockIntervalMs, Date.now()),
        transactions: [],
      }
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
      this.setContract(account, wasm, abi)
      await this.log.append({ t: 'code', n: this.pending.num, account, wasm: wasmHash, abi: abiHash }, true)
    })
  }

  /** The sha256 of the wasm deployed on `account`, or undefined. */
  deployedCodeHash(account: string): string | undefined {
    const code = this.codes.get(account)
    return code && code.codeHash !== ZERO_ID ? code.codeHash : undefined
  }

  private setContract(account: string, wasm: Uint8Array, abiDef: ABI.Def): void {
    const holder = this.bc.getAccount(Name.from(account))
    if (!holder) throw new Error(`devnet: cannot deploy on missing account ${account}`)
    const bytes = registerWasm(new Uint8Array(wasm))
    holder.setContract(abiDef, bytes)
    this.setCodeInfo(account, ABI.from(abiDef), sha256Hex(bytes))
  }

  private setCodeInfo(account: string, abi: ABI, codeHash: string): void {
    const abiBinary = Serializer.encode({ object: abi }).array
    this.codes.set(account, { abi, abiBinary, abiHash: sha256Hex(abiBinary), codeHash })
  }

  abiOf(account: string): ABI | undefined {
    return this.codes.get(account)?.abi
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
    await this.queue.catch(() => undefined)
    await this.log.close()
    await this.verifier.close()
  }

  private scheduleNextBlock(): void {
    if (!this.running) return
    const delay = Math.max(0, this.pending.timestampMs - Date.now())
    this.timer = setTimeout(() => {
      void this.enqueue(() => this.produceBlock(true))
        .catch((error: unknown) => console.error('devnet: block production failed', error))
        .finally(() => this.scheduleNextBlock())
    }, delay)
  }

  private async produceBlock(realTime: boolean): Promise<void> {
    const block = this.sealPending()
    const nextTimestamp = block.timestampMs + this.options.blockIntervalMs
    this.pending = {
      num: block.num + 1,
      timestampMs: realTime ? Math.max(nextTimestamp, Date.now()) : nextTimestamp,
      transactions: [],
    }
    await this.log.append(
      { t: 'block', n: block.num, ts: block.timestampMs, id: block.id },
      block.transactions.length > 0,
    )
  }

  private sealPending(): Block {
    const previous = this.head()?.id ?? ZERO_ID
    const block = makeBlock(this.pending.num, this.pending.timestampMs, PRODUCER, previous, this.pending.transactions)
    this.blocks.push(block)
    this.pending = {
      num: block.num + 1,
      timestampMs: block.timestampMs + this.options.blockIntervalMs,
      transactions: [],
    }
    return block
  }

  private producerSignature(block: Block): string {
    let signature = this.signatureCache.get(block.id)
    if (!signature) {
      signature = this.producerKey
        ? this.producerKey.signDigest(Checksum256.from(block.id)).toString()
        : `SIG_K1_${'1'.repeat(99)}`
      this.signatureCache.set(block.id, signature)
    }
    return signature
  }

  // ---------------------------------------------------------------- transactions

  private enqueue<T>(job: () => Promise<T> | T): Promise<T> {
    const run = this.queue.then(job, job)
    this.queue = run.catch(() => undefined)
    return run
  }

  /** push_transaction / send_transaction: validates like nodeos, executes, answers once the transaction is on disk. */
  async pushTransaction(body: PushTransactionBody): Promise<PushResult> {
    if (this.stopped) throw new ChainError('exception', 'the devnet is stopping')
    const packedHex = this.unpackBody(body)
    const packed = hexToBytes(packedHex, 'packed_trx')
    let trx: Transaction
    try {
      trx = Serializer.decode({ data: packed, type: Transaction })
    } catch (error) {
      throw new ChainError(
        'packed_transaction_type_exception',
        `Invalid packed transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const id = sha256Hex(packed)
    const signatures = body.signatures ?? []
    // Like nodeos, keys are recovered before the transaction reaches the (single) execution queue.
    const keys = await this.recoverKeys(trx, packed, signatures)
    const { result, durable } = await this.enqueue(async () => {
      if (this.stopped) throw new ChainError('exception', 'the devnet is stopping')
      this.validateTransaction(trx, id, keys)
      const result = await this.executeAndInclude(trx, id, signatures, packedHex)
      const durable = this.log.append(
        { t: 'trx', n: this.pending.num, ts: this.pending.timestampMs, id, signatures, packed_trx: packedHex },
        true,
      )
      return { result, durable }
    })
    await durable
    return result
  }

  private unpackBody(body: PushTransactionBody): string {
    if (typeof body.packed_trx !== 'string')
      throw new ChainError('packed_transaction_type_exception', 'Missing packed_trx')
    const compression = body.compression ?? 'none'
    if (compression === 'none' || compression === 0) return body.packed_trx
    if (compression === 'zlib' || compression === 1) {
      try {
        return inflateSync(hexToBytes(body.packed_trx, 'packed_trx')).toString('hex')
      } catch {
        throw new ChainError('tx_decompression_error', 'Error decompressing transaction')
      }
    }
    throw new ChainError(
      'unknown_transaction_compression',
      `Unknown transaction compression algorithm: ${String(compression)}`,
    )
  }

  private validateTransaction(trx: Transaction, id: string, keys: string[]): void {
    if (this.known.has(id)) throw new ChainError('tx_duplicate', `duplicate transaction ${id}`)
    const expirationMs = expirationMsOf(trx)
    const reference = this.pending.timestampMs
    if (expirationMs <= reference) {
      throw new ChainError(
        'expired_tx_exception',
        `expired transaction ${id}, expiration ${formatChainTimeSec(expirationMs)}, block_time ${formatChainTime(reference)}`,
      )
    }
    if (expirationMs > reference + MAX_EXPIRATION_MS) {
      throw new ChainError(
        'tx_exp_too_far_exception',
        `Transaction expiration is too far in the future relative to the reference time of ${formatChainTime(reference)}, expiration ${formatChainTimeSec(expirationMs)} and the maximum transaction lifetime is 3600 seconds`,
      )
    }
    this.validateTapos(trx)
    if (trx.context_free_actions.length > 0)
      throw new ChainError('transaction_exception', 'context-free actions are not supported by the devnet')
    if (trx.actions.length === 0) throw new ChainError('tx_no_action', 'transaction must have at least one action')
    this.validateReferencedAccounts(trx)
    const checker = this.checkAuthorizations(trx, keys)
    const unused = checker.unusedKeys()
    if (unused.length > 0) {
      throw new ChainError(
        'tx_irrelevant_sig',
        `transaction bears irrelevant signatures from these keys: ${JSON.stringify(unused.map((key) => PublicKey.from(key).toLegacyString()))}`,
      )
    }
  }

  private validateTapos(trx: Transaction): void {
    const refNum = trx.ref_block_num.toNumber()
    const head = this.head()
    let block: Block | undefined
    if (head) {
      // The block whose number has these low 16 bits among the last 2^16 blocks.
      const candidate = head.num - ((head.num - refNum) & 0xffff)
      block = candidate >= 1 ? this.blocks[candidate - 1] : undefined
    }
    if (!block || refBlockPrefix(block.id) !== trx.ref_block_prefix.toNumber()) {
      throw new ChainError(
        'invalid_ref_block_exception',
        "Transaction's reference block did not match. Is this transaction from a different fork?",
      )
    }
  }

  private validateReferencedAccounts(trx: Transaction): void {
    let hasAuthorization = false
    for (const action of trx.actions) {
      if (!this.bc.getAccount(action.account)) {
        throw new ChainError(
          'transaction_exception',
          `action's code account '${action.account.toString()}' does not exist`,
        )
      }
      for (const level of action.authorization) {
        hasAuthorization = true
        const actor = this.bc.getAccount(level.actor)
        if (!actor)
          throw new ChainError(
            'transaction_exception',
            `action's authorizing actor '${level.actor.toString()}' does not exist`,
          )
        if (!actor.permissions.some((permission) => permission.perm_name.equals(level.permission))) {
          throw new ChainError(
            'transaction_exception',
            `action's authorizations include a non-existent permission: ${JSON.stringify(levelJson(level))}`,
          )
        }
      }
    }
    if (!hasAuthorization) throw new ChainError('tx_no_auths', 'transaction must have at least one authorization')
  }

  private async recoverKeys(trx: Transaction, packed: Uint8Array, signatures: string[]): Promise<string[]> {
    const signingData = Buffer.concat([Buffer.from(this.chainId, 'hex'), packed, Buffer.alloc(32)])
    const digest = Checksum256.from(sha256Hex(signingData))
    const candidates = candidateKeys(
      this.authorityOf,
      trx.actions.flatMap((action) =>
        action.authorization.map((level) => ({
          actor: level.actor.toString(),
          permission: level.permission.toString(),
        })),
      ),
    )
    const keys = await this.verifier.signingKeys(signingData, digest, signatures, candidates)
    const seen = new Set<string>()
    for (const key of keys) {
      if (seen.has(key))
        throw new ChainError(
          'tx_duplicate_sig',
          `transaction includes more than one signature signed using the same key associated with public key: ${PublicKey.from(key).toLegacyString()}`,
        )
      seen.add(key)
    }
    return keys
  }

  private authorityOf = (actor: string, permission: string): Authority | undefined => {
    const account = this.bc.getAccount(Name.from(actor))
    return account?.permissions.find((entry) => entry.perm_name.toString() === permission)?.required_auth
  }

  /** Checks every declared authorization against the keys (and linkauth minimums); returns the checker for key accounting. */
  private checkAuthorizations(trx: Transaction, keys: Iterable<string>): AuthorityChecker {
    const checker = new AuthorityChecker(this.authorityOf, keys)
    const state = this.nativeState
    const checked = new Set<string>()
    for (const action of trx.actions) {
      for (const level of action.authorization) {
        const actor = level.actor.toString()
        const permission = level.permission.toString()
        const minimum = minimumPermission(state, actor, action.account.toString(), action.name.toString())
        if (
          minimum !== undefined &&
          minimum !== 'eosio.any' &&
          !permissionSatisfies(state, actor, permission, minimum)
        ) {
          throw new ChainError(
            'irrelevant_auth_exception',
            `action declares irrelevant authority '${JSON.stringify(levelJson(level))}'; minimum authority is ${JSON.stringify({ actor, permission: minimum })}`,
          )
        }
        const key = `${actor}@${permission}`
        if (checked.has(key)) continue
        checked.add(key)
        if (!checker.satisfies(actor, permission)) {
          throw new ChainError(
            'unsatisfied_authorization',
            `transaction declares authority '${JSON.stringify(levelJson(level))}', but does not have signatures for it.`,
          )
        }
      }
    }
    return checker
  }

  /** get_required_keys: the subset of `availableKeys` that satisfies the transaction's declared authorizations. */
  getRequiredKeys(transaction: unknown, availableKeys: string[]): { required_keys: string[] } {
    let trx: Transaction
    try {
      trx = Transaction.from(transaction as Parameters<typeof Transaction.from>[0])
    } catch (error) {
      throw new ChainError(
        'transaction_type_exception',
        `Invalid transaction: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
    const checker = this.checkAuthorizations(
      trx,
      availableKeys.map((key) => canonicalKey(key)),
    )
    return { required_keys: checker.usedKeys().map((key) => PublicKey.from(key).toLegacyString()) }
  }

  private decodeActionData(account: string, name: string, data: Uint8Array): unknown {
    const abi = this.codes.get(account)?.abi
    if (!abi) return Buffer.from(data).toString('hex')
    const type = abi.actions.find((action) => action.name.toString() === name)?.type
    if (!type) return Buffer.from(data).toString('hex')
    try {
      return Serializer.objectify(Serializer.decode({ abi, type, data }))
    } catch {
      return Buffer.from(data).toString('hex')
    }
  }

  /** Top-level actions decoded once for both their trace and their block entry. */
  private readonly cachedActionJson = new WeakMap<Action, ActionJson>()

  private actionJson(action: Action): ActionJson {
    const cached = this.cachedActionJson.get(action)
    if (cached) return cached
    const account = action.account.toString()
    const name = action.name.toString()
    const json: ActionJson = {
      account,
      name,
      authorization: action.authorization.map(levelJson),
      data: this.decodeActionData(account, name, action.data.array),
      hex_data: action.data.hexString,
    }
    this.cachedActionJson.set(action, json)
    return json
  }

  /** Executes on the pending block and, on success, adds the transaction to it. */
  private async executeAndInclude(
    trx: Transaction,
    id: string,
    signatures: string[],
    packedHex: string,
  ): Promise<PushResult> {
    const started = performance.now()
    const block = this.pending
    const traces = await this.execute(trx, id, block)
    const elapsed = Math.max(1, Math.round((performance.now() - started) * 1000))
    const netUsageWords = Math.ceil((packedHex.length / 2 + signatures.length * 66) / 8)
    const expirationMs = expirationMsOf(trx)
    // Decoded with the ABIs of this moment, but only when a block is read (pushes far outnumber reads).
    const actionJsons = trx.actions.map((action) => this.cachedActionJson.get(action) ?? this.actionJson(action))
    let transactionJson: Record<string, unknown> | undefined
    const json = () => {
      transactionJson ??= { ...(Serializer.objectify(trx) as Record<string, unknown>), actions: actionJsons }
      return transactionJson
    }
    const included: IncludedTransaction = {
      id,
      signatures,
      packedTrx: packedHex,
      json,
      expirationMs,
      cpuUsageUs: this.replaying ? 100 : elapsed,
      netUsageWords,
      actionDigests: traces.map((trace) => String(trace.receipt.act_digest)),
    }
    block.transactions.push(included)
    this.known.set(id, { blockNum: block.num, expirationMs })
    return {
      transaction_id: id,
      processed: {
        id,
        block_num: block.num,
        block_time: formatChainTime(block.timestampMs),
        producer_block_id: null,
        receipt: { status: 'executed', cpu_usage_us: included.cpuUsageUs, net_usage_words: netUsageWords },
        elapsed,
        net_usage: netUsageWords * 8,
        scheduled: false,
        action_traces: traces,
        account_ram_delta: null,
        except: null,
        error_code: null,
      },
    }
  }

  /** Runs every action atomically: a failure reverts the contract store and undoes native changes. */
  private async execute(trx: Transaction, id: string, block: PendingBlock): Promise<ActionTraceJson[]> {
    if (this.vertTimeMs !== block.timestampMs) {
      this.bc.setTime(TimePoint.fromMilliseconds(block.timestampMs))
      this.vertTimeMs = block.timestampMs
    }
    this.bc.blockNum = block.num
    const snapshot = this.bc.store.snapshot()
    const undos: Undo[] = []
    const traces: ActionTraceJson[] = []
    const sequenceBefore = this.globalSequence
    const blockTime = formatChainTime(block.timestampMs)
    const addTrace = (
      receiver: string,
      action: Action,
      consoleText: string,
      creatorOrdinal: number,
      returnValueHex = '',
    ) => {
      const ordinal = traces.length + 1
      this.globalSequence += 1
      // Digest of the action's identity and data (nodeos hashes the packed action; this is cheaper and as unique).
      const actDigest = sha256Hex(
        `${receiver}|${action.account.toString()}|${action.name.toString()}|${action.authorization.map(String).join(',')}|${action.data.hexString}`,
      )
      const code = this.codes.get(action.account.toString())
      traces.push({
        action_ordinal: ordinal,
        creator_action_ordinal: creatorOrdinal,
        closest_unnotified_ancestor_action_ordinal: creatorOrdinal,
        receipt: {
          receiver,
          act_digest: actDigest,
          global_sequence: this.globalSequence,
          recv_sequence: this.globalSequence,
          auth_sequence: action.authorization.map((level) => [level.actor.toString(), this.globalSequence]),
          code_sequence: code && code.codeHash !== ZERO_ID ? 1 : 0,
          abi_sequence: code ? 1 : 0,
        },
        receiver,
        act: this.actionJson(action),
        context_free: false,
        elapsed: 0,
        console: consoleText,
        trx_id: id,
        block_num: block.num,
        block_time: blockTime,
        producer_block_id: null,
        account_ram_deltas: [],
        except: null,
        error_code: null,
        return_value_hex_data: returnValueHex,
      })
      return ordinal
    }
    try {
      for (const action of trx.actions) {
        const account = action.account.toString()
        const name = action.name.toString()
        const contract = this.bc.getAccount(action.account)
        if (account === SYSTEM_ACCOUNT && !contract?.isContract) {
          if (!isNativeAction(name, this.hasSystemContracts)) {
            throw new ChainError('action_not_found_exception', `action ${name} not found on ${account}`)
          }
          undos.push(
            applyNativeAction(this.nativeState, name, action.data.array, action.authorization, block.timestampMs),
          )
          addTrace(account, action, '', 0)
          continue
        }
        if (!contract?.isContract) {
          addTrace(account, action, '', 0) // an account without code accepts any action and does nothing
          continue
        }
        await this.runContractAction(trx, action, addTrace)
      }
    } catch (error) {
      this.bc.store.revertTo(snapshot)
      for (const undo of undos.reverse()) undo()
      this.globalSequence = sequenceBefore
      throw contractFailure(error)
    }
    // VeRT's undo log is never pruned; once a transaction is accepted nothing can roll it back.
    ;(this.bc.store as unknown as { changes: unknown[] }).changes = []
    return traces
  }

  private async runContractAction(
    trx: Transaction,
    action: Action,
    addTrace: (
      receiver: string,
      action: Action,
      consoleText: string,
      creatorOrdinal: number,
      returnValueHex?: string,
    ) => number,
  ): Promise<void> {
    // VeRT's require_auth accepts only @active and @owner; nodeos accepts any declared permission of the
    // account. The declared permissions were checked against keys and linkauth above, so the contract
    // is shown them as @active.
    const plainAuthority = action.authorization.every(
      (level) => level.permission.equals('owner') || level.permission.equals('active'),
    )
    const single =
      plainAuthority && trx.actions.length === 1
        ? trx
        : Transaction.from({
            expiration: trx.expiration,
            ref_block_num: trx.ref_block_num,
            ref_block_prefix: trx.ref_block_prefix,
            actions: [
              Action.from({
                account: action.account,
                name: action.name,
                authorization: action.authorization.map((level) =>
                  level.permission.equals('owner') || level.permission.equals('active')
                    ? level
                    : PermissionLevel.from({ actor: level.actor, permission: 'active' }),
                ),
                data: action.data,
              }),
            ],
          })
    await this.bc.applyTransaction(single)
    const consoleText = this.bc.console
    const ordinals = new Map<number, number>()
    for (const context of this.bc.actionTraces) {
      const isTopLevel = !context.isInline && !context.isNotification
      const traced = isTopLevel
        ? action
        : Action.from({
            account: context.firstReceiver.name,
            name: context.action,
            authorization: context.authorization,
            data: context.data,
          })
      const creator = context.isInline || context.isNotification ? (ordinals.get(context.actionOrdinal) ?? 0) : 0
      const returnValueHex = context.returnValue ? Buffer.from(context.returnValue).toString('hex') : ''
      const ordinal = addTrace(
        context.receiver.name.toString(),
        traced,
        ordinals.size === 0 ? consoleText : '',
        creator,
        returnValueHex,
      )
      if (!context.isNotification && !ordinals.has(context.actionOrdinal)) ordinals.set(context.actionOrdinal, ordinal)
    }
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

  private findBlock(numOrId: unknown): Block {
    const text = String(numOrId ?? '').trim()
    let block: Block | undefined
    if (/^\d+$/.test(text)) block = this.blocks[Number(text) - 1]
    else if (/^[0-9a-fA-F]{64}$/.test(text)) {
      const num = Buffer.from(text, 'hex').readUInt32BE(0)
      const candidate = this.blocks[num - 1]
      block = candidate?.id === text.toLowerCase() ? candidate : undefined
    }
    if (!block) throw new ChainError('unknown_block_exception', `Could not find block: ${text}`)
    return block
  }

  getBlock(numOrId: unknown) {
    const block = this.findBlock(numOrId)
    return blockJson(block, this.producerSignature(block))
  }

  getBlockInfo(num: unknown) {
    const block = this.findBlock(num)
    return blockInfoJson(block, this.producerSignature(block))
  }

  getBlockHeaderState(numOrId: unknown) {
    const block = this.findBlock(numOrId)
    const header = blockInfoJson(block, this.producerSignature(block))
    const lib = this.lastIrreversible()?.num ?? 0
    return {
      block_num: block.num,
      dpos_proposed_irreversible_blocknum: lib,
      dpos_irreversible_blocknum: lib,
      active_schedule: {
        version: 0,
        producers: [{ producer_name: PRODUCER, authority: [0, { threshold: 1, keys: [] }] }],
      },
      blockroot_merkle: { _active_nodes: [], _node_count: block.num - 1 },
      producer_to_last_produced: [[PRODUCER, block.num]],
      producer_to_last_implied_irb: [[PRODUCER, lib]],
      valid_block_signing_authority: [0, { threshold: 1, keys: [] }],
      confirm_count: [],
      id: block.id,
      header: {
        timestamp: header.timestamp,
        producer: header.producer,
        confirmed: header.confirmed,
        previous: header.previous,
        transaction_mroot: header.transaction_mroot,
        action_mroot: header.action_mroot,
        schedule_version: header.schedule_version,
        header_extensions: [],
        producer_signature: header.producer_signature,
      },
      pending_schedule: { schedule_lib_num: 0, schedule_hash: ZERO_ID, schedule: { version: 0, producers: [] } },
      activated_protocol_features: { protocol_features: [] },
      additional_signatures: [],
    }
  }

  private requireAccount(name: unknown): Account {
    const text = String(name ?? '')
    let account: Account | undefined
    try {
      account = this.bc.getAccount(Name.from(text))
    } catch {
      account = undefined
    }
    if (!account || Name.from(text).toString() !== text)
      throw new ChainError('exception', `unknown key (eosio::chain::name): ${text}`)
    return account
  }

  getRawAbi(accountName: unknown) {
    const account = this.requireAccount(accountName).name.toString()
    const code = this.codes.get(account)
    return {
      account_name: account,
      code_hash: code?.codeHash ?? ZERO_ID,
      abi_hash: code?.abiHash ?? ZERO_ID,
      abi: code ? Buffer.from(code.abiBinary).toString('base64') : '',
    }
  }

  getAbi(accountName: unknown) {
    const account = this.requireAccount(accountName).name.toString()
    const code = this.codes.get(account)
    return code ? { account_name: account, abi: Serializer.objectify(code.abi) } : { account_name: account }
  }

  getAccount(accountName: unknown) {
    const account = this.requireAccount(accountName)
    const name = account.name.toString()
    const resources = this.resources.get(name) ?? {
      createdMs: 0,
      ramBytes: UNLIMITED_RAM,
      netWeight: 0n,
      cpuWeight: 0n,
      stakeSymbol: '',
    }
    const head = this.head()
    const stake = (units: bigint) =>
      resources.stakeSymbol
        ? `${(Number(units) / 10 ** Number(resources.stakeSymbol.split(',')[0] ?? 4)).toFixed(Number(resources.stakeSymbol.split(',')[0] ?? 4))} ${resources.stakeSymbol.split(',')[1] ?? ''}`
        : '0.0000 SYS'
    const limit = {
      used: 0,
      available: -1,
      max: -1,
      last_usage_update_time: formatChainTime(head?.timestampMs ?? 0),
      current_used: 0,
    }
    const linked = (permission: string) =>
      [...this.links.entries()]
        .filter(([key, requirement]) => key.startsWith(`${name}|`) && requirement === permission)
        .map(([key]) => {
          const [, code, type] = key.split('|')
          return type ? { account: code ?? '', action: type } : { account: code ?? '' }
        })
    return {
      account_name: name,
      head_block_num: head?.num ?? 0,
      head_block_time: formatChainTime(head?.timestampMs ?? 0),
      privileged: name === SYSTEM_ACCOUNT,
      last_code_update: formatChainTime(0),
      created: formatChainTime(resources.createdMs),
      ram_quota: resources.ramBytes,
      net_weight: Number(resources.netWeight),
      cpu_weight: Number(resources.cpuWeight),
      net_limit: limit,
      cpu_limit: limit,
      ram_usage: 2996,
      permissions: account.permissions.map((permission) => ({
        perm_name: permission.perm_name.toString(),
        parent: permission.parent.toString(),
        required_auth: {
          threshold: permission.required_auth.threshold.toNumber(),
          keys: permission.required_auth.keys.map((entry) => ({
            key: entry.key.toLegacyString(),
            weight: entry.weight.toNumber(),
          })),
          accounts: permission.required_auth.accounts.map((entry) => ({
            permission: levelJson(entry.permission),
            weight: entry.weight.toNumber(),
          })),
          waits: permission.required_auth.waits.map((entry) => ({
            wait_sec: entry.wait_sec.toNumber(),
            weight: entry.weight.toNumber(),
          })),
        },
        linked_actions: linked(permission.perm_name.toString()),
      })),
      total_resources: resources.stakeSymbol
        ? {
            owner: name,
            net_weight: stake(resources.netWeight),
            cpu_weight: stake(resources.cpuWeight),
            ram_bytes: resources.ramBytes,
          }
        : null,
      self_delegated_bandwidth: null,
      refund_request: null,
      voter_info: null,
      rex_info: null,
      subjective_cpu_bill_limit: limit,
      eosio_any_linked_actions: linked('eosio.any'),
    }
  }

  getTableRows(query: TableRowsQuery): TableRowsResult {
    const code = Name.from(String(query.code ?? '')).toString()
    if (!this.bc.getAccount(Name.from(code)))
      throw new ChainError('exception', `unknown key (eosio::chain::name): ${code}`)
    return getTableRows(this.bc, this.codes.get(code)?.abi, query)
  }

  getTransactionStatus(id: unknown) {
    const text = String(id ?? '').toLowerCase()
    const head = this.head()
    const lib = this.lastIrreversible()
    const entry = this.known.get(text)
    let state: TransactionState = 'UNKNOWN'
    let block: Block | undefined
    if (entry) {
      block = this.blocks[entry.blockNum - 1]
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
            block_timestamp: formatChainTime(block?.timestampMs ?? this.pending.timestampMs),
            expiration: formatChainTimeSec(entry.expirationMs),
          }
        : {}),
    }
  }

  /** Transactions accepted but not yet in a block (they will be in the next one). */
  get pendingBlockNum(): number {
    return this.pending.num
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
      expiration: formatChainTimeSec(this.pending.timestampMs + 60_000),
      ref_block_num: head.num & 0xffff,
      ref_block_prefix: refBlockPrefix(head.id),
      actions: actions.map((action) => {
        const abi = this.codes.get(action.account)?.abi
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
