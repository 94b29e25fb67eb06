import { Name } from '@greymass/eosio'
import { createRequire } from 'node:module'
import { isResettable } from './wasm-cache.ts'
import { captureInitialState, resetToInitialState, type InitialState } from './wasm-reset.ts'

/**
 * VeRT spends most of a contract's table access converting names through bn.js (every db_* call turns
 * code, scope and table into Name objects and back) and formats a debug trace of every action even
 * when debug logging is off. Both are pure functions of their input, so they are memoised (or, for the
 * trace, skipped) by replacing the exports VeRT's own modules call at run time. And before each
 * transaction VeRT makes every contract a new VM (a new wasm instance and a few hundred import closures);
 * a VM whose instance can be reset (`wasm-reset.ts`) is kept and put back into its just-instantiated
 * state instead, which is what a new instance would be. Last, greymass's Name.toString walks the name
 * bit by bit through bn.js on every call (traces, authorities, ABI lookups call it a dozen times per
 * action): its results are memoised by the name's 64-bit value. Nothing else changes.
 */

const require = createRequire(import.meta.url)
const CACHE_LIMIT = 10_000
let installed = false

interface VmLike {
  instance: WebAssembly.Instance
}

interface AccountLike {
  wasm?: Uint8Array
  vm?: VmLike
}

interface AccountModule {
  Account: { prototype: { recreateVm: (this: AccountLike) => Promise<void> } }
}

interface BnModule {
  bigIntToName: (value: bigint) => Name
  nameTypeToBigInt: (name: unknown) => bigint
  nameToBigInt: (name: unknown) => bigint
}

interface NameValue {
  value: { value: { words: number[]; length: number } }
}

/** Name.toString, memoised by the value's bn.js limbs (26 bits each; a uint64 has at most 3). */
function memoiseNameToString(): void {
  const prototype = Name.prototype as unknown as { toString: (this: NameValue) => string }
  const compute = prototype.toString
  // Low 52 bits, then the high 12 bits: exact as JavaScript numbers.
  const byHigh = new Map<number, Map<number, string>>()
  let size = 0
  prototype.toString = function (this: NameValue) {
    const { words, length } = this.value.value
    const low = (words[0] ?? 0) + (length > 1 ? (words[1] ?? 0) * 0x4000000 : 0)
    const high = length > 2 ? (words[2] ?? 0) : 0
    let byLow = byHigh.get(high)
    let text = byLow?.get(low)
    if (text === undefined) {
      text = compute.call(this)
      if (size >= CACHE_LIMIT) {
        byHigh.clear()
        size = 0
      }
      if (!byLow) {
        byLow = new Map()
        byHigh.set(high, byLow)
      }
      byLow.set(low, text)
      size += 1
    }
    return text
  }
}

function memoise<K, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new Map<K, V>()
  return (key) => {
    let value = cache.get(key)
    if (value === undefined) {
      if (cache.size >= CACHE_LIMIT) cache.clear()
      value = compute(key)
      cache.set(key, value)
    }
    return value
  }
}

export function installVertSpeedups(): void {
  if (installed) return
  installed = true
  const bn = require('@proton/vert/dist/proton/bn.js') as BnModule
  const utils = require('@proton/vert/dist/proton/utils.js') as { logExecutionTrace: (trace: unknown) => void }

  const bigIntToName = memoise(bn.bigIntToName)
  const nameValues = new WeakMap<object, bigint>()
  const fromText = memoise((text: string) => BigInt(bn.nameTypeToBigInt(text)))
  const nameTypeToBigInt = (name: unknown): bigint => {
    if (typeof name === 'string') return fromText(name)
    if (name instanceof Name) {
      let value = nameValues.get(name)
      if (value === undefined) {
        value = BigInt(name.value.toString())
        nameValues.set(name, value)
      }
      return value
    }
    return bn.nameTypeToBigInt(name)
  }
  bn.bigIntToName = bigIntToName
  bn.nameTypeToBigInt = nameTypeToBigInt
  bn.nameToBigInt = nameTypeToBigInt
  utils.logExecutionTrace = () => undefined
  memoiseNameToString()

  const { Account } = require('@proton/vert/dist/proton/account.js') as AccountModule
  const recreateVm = Account.prototype.recreateVm
  /** Per VM: the code it runs and its instance's state right after instantiation. */
  const initialStates = new WeakMap<VmLike, { wasm: Uint8Array; state: InitialState }>()
  Account.prototype.recreateVm = async function (this: AccountLike) {
    const kept = this.vm && initialStates.get(this.vm)
    if (kept && kept.wasm === this.wasm && resetToInitialState(kept.state)) return
    await recreateVm.call(this)
    const { vm, wasm } = this
    if (vm && wasm && isResettable(wasm)) {
      const state = captureInitialState(vm.instance)
      if (state) initialStates.set(vm, { wasm, state })
    }
  }
}
