/**
 * Brings the stored session up to date with the server's (`getInfo`): an application approved after login
 * gives the user a current chain account (and a role) that session storage does not know yet.
 */
import { sessionEndpoints } from '@/api/endpoint-groups/auth-session'
import type { SessionState } from '@/api/system'
import { callApi } from '@/lib/api-client'
import { lockChainKeyIfHeld } from '@/lib/chain-keys/holder-loader'
import { readChain, readLoginInfo, type SessionRead } from '@/lib/session'
import { sessionItemsOf, storeSessionState } from './console-session'

/** Whether a stored item holds the same fields as `wanted` (fields left undefined are not stored). */
function holds(read: SessionRead<object>, wanted: object): boolean {
  if (read.status !== 'ok') return false
  const stored = read.value as Record<string, unknown>
  const entries = Object.entries(wanted).filter(([, value]) => value !== undefined)
  return (
    entries.length === Object.values(stored).filter((value) => value !== undefined).length &&
    entries.every(([key, value]) => stored[key] === value)
  )
}

/** Stores the server's session state if it differs; an unchanged one writes nothing (no screen re-renders). */
export function applyServerSession(state: SessionState): boolean {
  const next = sessionItemsOf(state)
  const before = readLoginInfo()
  if (holds(before, next.loginInfo) && (next.chain === null || holds(readChain(), next.chain))) return false
  // Another account became current: the key unlocked for the previous one must not sign for it.
  if (before.status !== 'ok' || before.value.account !== next.loginInfo.account) void lockChainKeyIfHeld()
  storeSessionState(state)
  return true
}

let inFlight: Promise<boolean> | null = null

/**
 * Asks the server for the session's state and stores it when it changed; answers whether it did. Calls made
 * while one is under way share it (the page load and the header may ask at once). A refused token ends the
 * session as any 401 does (the API client's handler).
 */
export function refreshConsoleSession(): Promise<boolean> {
  inFlight ??= callApi(sessionEndpoints.getInfo, {})
    .then(applyServerSession)
    .finally(() => {
      inFlight = null
    })
  return inFlight
}
