import { createAbiTypes, getTypesFromAbi, SerialBuffer } from 'eosjs/dist/eosjs-serialize'
import type { Abi } from 'eosjs/dist/eosjs-rpc-interfaces'
import { CONTRACT_ACCOUNT } from '../store/fixtures/context'
// The collectibles contract's ABI as `npm run build:contract` writes it (chain/contract/target, not committed);
// chain/contract/ddc.abi-copy.test.ts fails when this copy differs from a fresh build.
import contractAbi from './ddc-contract.abi.json'

/** get_raw_abi's answer: the ABI in its binary form, base64-encoded (what eosjs decodes actions with). */
export interface RawAbiAnswer {
  account_name: string
  code_hash: string
  abi_hash: string
  abi: string
}

const abiTypes = getTypesFromAbi(createAbiTypes())

/** The binary form of a JSON ABI; the ABI's own optional lists default to empty, as nodeos stores them. */
export function abiToBinary(json: Abi): Uint8Array {
  const definition = abiTypes.get('abi_def')
  if (!definition) throw new Error('eosjs has no abi_def type')
  const filled: Record<string, unknown> = { ...json }
  for (const { name, typeName } of definition.fields) {
    if (!typeName.endsWith('$') && filled[name] === undefined) filled[name] = []
  }
  const buffer = new SerialBuffer({ textEncoder: new TextEncoder(), textDecoder: new TextDecoder() })
  definition.serialize(buffer, filled)
  return buffer.asUint8Array()
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

const ABIS: Record<string, Abi> = { [CONTRACT_ACCOUNT]: contractAbi as Abi }
const encoded = new Map<string, RawAbiAnswer>()

/** get_raw_abi of an account with a contract the mock knows; null for any other account. */
export function rawAbiOf(account: string): RawAbiAnswer | null {
  const abi = ABIS[account]
  if (!abi) return null
  let answer = encoded.get(account)
  if (!answer) {
    // The hashes are not checked by eosjs; a fixed value keeps the answer deterministic.
    answer = {
      account_name: account,
      code_hash: 'c'.repeat(64),
      abi_hash: 'a'.repeat(64),
      abi: toBase64(abiToBinary(abi)),
    }
    encoded.set(account, answer)
  }
  return answer
}
