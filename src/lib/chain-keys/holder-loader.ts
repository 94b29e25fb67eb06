/**
 * The chain-key holder (chain-key.ts: IndexedDB wrapping keys, AES-GCM sealing, 3 KiB gzip) loads with the
 * first passphrase dialog or chain operation, not with every console page. Until it has loaded nothing is
 * in memory to lock or to watch: a key can only be unlocked through it, and a key sealed before a reload of
 * the tab is found in session storage, which loads it.
 */
import { useEffect } from 'react'
import { clearChainKey, readAccountChainInfo } from '@/lib/session'
import type { ChainKeySigner } from './key-holder'
import { loadedChainKeyHolder, whenChainKeyHolderLoads, type LoadedChainKeyHolder } from './holder-registry'

const loadHolder = () => import('./chain-key')

/**
 * The unlocked key of `account`, or null (`unlockedChainKey` of chain-key.ts): a chain operation loads the
 * holder when it checks for the key, not when its screen opens.
 */
export async function unlockedChainKey(account: string): Promise<ChainKeySigner | null> {
  return (await loadHolder()).unlockedChainKey(account)
}

/** A sealed copy from before a reload: the holder is needed to lock it and to time it out. */
const sealedCopyStored = () => readAccountChainInfo().status !== 'missing'

/**
 * `lockChainKey` without loading the holder: logout, account switch and a change of the current account call
 * it. Before the holder has loaded, the only key there can be is a sealed copy from before a reload.
 */
export async function lockChainKeyIfHeld(): Promise<void> {
  const loaded = loadedChainKeyHolder()
  if (loaded) return loaded.lock()
  const stored = readAccountChainInfo()
  if (stored.status === 'missing') return
  // Out of this tab at once (logout clears the storage right after this call), then its wrapping key.
  clearChainKey()
  if (stored.status !== 'ok') return
  await (await loadHolder()).lockChainKey(stored.value.key_id)
}

/**
 * Runs the idle lock while the calling component (the logged-in console) is mounted and the holder is
 * loaded: at once for a sealed copy from before a reload, else from the moment a dialog or operation loads it.
 */
export function useChainKeyIdleLockOnceLoaded(idleMs?: number): void {
  useEffect(() => {
    let stop: (() => void) | null = null
    let mounted = true
    const start = (holder: LoadedChainKeyHolder) => {
      if (mounted && !stop) stop = holder.startIdleLock(idleMs)
    }
    const stopWaiting = whenChainKeyHolderLoads(start)
    if (!loadedChainKeyHolder() && sealedCopyStored()) void loadHolder().catch(() => undefined)
    return () => {
      mounted = false
      stopWaiting()
      stop?.()
    }
  }, [idleMs])
}
