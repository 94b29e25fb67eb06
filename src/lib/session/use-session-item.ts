import { useSyncExternalStore } from 'react'
import { type SessionItemName, type SessionItemValues } from './schemas'
import { parseSessionItem, subscribeSession, type SessionRead } from './session-storage'

type CachedRead = { raw: string | null; read: SessionRead<unknown> }
const cache = new Map<SessionItemName, CachedRead>()

function rawItem(name: SessionItemName): string | null {
  try {
    return globalThis.sessionStorage.getItem(name)
  } catch {
    return null
  }
}

/**
 * The same result object while the stored string is unchanged: useSyncExternalStore re-renders whenever
 * the snapshot's identity changes, so a fresh parse on every call would loop.
 */
function snapshot<K extends SessionItemName>(name: K): SessionRead<SessionItemValues[K]> {
  const raw = rawItem(name)
  const cached = cache.get(name)
  if (cached && cached.raw === raw) return cached.read as SessionRead<SessionItemValues[K]>
  const read = parseSessionItem(name, raw)
  cache.set(name, { raw, read })
  return read
}

const missing: SessionRead<never> = { status: 'missing' }

/** Reads a session item and re-renders when it is written, removed or cleared through the session module. */
export function useSessionItem<K extends SessionItemName>(name: K): SessionRead<SessionItemValues[K]> {
  return useSyncExternalStore(
    subscribeSession,
    () => snapshot(name),
    () => missing,
  )
}
