import { useEffect, useReducer } from 'react'
import { readAccountChainInfo, subscribeSession } from '@/lib/session'
import type { ChainKeyState } from './key-holder'
import { loadedChainKeyHolder, whenChainKeyHolderLoads } from './holder-registry'

/**
 * Locked, or unlocked for which account (`useChainKeyState` of chain-key.ts) without loading the holder:
 * before it has loaded, a key sealed before a reload is the only one there can be.
 */
export function useChainKeyStateOnceLoaded(): ChainKeyState {
  const [, changed] = useReducer((count: number) => count + 1, 0)
  useEffect(() => {
    let stopHolder = () => undefined as unknown
    const stopWaiting = whenChainKeyHolderLoads((holder) => {
      stopHolder = holder.subscribe(changed)
      changed()
    })
    const stopSession = subscribeSession(changed)
    return () => {
      stopWaiting()
      stopHolder()
      stopSession()
    }
  }, [])
  const holder = loadedChainKeyHolder()
  if (holder) return holder.state()
  const stored = readAccountChainInfo()
  return stored.status === 'ok' ? { status: 'unlocked', account: stored.value.account } : { status: 'locked' }
}
