import { fromPromise } from 'xstate'
import { authEndpoints } from '@/api/endpoint-groups/auth'
import { sessionEndpoints } from '@/api/endpoint-groups/auth-session'
import type { LoginResponse, SessionState } from '@/api/system'
import { callApi } from '@/lib/api-client'
import { storeSessionState } from '@/lib/console-session'
import { encryptForServer } from '@/lib/server-payload'
import { clearSession, removeSessionItem, writeToken } from '@/lib/session'
import type {
  LoginWithTokenInput,
  LoginWithTokenOutput,
  ReadLoginTokenOutput,
  SubmitCredentialsInput,
} from '../machines/login.machine'

/** `token` from a query string (token login, spec §7). */
export function readLoginToken(search: string) {
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor with a void input/output
  return fromPromise<ReadLoginTokenOutput, void>(async () => ({ token: new URLSearchParams(search).get('token') }))
}

/** The login machine's real side effects, except the ones that need the router (URL, redirects). */
export const loginActors = {
  submitCredentials: fromPromise<LoginResponse, SubmitCredentialsInput>(async ({ input }) =>
    callApi(
      authEndpoints.login,
      await encryptForServer({
        account: input.account,
        password: input.password,
        ...(input.captcha ? { captcha_id: input.captcha.id, captcha_code: input.captcha.code } : {}),
      }),
    ),
  ),
  loginWithToken: fromPromise<LoginWithTokenOutput, LoginWithTokenInput>(async ({ input }) => {
    // The check sends the token the way every call does (Authorization header), so it is stored first
    // and removed again if the server refuses it.
    writeToken(input.token)
    try {
      await callApi(authEndpoints.authCheckToken, {})
      return { token: input.token }
    } catch (error) {
      removeSessionItem('token')
      throw error
    }
  }),
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor with a void input/output
  fetchUserInfo: fromPromise<SessionState, void>(() => callApi(sessionEndpoints.getInfo, {})),
}

export const loginActions = {
  storeToken: (_: unknown, params: { token: string }) => writeToken(params.token),
  storeSession: (_: unknown, params: { session: SessionState }) => storeSessionState(params.session),
  clearSession: () => clearSession(),
}
