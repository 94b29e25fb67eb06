import { withResettableState } from './wasm-reset.ts'

/**
 * VeRT re-instantiates every contract from its bytes before each transaction, which compiles
 * the WebAssembly again each time. Compiling once per code and instantiating the cached module
 * makes execution about twice as fast. The module compiled is the one `withResettableState` makes
 * (same code, its mutable globals also exported), so an instance can be reset instead of remade
 * (`vert-speedups.ts`). Only byte arrays registered here are intercepted, so other WebAssembly users
 * in the same process are untouched.
 */

const compiledModules = new WeakMap<Uint8Array, Promise<WebAssembly.Module>>()
const resettable = new WeakSet<Uint8Array>()
let installed = false

type InstantiateFromBytes = (
  bytes: BufferSource,
  imports?: WebAssembly.Imports,
) => Promise<WebAssembly.WebAssemblyInstantiatedSource>

function install(): void {
  if (installed) return
  installed = true
  const original = WebAssembly.instantiate.bind(WebAssembly) as typeof WebAssembly.instantiate
  const cachedInstantiate = async (source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) => {
    const compiled = source instanceof Uint8Array ? compiledModules.get(source) : undefined
    if (compiled === undefined) {
      return source instanceof WebAssembly.Module
        ? original(source, imports)
        : (original as InstantiateFromBytes)(source, imports)
    }
    const module = await compiled
    const instance = await original(module, imports)
    return { module, instance }
  }
  WebAssembly.instantiate = cachedInstantiate as typeof WebAssembly.instantiate
}

/** Compiles `wasm` once; later instantiations of this very array reuse the compiled module. */
export function registerWasm(wasm: Uint8Array): Uint8Array {
  install()
  if (!compiledModules.has(wasm)) {
    const rewritten = withResettableState(wasm)
    if (rewritten) resettable.add(wasm)
    compiledModules.set(wasm, WebAssembly.compile((rewritten ?? wasm) as Uint8Array<ArrayBuffer>))
  }
  return wasm
}

/** Whether instances of this registered code export their mutable globals, so they can be reset. */
export function isResettable(wasm: Uint8Array): boolean {
  return resettable.has(wasm)
}
