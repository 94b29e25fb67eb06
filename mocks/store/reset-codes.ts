import { getStore, storeRandom } from './store'

/**
 * The mock's one-time reset codes (the server texts them to the phone on record). One live code per user,
 * good for one use within 10 minutes; tests and stories read it with `peekResetCode`. They live in the store,
 * so `resetStore()` forgets them with everything else.
 */
const RESET_CODE_TTL_MS = 10 * 60 * 1000

export function issueResetCode(userId: string, now = Date.now()): void {
  getStore().resetCodes.set(userId, {
    code: String(storeRandom().int(0, 999_999)).padStart(6, '0'),
    expires_at: now + RESET_CODE_TTL_MS,
  })
}

export function checkResetCode(userId: string, code: string, now = Date.now()): boolean {
  const codes = getStore().resetCodes
  const entry = codes.get(userId)
  codes.delete(userId)
  return entry !== undefined && entry.expires_at >= now && entry.code === code
}

export function peekResetCode(userId: string): string | null {
  return getStore().resetCodes.get(userId)?.code ?? null
}
