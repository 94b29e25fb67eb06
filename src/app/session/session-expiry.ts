import { apiErrorCodes } from '@/api/envelope'
import { ApiError, setUnauthorizedHandler, type ApiSchemaError } from '@/lib/api-client'
import type { Messages } from '@/lib/i18n'
import { clearSession } from '@/lib/session'

/**
 * When the server refuses the token (expired or revoked) the session is gone: clearing it lets the session
 * gate say '登录已失效或过期，请重新登录' and send the user to login (spec §5), instead of leaving a console
 * whose every call fails.
 */
export function endSessionOnUnauthorized(): void {
  setUnauthorizedHandler(() => clearSession())
}

/**
 * What an API error's toast says: the server's own message (spec §8), except for an expired session, which
 * the console says in its own language. It is then the gate's text too, so the two toasts fold into one.
 */
export function apiErrorToastText(text: string, error: ApiError | ApiSchemaError, messages: Messages): string {
  const unauthorized =
    error instanceof ApiError &&
    (error.code === apiErrorCodes.unauthorized || error.response?.status === apiErrorCodes.unauthorized)
  return unauthorized ? messages.messages.loginExpired : text
}
