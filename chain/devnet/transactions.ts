import { Action, Checksum256, PermissionLevel, PublicKey, TimePoint, Transaction } from '@greymass/eosio'
import { type Blockchain } from '@proton/vert'
import { type Authorization } from './authorization.ts'
import { type BlockStore, type PendingBlock } from './block-store.ts'
import { formatChainTime, formatChainTimeSec, ZERO_ID, type IncludedTransaction } from './blocks.ts'
import { type Contracts } from './contracts.ts'
import { ChainError, contractFailure } from './errors.ts'
import { applyNativeAction, isNativeAction } from './native-actions.ts'
import { SYSTEM_ACCOUNT, type NativeState, type Undo } from './native-state.ts'
import { applyMsigAction } from './msig.ts'
import { isMsigAction, MSIG_ACCOUNT } from './msig-abi.ts'
import { sha256Hex } from './persistence.ts'
import {
  decodeTransaction,
  expirationMsOf,
  hexToBytes,
  lazyTransactionJson,
  type ActionTraceJson,
  type PushResult,
  type ReceivedTransaction,
} from './transaction-json.ts'
import { SignatureVerifier } from './signatures.ts'

/** nodeos refuses transactions that expire more than an hour after the pending block. */
const MAX_EXPIRATION_MS = 3600 * 1000

export interface TransactionContext {
  bc: Blockchain
  contracts: Contracts
  blocks: BlockStore
  authorization: Authorization
  nativeState: () => NativeState
  chainId: () => string
}

/**
 * The transactions side of the chain: nodeos's checks (expiry, TaPoS, duplicates, signatures and
 * authorities), atomic execution of native and contract actions, traces, and inclusion in the
 * pending block.
 */
export class Transactions {
  /** Transactions accepted so far, by id: the block they went into and when they expire. */
  readonly known = new Map<string, { blockNum: number; expirationMs: number }>()
  globalSequence = 0
  private vertTimeMs = -1
  private readonly verifier = new SignatureVerifier()

  constructor(private readonly context: TransactionContext) {}

