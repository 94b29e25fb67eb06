import { Serializer, Transaction } from '@greymass/eosio'
import { type ActionJson } from './contracts.ts'
import { ChainError } from './errors.ts'

// Transactions as the chain API carries them: the decoded request, the traces and answers, and their codecs.

/** A transaction as push_transaction received it, decoded. */
export interface ReceivedTransaction {
  trx: Transaction
  packed: Uint8Array
  packedHex: string
  id: string
  signatures: string[]
}

export interface ActionTraceJson {
  action_ordinal: number
  creator_action_ordinal: number
  closest_unnotified_ancestor_action_ordinal: number
  receipt: {
    receiver: string
    act_digest: string
    global_sequence: number
    recv_sequence: number
    auth_sequence: [string, number][]
    code_sequence: number
    abi_sequence: number
  }
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
  processed: {
    id: string
    block_num: number
    block_time: string
    producer_block_id: null
    receipt: { status: string; cpu_usage_us: number; net_usage_words: number } | null
    elapsed: number
    net_usage: number
    scheduled: boolean
    action_traces: ActionTraceJson[]
    account_ram_delta: null
    except: ExceptionJson | null
    error_code: null
  }
}

/** An fc::exception as nodeos puts it in a failed transaction's trace. */
export interface ExceptionJson {
  code: number
  name: string
  message: string
  stack: { context: Record<string, unknown>; format: string; data: Record<string, unknown> }[]
}

export function hexToBytes(hex: string, what: string): Uint8Array {
  // Buffer.from stops at the first character that is not hex: a short result means bad input.
  const bytes = Buffer.from(hex, 'hex')
  if (bytes.length * 2 !== hex.length)
    throw new ChainError('packed_transaction_type_exception', `${what} is not valid hex`)
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length)
}

/** TimePointSec → ms without greymass's big-number arithmetic (hot path). */
export function expirationMsOf(trx: Transaction): number {
  return trx.expiration.value.toNumber() * 1000
}

export function decodeTransaction(packed: Uint8Array): Transaction {
  try {
    return Serializer.decode({ data: packed, type: Transaction })
  } catch (error) {
    throw new ChainError(
      'packed_transaction_type_exception',
      `Invalid packed transaction: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** get_block's `transaction` object, built on first read. */
export function lazyTransactionJson(
  trx: () => Transaction,
  actions: () => ActionJson[],
): () => Record<string, unknown> {
  let json: Record<string, unknown> | undefined
  return () => {
    json ??= { ...(Serializer.objectify(trx()) as Record<string, unknown>), actions: actions() }
    return json
  }
}
