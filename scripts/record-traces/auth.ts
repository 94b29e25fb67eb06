// Scenarios of the login and session-restore machines.
import { fromPromise, type AnyActorRef } from 'xstate'
import type { LoginResponse, SessionState } from '../../src/api/system'
import { loginMachine } from '../../src/features/auth/machines/login.machine'
import { sessionRestoreMachine, type SavedLoginRead } from '../../src/features/auth/machines/session-restore.machine'
import { noop, type Scenario, settle, settleOnly, session } from './harness'

function login(options: {
  urlToken?: string | null
  answer?: () => Promise<LoginResponse>
  tokenLogin?: () => Promise<{ token: string }>
  userInfo?: () => Promise<SessionState>
}) {
  return loginMachine.provide({
    actors: {
      readLoginToken: fromPromise(async () => ({ token: options.urlToken ?? null })),
      submitCredentials: fromPromise(options.answer ?? (async () => ({ token: 'session-token', user: session.user }))),
      loginWithToken: fromPromise(options.tokenLogin ?? (async () => ({ token: 'session-token' }))),
      fetchUserInfo: fromPromise(options.userInfo ?? (async () => session)),
    },
    actions: { storeToken: noop, storeSession: noop, clearSession: noop, redirectHome: noop, redirectToLogin: noop },
  })
}

const submitForm = async (actor: AnyActorRef) => {
  await settle()
  actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!' })
  await settle()
}

const restore = (read: () => Promise<SavedLoginRead>) =>
  sessionRestoreMachine.provide({
    actors: { readSavedLogin: fromPromise(read) },
    actions: { clearSession: noop, redirectToLogin: noop },
  })

const auth = 'src/features/auth/machines/traces'

export const authScenarios: Scenario[] = [
  {
    file: `${auth}/login.success.json`,
    description: 'Form login: encrypted payload accepted, user info fetched, redirected to /',
    machine: login({}),
    drive: submitForm,
  },
  {
    file: `${auth}/login.wrong-credentials.json`,
    description: 'Array answer: 用户名或密码错误！',
    machine: login({ answer: async () => [] }),
    drive: submitForm,
  },
  {
    file: `${auth}/login.server-error.json`,
    description: "Other failure: the server's data.message is shown",
    machine: login({ answer: async () => Promise.reject({ error_code: 500, data: { message: '账号已被停用' } }) }),
    drive: submitForm,
  },
  {
    file: `${auth}/login.token.json`,
    description: 'Token from the query string: 登录成功',
    machine: login({ urlToken: 'handed-over-token' }),
    drive: settleOnly,
  },
  {
    file: `${auth}/login.token-fallback.json`,
    description: 'Token login fails: back to the form',
    machine: login({ urlToken: 'expired-token', tokenLogin: async () => Promise.reject(new Error('401')) }),
    drive: settleOnly,
  },
  {
    file: `${auth}/login.logout.json`,
    description: 'Login then logout: session storage cleared, back to login',
    machine: login({}),
    drive: async (actor) => {
      await submitForm(actor)
      actor.send({ type: 'login.logout' })
    },
  },
  {
    file: `${auth}/session-restore.restored.json`,
    description: 'Saved login info restores the session',
    machine: restore(async () => ({ status: 'ok', session })),
    drive: settleOnly,
  },
  {
    file: `${auth}/session-restore.corrupted.json`,
    description: 'Corrupted login info: 环境异常,请重新登录, storage cleared',
    machine: restore(async () => ({ status: 'corrupted' })),
    drive: settleOnly,
  },
  {
    file: `${auth}/session-restore.missing.json`,
    description: 'No login info: login invalid or expired',
    machine: restore(async () => ({ status: 'missing' })),
    drive: settleOnly,
  },
]
