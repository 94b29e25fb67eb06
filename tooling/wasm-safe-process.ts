import { spawn } from 'node:child_process'

/**
 * Where the CPU has memory protection keys, V8 write-protects JIT and WebAssembly code pages with them, and
 * under WebAssembly churn (PGlite instances opened and closed, the devnet's contract VMs) its map of those
 * pages falls out of step: the process dies with "Check failed: jit_page.has_value()" (nodejs/node#64500).
 * Every process that runs WebAssembly starts with protection keys off. NODE_OPTIONS refuses V8 flags, so
 * the npm scripts pass them on the command line and the entry points check.
 */
export const WASM_SAFE_NODE_FLAGS: readonly string[] = ['--no-memory-protection-keys']

export function hasWasmSafeFlags(execArgv: readonly string[] = process.execArgv): boolean {
  return WASM_SAFE_NODE_FLAGS.every((flag) => execArgv.includes(flag))
}

/**
 * Returns at once when this process has the flags. Otherwise (a direct `tsx server/main.ts`) starts this same
 * program again with them, passes signals on, leaves with its exit code, and never resolves, so the caller's
 * code runs in the child only.
 */
export function ensureWasmSafeProcess(): Promise<void> {
  if (hasWasmSafeFlags()) return Promise.resolve()
  const child = spawn(process.execPath, [...WASM_SAFE_NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => child.kill(signal))
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return new Promise<void>(() => {})
}
