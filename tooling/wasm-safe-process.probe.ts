import { ensureWasmSafeProcess } from './wasm-safe-process'

// Run by wasm-safe-process.test.ts without the flags: prints the flags the code after the check runs with.
await ensureWasmSafeProcess()
console.log(JSON.stringify(process.execArgv))
