import { setUnauthorizedHandler } from '@/lib/api-client'
import { clearSession } from '@/lib/session'

/**
 * When the server refuses the token (expired or revoked) the session is gone: clearing it lets the session
 * gate say '登录已失效或过期，请重新登录' and send the user to login (spec §5), instead of leaving a console
 * whose every call fails.
 */
export function endSessionOnUnauthorized(): void {
  setUnauthorizedHandler(() => clearSession())
}
