import { Name } from '@greymass/eosio'
import { type Blockchain } from '@proton/vert'
import { type PendingBlock } from './block-store.ts'
import { PRODUCER } from './block-store.ts'
import { formatChainTime, formatChainTimeSec, ZERO_ID, type Block } from './blocks.ts'
import { type ChainError, NODEOS_ERRORS } from './errors.ts'
import { type PushResult } from './transaction-json.ts'

// The answers of get_info, get_producers and get_transaction_status, and a failed transaction's trace, as nodeos writes them.

type TransactionState = 'LOCALLY_APPLIED' | 'IN_BLOCK' | 'IRREVERSIBLE' | 'UNKNOWN'

/** get_info: the chain's head and last irreversible block. */
export function infoJson(chainId: string, head: Block | undefined, lib: Block | undefined) {
  return {
    server_version: 'devnet',
    chain_id: chainId,
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

/** get_producers: the devnet's one producer, as nodeos lists the active schedule without a system contract. */
export function producersJson(bc: Blockchain) {
  const owner = bc
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

/** What get_transaction_status reads from the chain. */
export interface TransactionStatusSource {
  head: Block | undefined
  lib: Block | undefined
  firstBlock: Block | undefined
  pendingTimestampMs: number
  /** Where a known transaction went, if it is known. */
  entry: { blockNum: number; expirationMs: number } | undefined
  byNum(num: number): Block | undefined
}

/** get_transaction_status: whether a transaction is pending, in a block or irreversible. */
export function transactionStatusJson({
  head,
  lib,
  firstBlock,
  pendingTimestampMs,
  entry,
  byNum,
}: TransactionStatusSource) {
  let state: TransactionState = 'UNKNOWN'
  let block: Block | undefined
  if (entry) {
    block = byNum(entry.blockNum)
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
    earliest_tracked_block_id: firstBlock?.id ?? ZERO_ID,
    earliest_tracked_block_number: 1,
    ...(entry
      ? {
          block_number: entry.blockNum,
          block_id: block?.id ?? ZERO_ID,
          block_timestamp: formatChainTime(block?.timestampMs ?? pendingTimestampMs),
          expiration: formatChainTimeSec(entry.expirationMs),
        }
      : {}),
  }
}

/** send_transaction2's answer to a failed transaction: a trace with `except` set, as nodeos returns it. */
export function failureTrace(id: string, error: ChainError, pending: PendingBlock): PushResult {
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
