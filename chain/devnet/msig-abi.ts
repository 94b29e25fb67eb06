import { ABI } from '@greymass/eosio'

/** The multisig contract account on Antelope chains (and on the devnet). */
export const MSIG_ACCOUNT = 'eosio.msig'

const field = (name: string, type: string) => ({ name, type })

const MSIG_STRUCTS: ABI.Struct[] = [
  { name: 'permission_level', base: '', fields: [field('actor', 'name'), field('permission', 'name')] },
  {
    name: 'action',
    base: '',
    fields: [
      field('account', 'name'),
      field('name', 'name'),
      field('authorization', 'permission_level[]'),
      field('data', 'bytes'),
    ],
  },
  { name: 'extension', base: '', fields: [field('type', 'uint16'), field('data', 'bytes')] },
  {
    name: 'transaction_header',
    base: '',
    fields: [
      field('expiration', 'time_point_sec'),
      field('ref_block_num', 'uint16'),
      field('ref_block_prefix', 'uint32'),
      field('max_net_usage_words', 'varuint32'),
      field('max_cpu_usage_ms', 'uint8'),
      field('delay_sec', 'varuint32'),
    ],
  },
  {
    name: 'transaction',
    base: 'transaction_header',
    fields: [
      field('context_free_actions', 'action[]'),
      field('actions', 'action[]'),
      field('transaction_extensions', 'extension[]'),
    ],
  },
  {
    name: 'propose',
    base: '',
    fields: [
      field('proposer', 'name'),
      field('proposal_name', 'name'),
      field('requested', 'permission_level[]'),
      field('trx', 'transaction'),
    ],
  },
  {
    name: 'approve',
    base: '',
    fields: [
      field('proposer', 'name'),
      field('proposal_name', 'name'),
      field('level', 'permission_level'),
      field('proposal_hash', 'checksum256$'),
    ],
  },
  {
    name: 'unapprove',
    base: '',
    fields: [field('proposer', 'name'), field('proposal_name', 'name'), field('level', 'permission_level')],
  },
  {
    name: 'cancel',
    base: '',
    fields: [field('proposer', 'name'), field('proposal_name', 'name'), field('canceler', 'name')],
  },
  {
    name: 'exec',
    base: '',
    fields: [field('proposer', 'name'), field('proposal_name', 'name'), field('executer', 'name')],
  },
  { name: 'invalidate', base: '', fields: [field('account', 'name')] },
  {
    name: 'proposal',
    base: '',
    fields: [
      field('proposal_name', 'name'),
      field('packed_transaction', 'bytes'),
      field('earliest_exec_time', 'time_point?$'),
    ],
  },
  { name: 'approval', base: '', fields: [field('level', 'permission_level'), field('time', 'time_point')] },
  {
    name: 'approvals_info',
    base: '',
    fields: [
      field('version', 'uint8'),
      field('proposal_name', 'name'),
      field('requested_approvals', 'approval[]'),
      field('provided_approvals', 'approval[]'),
    ],
  },
  {
    name: 'invalidation',
    base: '',
    fields: [field('account', 'name'), field('last_invalidation_time', 'time_point')],
  },
]

const MSIG_ACTIONS = ['propose', 'approve', 'unapprove', 'cancel', 'exec', 'invalidate']

const table = (name: string, type: string, key: string) => ({
  name,
  type,
  index_type: 'i64',
  key_names: [key],
  key_types: ['name'],
})

/** The ABI get_abi and get_raw_abi publish for eosio.msig (the tables and actions of eosio.contracts). */
export function msigAbiDef(): ABI.Def {
  return {
    version: 'eosio::abi/1.1',
    types: [],
    structs: MSIG_STRUCTS,
    actions: MSIG_ACTIONS.map((name) => ({ name, type: name, ricardian_contract: '' })),
    tables: [
      table('proposal', 'proposal', 'proposal_name'),
      table('approvals2', 'approvals_info', 'proposal_name'),
      table('invals', 'invalidation', 'account'),
    ],
    ricardian_clauses: [],
    variants: [],
  }
}

let cachedAbi: ABI | undefined
export function msigAbi(): ABI {
  cachedAbi ??= ABI.from(msigAbiDef())
  return cachedAbi
}

export function isMsigAction(name: string): boolean {
  return MSIG_ACTIONS.includes(name)
}
