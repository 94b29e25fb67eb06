// Types of build.mjs for TypeScript callers (tests, the devnet).
export declare const contractOutputs: { readonly wasm: string; readonly abi: string }
export declare function isContractFresh(): boolean
export declare function buildContract(options?: {
  force?: boolean
  log?: (line: string) => void
}): Promise<'built' | 'up to date'>
