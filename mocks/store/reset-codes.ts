import { storeRandom } from './store'

/**
 * The mock's one-time reset codes (the server texts them to the phone on record). One live code per user,
 * good for one use within 10 minutes; tests and stories read it with `peekResetCode`.
 */
const RESET_CODE_TTL_MS = 10 * 60 * 1000
const codes = new Map<string, { code: string; expires_at: number }>()

export function issueResetCode(userId: string, now = Date.now()): void {
  codes.set(userId, {
    code: String(storeRandom().int(0, 999_999)).padStart(6, '0'),
    expires_at: now + RESET_CODE_TTL_MS,
  })
}

export function checkResetCode(userId: string, code: string, now = Date.now()): boolean {
  const entry = codes.get(userId)
  codes.delete(userId)
  return entry !== undefined && entry.expires_at >= now && entry.code === code
}

export function peekResetCode(userId: string): string | null {
  return codes.get(userId)?.code ?? null
}
