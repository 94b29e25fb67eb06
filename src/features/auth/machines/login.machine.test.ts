import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { LoginResponse } from '@/api/system'
import { loginMachine } from './login.machine'
import { platformSession } from './test-fixtures'

interface Fakes {
  urlToken?: string | null
  login?: () => Promise<LoginResponse>
  tokenLogin?: () => Promise<{ token: string }>
  userInfo?: () => Promise<typeof platformSession>
}

function login(fakes: Fakes = {}) {
  const actions = {
    storeToken: vi.fn(),
    storeSession: vi.fn(),
    clearSession: vi.fn(),
    redirectHome: vi.fn(),
    redirectToLogin: vi.fn(),
  }
  const submitCredentials = vi.fn(fakes.login ?? (async () => ({ token: 'session-token', user: platformSession.user })))
  const machine = loginMachine.provide({
    actors: {
      readLoginToken: fromPromise(async () => ({ token: fakes.urlToken ?? null })),
      submitCredentials: fromPromise(submitCredentials),
      loginWithToken: fromPromise(fakes.tokenLogin ?? (async () => ({ token: 'session-token' }))),
      fetchUserInfo: fromPromise(fakes.userInfo ?? (async () => platformSession)),
    },
    actions,
  })
  const actor = createActor(machine)
  actor.start()
  return { actor, actions, submitCredentials }
}

describe('login machine', () => {
  it('logs in with the form: token stored, user fetched, session stored, redirected to /', async () => {
    const { actor, actions, submitCredentials } = login()
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const loggedIn = await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'))
    expect(submitCredentials).toHaveBeenCalledWith(
      expect.objectContaining({ input: { account: 'platform', password: 'Passw0rd!' } }),
    )
    expect(actions.storeToken).toHaveBeenCalledWith(expect.anything(), { token: 'session-token' })
    expect(actions.storeSession).toHaveBeenCalledWith(expect.anything(), { session: platformSession })
    expect(actions.redirectHome).toHaveBeenCalledTimes(1)
    expect(loggedIn.context.session).toEqual(platformSession)
    expect(loggedIn.context.notice).toBeNull()
  })

  it('when the server asks for a captcha the form shows one, sends its answer, and says when it was wrong', async () => {
    const refusal = { error_code: 1001, message: 'verification code error' }
    const answers: Array<() => Promise<LoginResponse>> = [
      () => Promise.reject(refusal),
      () => Promise.reject(refusal),
      async () => ({ token: 'session-token', user: platformSession.user }),
    ]
    const { actor, submitCredentials } = login({
      login: () => {
        const next = answers.shift()
        if (!next) throw new Error('no more answers')
        return next()
      },
    })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(actor.getSnapshot().context.captchaRequired).toBe(false)

    actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!' })
    const asked = await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(asked.context).toMatchObject({ captchaRequired: true, error: { key: 'messages.loginCaptchaRequired' } })

    actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!', captcha: { id: 'c1', code: 'AB' } })
    const wrong = await waitFor(actor, (snapshot) => snapshot.matches('failed') && snapshot.context.error !== null)
    expect(wrong.context.error).toEqual({ key: 'messages.loginCaptchaWrong' })

    actor.send({ type: 'login.submit', account: 'platform', password: 'Passw0rd!', captcha: { id: 'c2', code: 'CD' } })
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'))
    expect(submitCredentials).toHaveBeenLastCalledWith(
      expect.objectContaining({
        input: { account: 'platform', password: 'Passw0rd!', captcha: { id: 'c2', code: 'CD' } },
      }),
    )
  })

  it('an array answer means wrong credentials: nothing stored, no redirect', async () => {
    const { actor, actions } = login({ login: async () => [] })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.submit', account: 'platform', password: 'nope' })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(failed.context.error).toEqual({ key: 'messages.wrongCredentials' })
    expect(failed.hasTag('error')).toBe(true)
    expect(actions.storeToken).not.toHaveBeenCalled()
    expect(actions.redirectHome).not.toHaveBeenCalled()
    // The form can be sent again.
    actor.send({ type: 'login.submit', account: 'platform', password: 'again' })
    expect(actor.getSnapshot().value).toBe('submitting')
    expect(actor.getSnapshot().context.error).toBeNull()
  })

  it("shows the server's data.message for other failures", async () => {
    const { actor } = login({
      login: async () => Promise.reject({ error_code: 500, data: { message: '账号已被停用' } }),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.submit', account: 'platform', password: 'x' })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(failed.context.error).toEqual({ text: '账号已被停用' })
  })

  it('clears the half session when the user info cannot be fetched', async () => {
    const { actor, actions } = login({
      userInfo: async () => Promise.reject({ error_code: 401, message: '登录已失效或过期，请重新登录' }),
    })
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.submit', account: 'platform', password: 'x' })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('failed'))
    expect(actions.clearSession).toHaveBeenCalledTimes(1)
    expect(actions.redirectHome).not.toHaveBeenCalled()
    expect(failed.context.error).toEqual({ text: '登录已失效或过期，请重新登录' })
  })

  it('logs in with the query-string token and says 登录成功', async () => {
    const { actor, actions, submitCredentials } = login({ urlToken: 'handed-over' })
    const loggedIn = await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'))
    expect(loggedIn.context.notice).toEqual({ key: 'messages.loginSuccess' })
    expect(loggedIn.context.urlToken).toBeNull()
    expect(actions.redirectHome).toHaveBeenCalledTimes(1)
    expect(submitCredentials).not.toHaveBeenCalled()
  })

  it('falls back to the form when the token login fails', async () => {
    const { actor, actions } = login({ urlToken: 'expired', tokenLogin: async () => Promise.reject(new Error('401')) })
    const idle = await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    expect(idle.context.error).toBeNull()
    expect(actions.redirectHome).not.toHaveBeenCalled()

    const noUser = login({ urlToken: 'ok', userInfo: async () => Promise.reject(new Error('500')) })
    await waitFor(noUser.actor, (snapshot) => snapshot.matches('idle'))
    expect(noUser.actions.clearSession).toHaveBeenCalledTimes(1)
  })

  it('logout clears session storage (the chain key with it) and returns to login', async () => {
    const { actor, actions } = login()
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.submit', account: 'platform', password: 'x' })
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'))
    actor.send({ type: 'login.logout' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.session).toBeNull()
    expect(actions.clearSession).toHaveBeenCalledTimes(1)
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1)
  })

  it('does not submit while a submit is under way, nor log out when not logged in', async () => {
    const { actor, submitCredentials, actions } = login()
    await waitFor(actor, (snapshot) => snapshot.matches('idle'))
    actor.send({ type: 'login.logout' })
    expect(actions.clearSession).not.toHaveBeenCalled()
    actor.send({ type: 'login.submit', account: 'a', password: 'b' })
    actor.send({ type: 'login.submit', account: 'a', password: 'b' })
    await waitFor(actor, (snapshot) => snapshot.matches('loggedIn'))
    expect(submitCredentials).toHaveBeenCalledTimes(1)
  })
})
