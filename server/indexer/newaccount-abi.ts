import { Serialize } from 'eosjs'
import type { Abi } from 'eosjs/dist/eosjs-rpc-interfaces'

const field = (name: string, type: string) => ({ name, type })
const struct = (name: string, fields: { name: string; type: string }[]) => ({ name, base: '', fields })

/**
 * `eosio::newaccount` as every Antelope chain defines it natively. A node whose `eosio` account has no ABI
 * (a chain without system contracts, the local devnet) sends its data as hex only: decoded here.
 */
const NEWACCOUNT_ABI: Abi = {
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    struct('permission_level', [field('actor', 'name'), field('permission', 'name')]),
    struct('key_weight', [field('key', 'public_key'), field('weight', 'uint16')]),
    struct('permission_level_weight', [field('permission', 'permission_level'), field('weight', 'uint16')]),
    struct('wait_weight', [field('wait_sec', 'uint32'), field('weight', 'uint16')]),
    struct('authority', [
      field('threshold', 'uint32'),
      field('keys', 'key_weight[]'),
      field('accounts', 'permission_level_weight[]'),
      field('waits', 'wait_weight[]'),
    ]),
    struct('newaccount', [
      field('creator', 'name'),
      field('name', 'name'),
      field('owner', 'authority'),
      field('active', 'authority'),
    ]),
  ],
  actions: [{ name: 'newaccount', type: 'newaccount', ricardian_contract: '' }],
  tables: [],
  ricardian_clauses: [],
  error_messages: [],
  abi_extensions: [],
  variants: [],
}
let newAccountType: Serialize.Type | null = null

/** The newaccount type (tests serialize with it). */
export function newAccountAbiType(): Serialize.Type | null {
  newAccountType ??= Serialize.getTypesFromAbi(Serialize.createInitialTypes(), NEWACCOUNT_ABI).get('newaccount') ?? null
  return newAccountType
}

/** The parameters of a newaccount sent as hex; empty when they do not decode. */
export function decodeNewAccount(hex: string): Record<string, unknown> {
  try {
    const type = newAccountAbiType()
    if (!type) return {}
    const buffer = new Serialize.SerialBuffer({
      textEncoder: new TextEncoder(),
      textDecoder: new TextDecoder(),
      array: Serialize.hexToUint8Array(hex),
    })
    const value: unknown = type.deserialize(buffer)
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}