  /** The canonical keys behind the signatures (recovered before the transaction reaches the execution queue). */
  async recoverKeys(received: ReceivedTransaction): Promise<string[]> {
    const signingData = Buffer.concat([Buffer.from(this.context.chainId(), 'hex'), received.packed, Buffer.alloc(32)])
    const digest = Checksum256.from(sha256Hex(signingData))
    const candidates = this.context.authorization.candidateKeys(received.trx)
    const keys = await this.verifier.signingKeys(digest, received.signatures, candidates)
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

  /** Everything nodeos checks before running a transaction. */
  validate(trx: Transaction, id: string, keys: string[], dryRun = false): void {
    if (!dryRun && this.known.has(id)) throw new ChainError('tx_duplicate', `duplicate transaction ${id}`)
    const expirationMs = expirationMsOf(trx)
    const reference = this.context.blocks.pending.timestampMs
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
    if (!this.context.blocks.taposBlock(trx.ref_block_num.toNumber(), trx.ref_block_prefix.toNumber())) {
      throw new ChainError(
        'invalid_ref_block_exception',
        "Transaction's reference block did not match. Is this transaction from a different fork?",
      )
    }
    if (trx.context_free_actions.length > 0)
      throw new ChainError('transaction_exception', 'context-free actions are not supported by the devnet')
    if (trx.actions.length === 0) throw new ChainError('tx_no_action', 'transaction must have at least one action')
    this.context.authorization.validateReferencedAccounts(trx)
    // A dry run (compute_transaction) needs no signatures, as in nodeos.
    if (!dryRun) this.context.authorization.checkSignedBy(trx, keys)
  }

  /** compute_transaction: runs on the pending block's state and rolls everything back; the traces and cost are the answer. */
  async dryRun(trx: Transaction, id: string, packedHex: string): Promise<PushResult> {
    const started = performance.now()
    const block = this.context.blocks.pending
    const traces = await this.execute(trx, id, block, true)
    const elapsed = Math.max(1, Math.round((performance.now() - started) * 1000))
    const netUsageWords = Math.ceil(packedHex.length / 2 / 8)
    return {
      transaction_id: id,
      processed: {
        id,
        block_num: block.num,
        block_time: formatChainTime(block.timestampMs),
        producer_block_id: null,
        receipt: { status: 'executed', cpu_usage_us: elapsed, net_usage_words: netUsageWords },
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

  /** Executes on the pending block and, on success, adds the transaction to it. */
  async executeAndInclude(
    trx: Transaction,
    id: string,
    signatures: string[],
    packedHex: string,
    replaying: boolean,
  ): Promise<PushResult> {
    const started = performance.now()
    const block = this.context.blocks.pending
    const traces = await this.execute(trx, id, block)
    const elapsed = Math.max(1, Math.round((performance.now() - started) * 1000))
    const netUsageWords = Math.ceil((packedHex.length / 2 + signatures.length * 66) / 8)
    const expirationMs = expirationMsOf(trx)
    // Decoded again from the packed bytes when a block is read (pushes far outnumber reads), so blocks do
    // not keep every decoded transaction alive: a smaller heap costs the collector less per transaction.
    const contracts = this.context.contracts
    let decoded: Transaction | undefined
    const decodedAgain = () => (decoded ??= decodeTransaction(hexToBytes(packedHex, 'packed_trx')))
    const json = lazyTransactionJson(decodedAgain, () =>
      decodedAgain().actions.map((action) => contracts.actionJson(action)),
    )
    const included: IncludedTransaction = {
      id,
      signatures,
      packedTrx: packedHex,
      json,
      expirationMs,
      cpuUsageUs: replaying ? 100 : elapsed,
      netUsageWords,
      actionDigests: traces.map((trace) => trace.receipt.act_digest),
      actions: traces.map((trace) => ({
        global_sequence: trace.receipt.global_sequence,
        receiver: trace.receiver,
        account: trace.act.account,
        action: trace.act.name,
        authorization: trace.act.authorization,
        data: trace.act.hex_data,
        return_value: trace.return_value_hex_data,
      })),
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
  private async execute(trx: Transaction, id: string, block: PendingBlock, dryRun = false): Promise<ActionTraceJson[]> {
    const { bc, contracts } = this.context
    if (this.vertTimeMs !== block.timestampMs) {
      bc.setTime(TimePoint.fromMilliseconds(block.timestampMs))
      this.vertTimeMs = block.timestampMs
    }
    bc.blockNum = block.num
    const snapshot = bc.store.snapshot()
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
      const code = contracts.code(action.account.toString())
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
        act: contracts.actionJson(action),
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
    const runAction = async (action: Action, creatorOrdinal: number, inline: boolean): Promise<void> => {
      const account = action.account.toString()
      const name = action.name.toString()
      const contract = bc.getAccount(action.account)
      const state = this.context.nativeState()
      if (account === SYSTEM_ACCOUNT && !contract?.isContract) {
        if (!isNativeAction(name, state.hasSystemContracts)) {
          throw new ChainError('action_not_found_exception', `action ${name} not found on ${account}`)
        }
        undos.push(applyNativeAction(state, name, action.data.array, action.authorization, block.timestampMs))
        addTrace(account, action, '', creatorOrdinal)
        return
      }
      if (account === MSIG_ACCOUNT && !contract?.isContract) {
        // A proposal cannot execute msig actions itself (eosio.msig would recurse into its own tables).
        if (!isMsigAction(name) || inline) {
          throw new ChainError('action_not_found_exception', `action ${name} not found on ${account}`)
        }
        const ordinal = addTrace(account, action, '', creatorOrdinal)
        await applyMsigAction(
          {
            state,
            authorization: this.context.authorization,
            blockTimeMs: block.timestampMs,
            runInline: (inner) => runAction(inner, ordinal, true),
          },
          name,
          action.data.array,
          action.authorization,
        )
        return
      }
      if (!contract?.isContract) {
        addTrace(account, action, '', creatorOrdinal) // an account without code accepts any action and does nothing
        return
      }
      await this.runContractAction(trx, action, addTrace, creatorOrdinal)
    }
    try {
      for (const action of trx.actions) await runAction(action, 0, false)
    } catch (error) {
      bc.store.revertTo(snapshot)
      for (const undo of undos.reverse()) undo()
      this.globalSequence = sequenceBefore
      throw contractFailure(error)
    }
    if (dryRun) {
      bc.store.revertTo(snapshot)
      for (const undo of undos.reverse()) undo()
      this.globalSequence = sequenceBefore
      return traces
    }
    // VeRT's undo log is never pruned; once a transaction is accepted nothing can roll it back.
    ;(bc.store as unknown as { changes: unknown[] }).changes = []
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
    creatorOrdinal = 0,
  ): Promise<void> {
    const { bc } = this.context
    // VeRT's require_auth accepts only @active and @owner; nodeos accepts any declared permission of the
    // account. The declared permissions were checked against keys and linkauth above, so the contract
    // is shown them as @active.
    const plainAuthority = action.authorization.every(
      (level) => level.permission.equals('owner') || level.permission.equals('active'),
    )
    const single =
      plainAuthority && trx.actions.length === 1 && trx.actions[0] === action
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
    await bc.applyTransaction(single)
    const consoleText = bc.console
    const ordinals = new Map<number, number>()
    for (const context of bc.actionTraces) {
      const isTopLevel = !context.isInline && !context.isNotification
      const traced = isTopLevel
        ? action
        : Action.from({
            account: context.firstReceiver.name,
            name: context.action,
            authorization: context.authorization,
            data: context.data,
          })
      const creator =
        context.isInline || context.isNotification ? (ordinals.get(context.actionOrdinal) ?? 0) : creatorOrdinal
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

  async close(): Promise<void> {
    await this.verifier.close()
  }
}
