import { Checksum256, type PrivateKey } from '@greymass/eosio'
import {
  blockInfoJson,
  blockJson,
  makeBlock,
  refBlockPrefix,
  ZERO_ID,
  type Block,
  type IncludedTransaction,
} from './blocks.ts'
import { ChainError } from './errors.ts'
import { SYSTEM_ACCOUNT } from './native-state.ts'

export const PRODUCER = SYSTEM_ACCOUNT

/** The block being filled: accepted transactions wait here until it is sealed. */
export interface PendingBlock {
  num: number
  timestampMs: number
  transactions: IncludedTransaction[]
}

/**
 * The blocks side of the chain: produced blocks, the pending one, and lookups by number or id.
 * A single producer confirms its own blocks: a block becomes irreversible `irreversibleDistance`
 * blocks after it is produced (last irreversible = head − distance; 1 by default, as a lone nodeos
 * producer confirms the block before its own). Forks (fork.ts) only ever replace blocks above it.
 */
export class BlockStore {
  readonly blocks: Block[] = []
  pending: PendingBlock = { num: 1, timestampMs: 0, transactions: [] }
  private producerKey: PrivateKey | undefined
  private readonly signatureCache = new Map<string, string>()

  constructor(
    private readonly intervalMs: number,
    private readonly irreversibleDistance = 1,
  ) {}

  head(): Block | undefined {
    return this.blocks[this.blocks.length - 1]
  }

  lastIrreversible(): Block | undefined {
    return this.blocks[Math.max(0, this.blocks.length - 1 - this.irreversibleDistance)]
  }

  byNum(num: number): Block | undefined {
    return num >= 1 ? this.blocks[num - 1] : undefined
  }

  /** Used to sign block headers; blocks are signed lazily when first served. */
  setProducerKey(key: PrivateKey): void {
    this.producerKey = key
  }

  /**
   * Turns the pending block into a produced one and opens the next (one interval later). `knownId`: the
   * id this block had when produced (restoring a snapshot), so the header is not hashed again.
   */
  seal(knownId?: string): Block {
    const previous = this.head()?.id ?? ZERO_ID
    const block = makeBlock(
      this.pending.num,
      this.pending.timestampMs,
      PRODUCER,
      previous,
      this.pending.transactions,
      knownId,
    )
    this.blocks.push(block)
    this.pending = { num: block.num + 1, timestampMs: block.timestampMs + this.intervalMs, transactions: [] }
    return block
  }

  /** The block a transaction's TaPoS fields point at, if it matches one of the last 2^16 blocks. */
  taposBlock(refBlockNum: number, refPrefix: number): Block | undefined {
    const head = this.head()
    if (!head) return undefined
    const candidate = this.byNum(head.num - ((head.num - refBlockNum) & 0xffff))
    return candidate && refBlockPrefix(candidate.id) === refPrefix ? candidate : undefined
  }

  /** A block by number or id, as get_block accepts them (a number may come as a JSON number or text). */
  find(numOrId: string | number): Block {
    const text = String(numOrId).trim()
    let block: Block | undefined
    if (/^\d+$/.test(text)) block = this.byNum(Number(text))
    else if (/^[0-9a-fA-F]{64}$/.test(text)) {
      const candidate = this.byNum(Buffer.from(text, 'hex').readUInt32BE(0))
      block = candidate?.id === text.toLowerCase() ? candidate : undefined
    }
    if (!block) throw new ChainError('unknown_block_exception', `Could not find block: ${text}`)
    return block
  }

  producerSignature(block: Block): string {
    let signature = this.signatureCache.get(block.id)
    if (!signature) {
      signature = this.producerKey
        ? this.producerKey.signDigest(Checksum256.from(block.id)).toString()
        : `SIG_K1_${'1'.repeat(99)}`
      this.signatureCache.set(block.id, signature)
    }
    return signature
  }

  getBlock(numOrId: string | number) {
    const block = this.find(numOrId)
    return blockJson(block, this.producerSignature(block))
  }

  getBlockInfo(num: string | number) {
    const block = this.find(num)
    return blockInfoJson(block, this.producerSignature(block))
  }

  getBlockHeaderState(numOrId: string | number) {
    const block = this.find(numOrId)
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
}
