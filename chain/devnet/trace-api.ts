import { type Block } from './blocks.ts'

/** Action data decoded with the receiver's ABI of today, or undefined when no ABI knows it. */
export type DecodeParams = (account: string, action: string, hexData: string) => unknown

/**
 * nodeos's trace_api_plugin `get_block`: every executed action in execution order (inline actions
 * and notifications included, each with its receiver), data as hex and, when the ABI knows the
 * action, decoded as `params`. `status` says whether the block is at or below the last irreversible one.
 */
export function traceBlockJson(block: Block, irreversible: boolean, decode: DecodeParams) {
  return {
    id: block.id,
    number: block.num,
    previous_id: block.previous,
    status: irreversible ? 'irreversible' : 'pending',
    timestamp: new Date(block.timestampMs).toISOString(),
    producer: block.producer,
    transaction_mroot: block.transactionMroot,
    action_mroot: block.actionMroot,
    schedule_version: 0,
    transactions: block.transactions.map((trx) => {
      const transaction = trx.json()
      return {
        id: trx.id,
        block_num: block.num,
        block_time: new Date(block.timestampMs).toISOString(),
        producer_block_id: block.id,
        status: 'executed',
        cpu_usage_us: trx.cpuUsageUs,
        net_usage_words: trx.netUsageWords,
        signatures: trx.signatures,
        transaction_header: {
          expiration: transaction.expiration,
          ref_block_num: transaction.ref_block_num,
          ref_block_prefix: transaction.ref_block_prefix,
          max_net_usage_words: transaction.max_net_usage_words,
          max_cpu_usage_ms: transaction.max_cpu_usage_ms,
          delay_sec: transaction.delay_sec,
        },
        actions: trx.actions.map((action) => {
          const params = decode(action.account, action.action, action.data)
          return {
            global_sequence: action.global_sequence,
            receiver: action.receiver,
            account: action.account,
            action: action.action,
            authorization: action.authorization.map((level) => ({
              account: level.actor,
              permission: level.permission,
            })),
            data: action.data,
            return_value: action.return_value,
            ...(params === undefined ? {} : { params }),
          }
        }),
      }
    }),
  }
}
