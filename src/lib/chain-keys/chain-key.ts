/**
 * The console's one chain-key holder (see `key-holder.ts`) and its idle lock. Chain operations read the
 * key with `unlockedChainKey(account)`; the passphrase dialog hands it over with `keepChainKey`; logout,
 * account switch, the idle lock and "lock now" call `lockChainKey()`.
 */
import { useEffect, useSyncExternalStore } from 'react'
import { createChainKeyHolder, type ChainKeySigner, type ChainKeyState } from './key-holder'
import { chainKeyIdleMs } from './idle-limit'
import { createIdleTimer, watchUserInput } from './idle-lock'
import { registerChainKeyHolder } from './holder-registry'

export { chainKeyIdleMs }

const holder = createChainKeyHolder({ idleMs: chainKeyIdleMs() })

/** Holds the key of `account` verified by the passphrase; resolves once its sealed copy is stored. */
export const keepChainKey = (account: string, privateKey: string): Promise<void> => holder.keep(account, privateKey)

/** The unlocked key of `account` (restored after a reload of the tab), or null: ask for the passphrase. */
export const unlockedChainKey = (account: string): Promise<ChainKeySigner | null> => holder.unlocked(account)

/**
 * Locks the key: memory, sealed copy and wrapping key are gone; the next operation asks again. `keyId`: the
 * wrapping key of a sealed copy already taken out of session storage (holder-loader.ts).
 */
export const lockChainKey = (keyId?: string): Promise<void> => holder.lock(keyId)

/** Locked, or unlocked for which account (a sealed copy waiting to be restored counts as unlocked). */
export const chainKeyState = (): ChainKeyState => holder.state()

const LOCKED: ChainKeyState = { status: 'locked' }
const lockedSnapshot = () => LOCKED

/** Locked, or unlocked for which account; re-renders when that changes. */
export function useChainKeyState(): ChainKeyState {
  return useSyncExternalStore(holder.subscribe, holder.state, lockedSnapshot)
}

/**
 * Locks the key after `idleMs` without user input on `target` or a chain operation; answers the function
 * that stops it.
 */
export function startChainKeyIdleLock(options: { idleMs?: number; target?: EventTarget } = {}): () => void {
  const timer = createIdleTimer({ idleMs: options.idleMs ?? chainKeyIdleMs(), onIdle: () => void holder.lock() })
  const stopActivity = holder.onActivity(() => timer.activity())
  const stopInput = watchUserInput(options.target ?? window, () => holder.noteActivity())
  return () => {
    stopInput()
    stopActivity()
    timer.stop()
  }
}

/** Runs the idle lock while the calling component (the logged-in console) is mounted. */
export function useChainKeyIdleLock(idleMs?: number): void {
  useEffect(() => startChainKeyIdleLock(idleMs === undefined ? {} : { idleMs }), [idleMs])
}

registerChainKeyHolder({
  lock: lockChainKey,
  startIdleLock: (idleMs) => startChainKeyIdleLock(idleMs === undefined ? {} : { idleMs }),
  state: chainKeyState,
  subscribe: holder.subscribe,
})
