import { Name } from '@greymass/eosio'
import { createHash } from 'node:crypto'

/** An action as executed (inline actions and notifications included), kept for the trace API. */
export interface TracedAction {
  global_sequence: number
  receiver: string
  account: string
  action: string
  authorization: { actor: string; permission: string }[]
  /** Action data, hex. */
  data: string
  /** Return value, hex ('' when none). */
  return_value: string
}

/** A transaction as it sits in a block: what was signed and what its execution produced. */
export interface IncludedTransaction {
  id: string
  signatures: string[]
  packedTrx: string
  /** The transaction decoded for `get_block` (actions carry decoded `data` and `hex_data`); built on first use. */
  json: () => Record<string, unknown>
  expirationMs: number
  cpuUsageUs: number
  netUsageWords: number
  /** Action digests, folded into the block's action_mroot. */
  actionDigests: string[]
  /** Every action executed, in execution order. */
  actions: TracedAction[]
}

export interface Block {
  num: number
  timestampMs: number
  producer: string
  id: string
  previous: string
  transactionMroot: string
  actionMroot: string
  transactions: IncludedTransaction[]
}

export const ZERO_ID = '0'.repeat(64)

/** nodeos prints block times without a zone suffix ("2026-01-01T00:00:00.500"); eosjs rejects a trailing Z. */
export function formatChainTime(ms: number): string {
  return new Date(ms).toISOString().replace('Z', '')
}

/** Seconds-precision form used for transaction expirations. */
export function formatChainTimeSec(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().slice(0, 19)
}

function sha256(...parts: Uint8Array[]): Buffer {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest()
}

/** Binary merkle root over hex digests (the last one is paired with itself on odd levels). */
export function merkleRoot(digests: string[]): string {
  if (digests.length === 0) return ZERO_ID
  let level: Buffer[] = digests.map((digest) => Buffer.from(digest, 'hex'))
  while (level.length > 1) {
    const next: Buffer[] = []
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index] ?? Buffer.alloc(32)
      const right = level[index + 1] ?? left
      next.push(sha256(left, right))
    }
    level = next
  }
  return (level[0] ?? Buffer.alloc(32)).toString('hex')
}

/**
 * The block id as nodeos builds it: the sha256 of the serialized header with its first four bytes
 * replaced by the block number (big-endian), so the number can be read back from the id and
 * `ref_block_prefix` (bytes 8-11, little-endian) is a real hash fragment.
 */
export function blockId(header: Omit<Block, 'id' | 'transactions'>): string {
  const bytes = Buffer.alloc(8 + 8 + 32 + 32 + 32)
  bytes.writeBigUInt64LE(BigInt(header.timestampMs), 0)
  bytes.writeBigUInt64LE(BigInt(Name.from(header.producer).value.toString()), 8)
  Buffer.from(header.previous, 'hex').copy(bytes, 16)
  Buffer.from(header.transactionMroot, 'hex').copy(bytes, 48)
  Buffer.from(header.actionMroot, 'hex').copy(bytes, 80)
  const id = sha256(bytes)
  id.writeUInt32BE(header.num, 0)
  return id.toString('hex')
}

/** The little-endian uint32 at bytes 8-11 of a block id (what eosjs puts in ref_block_prefix). */
export function refBlockPrefix(id: string): number {
  return Buffer.from(id, 'hex').readUInt32LE(8)
}

export function makeBlock(
  num: number,
  timestampMs: number,
  producer: string,
  previous: string,
  transactions: IncludedTransaction[],
  /** The id already computed for this very header (a snapshot keeps it), to skip hashing. */
  knownId?: string,
): Block {
  const empty = transactions.length === 0 // most blocks: no digests to gather
  const header = {
    num,
    timestampMs,
    producer,
    previous,
    transactionMroot: empty ? ZERO_ID : merkleRoot(transactions.map((trx) => trx.id)),
    actionMroot: empty ? ZERO_ID : merkleRoot(transactions.flatMap((trx) => trx.actionDigests)),
  }
  return { ...header, id: knownId ?? blockId(header), transactions }
}

/** The header fields shared by get_block, get_block_info and get_block_header_state. */
export function blockHeaderJson(block: Block, producerSignature: string) {
  return {
    timestamp: formatChainTime(block.timestampMs),
    producer: block.producer,
    confirmed: 0,
    previous: block.previous,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: 0,
    new_producers: null,
    producer_signature: producerSignature,
  }
}

export function blockJson(block: Block, producerSignature: string) {
  return {
    ...blockHeaderJson(block, producerSignature),
    header_extensions: [],
    transactions: block.transactions.map((trx) => ({
      status: 'executed',
      cpu_usage_us: trx.cpuUsageUs,
      net_usage_words: trx.netUsageWords,
      trx: {
        id: trx.id,
        signatures: trx.signatures,
        compression: 'none',
        packed_context_free_data: '',
        context_free_data: [],
        packed_trx: trx.packedTrx,
        transaction: trx.json(),
      },
    })),
    block_extensions: [],
    id: block.id,
    block_num: block.num,
    ref_block_prefix: refBlockPrefix(block.id),
  }
}

export function blockInfoJson(block: Block, producerSignature: string) {
  const { new_producers: _unused, ...header } = blockHeaderJson(block, producerSignature)
  return {
    block_num: block.num,
    ref_block_num: block.num & 0xffff,
    id: block.id,
    ...header,
    ref_block_prefix: refBlockPrefix(block.id),
  }
}
