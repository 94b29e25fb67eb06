import { assign, setup } from 'xstate'
import type { LoginResponse, SessionState } from '@/api/system'
import { apiErrorCodes } from '@/api/envelope'
import { messageFromServerError, serverErrorCode, type UiMessage } from '@/lib/i18n/message-ref'
import { actionPlaceholder, promisePlaceholder } from '@/lib/machine-replay/placeholders'

/**
 * Login (spec §4, §7 "login", §8): a `token` in the query string is tried first and falls back to the
 * form on failure; the form sends an encrypted payload, an array answer means wrong credentials, then the
 * user info is fetched and the session stored before going to `/`. Logout clears session storage (the
 * decrypted chain key included) and returns to the login page.
 */

export interface LoginContext {
  /** How the current attempt started: token logins fall back to the form silently. */
  via: 'form' | 'token' | null
  /** The query-string token while it is being checked (redacted in traces). */
  urlToken: string | null
  session: SessionState | null
  error: UiMessage | null
  notice: UiMessage | null
  /** The server asked for a captcha (too many wrong passwords): the form shows one until logged in. */
  captchaRequired: boolean
}

/** A solved captcha sent with the credentials. */
export interface LoginCaptcha {
  id: string
  code: string
}

export type LoginEvent =
  { type: 'login.submit'; account: string; password: string; captcha?: LoginCaptcha } | { type: 'login.logout' }

export interface SubmitCredentialsInput {
  account: string
  password: string
  captcha?: LoginCaptcha
}
export type ReadLoginTokenOutput = { token: string | null }
export interface LoginWithTokenInput {
  token: string
}
export type LoginWithTokenOutput = { token: string }

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Reads `token` from the page's query string. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
    readLoginToken: promisePlaceholder<ReadLoginTokenOutput, void>('readLoginToken'),
    /** `POST /v1/system/login` with the payload encrypted to the server's public key. */
    submitCredentials: promisePlaceholder<LoginResponse, SubmitCredentialsInput>('submitCredentials'),
    /** Checks a token handed over in the URL and answers the session token to use. */
    loginWithToken: promisePlaceholder<LoginWithTokenOutput, LoginWithTokenInput>('loginWithToken'),
    /** `POST /v1/system/getInfo` with the stored token. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
    fetchUserInfo: promisePlaceholder<SessionState, void>('fetchUserInfo'),
  },
  actions: {
    storeToken: actionPlaceholder<{ token: string }>('storeToken'),
    storeSession: actionPlaceholder<{ session: SessionState }>('storeSession'),
    /** Clears every session storage item: token, login info, chain account and its decrypted key. */
    clearSession: actionPlaceholder<undefined>('clearSession'),
    redirectHome: actionPlaceholder<undefined>('redirectHome'),
    redirectToLogin: actionPlaceholder<undefined>('redirectToLogin'),
  },
  guards: {
    hasToken: (_, result: ReadLoginTokenOutput) => result.token !== null && result.token.length > 0,
    /** Spec §7: "an array response means wrong credentials". */
    isWrongCredentials: (_, response: LoginResponse) => Array.isArray(response),
    cameFromToken: ({ context }) => context.via === 'token',
    /** The server refused the attempt for want of a (right) captcha. */
    needsCaptcha: (_, error: unknown) => serverErrorCode(error) === apiErrorCodes.verificationCode,
  },
}).createMachine({
  id: 'login',
  context: { via: null, urlToken: null, session: null, error: null, notice: null, captchaRequired: false },
  initial: 'checkingToken',
  states: {
    checkingToken: {
      tags: ['busy'],
      invoke: {
        id: 'readLoginToken',
        src: 'readLoginToken',
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'tokenLogin',
            actions: assign({ urlToken: ({ event }) => event.output.token }),
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    idle: {
      on: {
        'login.submit': { target: 'submitting', actions: assign({ via: 'form', error: null, notice: null }) },
      },
    },
    /** The form again, with the reason of the last failure. */
    failed: {
      tags: ['error'],
      on: {
        'login.submit': { target: 'submitting', actions: assign({ via: 'form', error: null, notice: null }) },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitCredentials',
        src: 'submitCredentials',
        input: ({ event }) =>
          event.type === 'login.submit'
            ? {
                account: event.account,
                password: event.password,
                ...(event.captcha ? { captcha: event.captcha } : {}),
              }
            : { account: '', password: '' },
        onDone: [
          {
            guard: { type: 'isWrongCredentials', params: ({ event }) => event.output },
            target: 'failed',
            actions: assign({ error: { key: 'messages.wrongCredentials' } }),
          },
          {
            target: 'fetchingUser',
            actions: {
              type: 'storeToken',
              params: ({ event }) => ({ token: Array.isArray(event.output) ? '' : event.output.token }),
            },
          },
        ],
        onError: [
          {
            guard: { type: 'needsCaptcha', params: ({ event }: { event: { error: unknown } }) => event.error },
            target: 'failed',
            actions: assign({
              // Asked for the first time: say why; asked again: the answer was wrong.
              error: ({ context }) => ({
                key: context.captchaRequired ? 'messages.loginCaptchaWrong' : 'messages.loginCaptchaRequired',
              }),
              captchaRequired: true,
            }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => messageFromServerError(event.error, 'messages.serviceError') }),
          },
        ],
      },
    },
    tokenLogin: {
      tags: ['busy'],
      entry: assign({ via: 'token' }),
      exit: assign({ urlToken: null }),
      invoke: {
        id: 'loginWithToken',
        src: 'loginWithToken',
        input: ({ context }) => ({ token: context.urlToken ?? '' }),
        onDone: {
          target: 'fetchingUser',
          actions: { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
        },
        // Spec §8: a failed token login falls back to the login form.
        onError: { target: 'idle' },
      },
    },
    fetchingUser: {
      tags: ['busy'],
      invoke: {
        id: 'fetchUserInfo',
        src: 'fetchUserInfo',
        onDone: {
          target: 'loggedIn',
          actions: [
            { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
            assign({ session: ({ event }) => event.output }),
          ],
        },
        onError: [
          // The token is useless without the user info: drop it so no half session stays behind.
          { guard: 'cameFromToken', target: 'idle', actions: 'clearSession' },
          {
            target: 'failed',
            actions: [
              'clearSession',
              assign({ error: ({ event }) => messageFromServerError(event.error, 'messages.serviceError') }),
            ],
          },
        ],
      },
    },
    loggedIn: {
      entry: [
        assign({ notice: ({ context }) => (context.via === 'token' ? { key: 'messages.loginSuccess' } : null) }),
        'redirectHome',
      ],
      on: {
        'login.logout': {
          target: 'idle',
          actions: [
            'clearSession',
            assign({ session: null, via: null, notice: null, error: null, captchaRequired: false }),
            'redirectToLogin',
          ],
        },
      },
    },
  },
})
