/** Which chain-key holder has loaded, for holder-loader.ts (chain-key.ts registers itself as it is evaluated). */

import type { ChainKeyState } from './key-holder'

/** What the console's shell needs of a loaded holder. */
export interface LoadedChainKeyHolder {
  lock(): Promise<void>
  /** Starts the idle lock; answers the function that stops it. */
  startIdleLock(idleMs?: number): () => void
  state(): ChainKeyState
  /** Calls `listener` when the state changes; answers the function that stops it. */
  subscribe(listener: () => void): () => void
}

let loaded: LoadedChainKeyHolder | null = null
const waiting = new Set<(holder: LoadedChainKeyHolder) => void>()

/** Called once by chain-key.ts as it is evaluated, however it was imported. */
export function registerChainKeyHolder(holder: LoadedChainKeyHolder): void {
  loaded = holder
  for (const listener of [...waiting]) listener(holder)
  waiting.clear()
}

export const loadedChainKeyHolder = (): LoadedChainKeyHolder | null => loaded

/** Calls `listener` with the holder: now when it has loaded, else once it does. Answers the function that stops it. */
export function whenChainKeyHolderLoads(listener: (holder: LoadedChainKeyHolder) => void): () => void {
  if (loaded) {
    listener(loaded)
    return () => undefined
  }
  waiting.add(listener)
  return () => {
    waiting.delete(listener)
  }
}
