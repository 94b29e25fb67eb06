import { ABI } from '@greymass/eosio'

// The system account's ABI: the native actions' structs, as nodeos's eosio account publishes them.

const AUTH_TYPES: ABI.Struct[] = [
  {
    name: 'permission_level',
    base: '',
    fields: [
      { name: 'actor', type: 'name' },
      { name: 'permission', type: 'name' },
    ],
  },
  {
    name: 'key_weight',
    base: '',
    fields: [
      { name: 'key', type: 'public_key' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'permission_level_weight',
    base: '',
    fields: [
      { name: 'permission', type: 'permission_level' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'wait_weight',
    base: '',
    fields: [
      { name: 'wait_sec', type: 'uint32' },
      { name: 'weight', type: 'uint16' },
    ],
  },
  {
    name: 'authority',
    base: '',
    fields: [
      { name: 'threshold', type: 'uint32' },
      { name: 'keys', type: 'key_weight[]' },
      { name: 'accounts', type: 'permission_level_weight[]' },
      { name: 'waits', type: 'wait_weight[]' },
    ],
  },
  {
    name: 'newaccount',
    base: '',
    fields: [
      { name: 'creator', type: 'name' },
      { name: 'name', type: 'name' },
      { name: 'owner', type: 'authority' },
      { name: 'active', type: 'authority' },
    ],
  },
  {
    name: 'updateauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'permission', type: 'name' },
      { name: 'parent', type: 'name' },
      { name: 'auth', type: 'authority' },
    ],
  },
  {
    name: 'deleteauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'permission', type: 'name' },
    ],
  },
  {
    name: 'linkauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'code', type: 'name' },
      { name: 'type', type: 'name' },
      { name: 'requirement', type: 'name' },
    ],
  },
  {
    name: 'unlinkauth',
    base: '',
    fields: [
      { name: 'account', type: 'name' },
      { name: 'code', type: 'name' },
      { name: 'type', type: 'name' },
    ],
  },
]

const SYSTEM_CONTRACT_TYPES: ABI.Struct[] = [
  {
    name: 'buyram',
    base: '',
    fields: [
      { name: 'payer', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'quant', type: 'asset' },
    ],
  },
  {
    name: 'buyrambytes',
    base: '',
    fields: [
      { name: 'payer', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'bytes', type: 'uint32' },
    ],
  },
  {
    name: 'delegatebw',
    base: '',
    fields: [
      { name: 'from', type: 'name' },
      { name: 'receiver', type: 'name' },
      { name: 'stake_net_quantity', type: 'asset' },
      { name: 'stake_cpu_quantity', type: 'asset' },
      { name: 'transfer', type: 'bool' },
    ],
  },
]

export const AUTH_ACTIONS = ['newaccount', 'updateauth', 'deleteauth', 'linkauth', 'unlinkauth']
export const SYSTEM_CONTRACT_ACTIONS = ['buyram', 'buyrambytes', 'delegatebw']

/** The ABI published for the system account: native actions, plus the resource actions when system contracts are on. */
export function systemAbi(hasSystemContracts: boolean): ABI.Def {
  const actionNames = hasSystemContracts ? [...AUTH_ACTIONS, ...SYSTEM_CONTRACT_ACTIONS] : AUTH_ACTIONS
  return {
    version: 'eosio::abi/1.1',
    types: [],
    structs: hasSystemContracts ? [...AUTH_TYPES, ...SYSTEM_CONTRACT_TYPES] : AUTH_TYPES,
    actions: actionNames.map((name) => ({ name, type: name, ricardian_contract: '' })),
    tables: [],
    ricardian_clauses: [],
    variants: [],
  }
}

const abiCache = new Map<boolean, ABI>()
/** The system ABI, parsed once per flavour, to decode native actions' data. */
export function nativeAbi(hasSystemContracts: boolean): ABI {
  let abi = abiCache.get(hasSystemContracts)
  if (!abi) {
    abi = ABI.from(systemAbi(hasSystemContracts))
    abiCache.set(hasSystemContracts, abi)
  }
  return abi
}
