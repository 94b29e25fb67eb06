import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor } from 'xstate'
import { rememberPassphraseDeclined, wasPassphraseDeclined } from '@/lib/passphrase-prompt'
import { keepChainKey, unlockedChainKey } from '@/lib/chain-keys/chain-key'
import { readAccountChainInfo, writeLoginInfo, writeToken } from '@/lib/session'
import { loginImplementations } from './login.actors'
import { loginMachine } from './login.machine'
import { readSavedLogin, sessionRestoreImplementations } from './session-restore.actors'
import { sessionRestoreMachine } from './session-restore.machine'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const fakeKey = PUBLISHED_DEV_PRIVATE_KEY

afterEach(() => sessionStorage.clear())

async function readSaved() {
  const actor = createActor(readSavedLogin)
  actor.start()
  return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output
}

describe('login and session restore implementations', () => {
  it('logout leaves no session and no decrypted key behind, and goes to /login', async () => {
    const navigate = vi.fn()
    writeToken('session-token')
    await keepChainKey('platform1111', fakeKey)
    rememberPassphraseDeclined()
    const implementations = loginImplementations({ search: '', navigate })
    // A logged-in actor (its state restored as loggedIn) receives the logout.
    const machine = loginMachine.provide(implementations)
    const actor = createActor(machine, {
      snapshot: machine.resolveState({
        value: 'loggedIn',
        context: { via: 'form', urlToken: null, session: null, error: null, notice: null, captchaRequired: false },
      }),
    })
    actor.start()
    actor.send({ type: 'login.logout' })
    // The cleanup's code loads on demand: the session is gone once it has run.
    await vi.waitFor(() => expect(sessionStorage.length).toBe(0))
    expect(readAccountChainInfo().status).toBe('missing')
    expect(await unlockedChainKey('platform1111')).toBeNull()
    expect(wasPassphraseDeclined()).toBe(false)
    expect(navigate).toHaveBeenCalledWith('/login')
  })

  it('reads the token for token login from the query string', async () => {
    const { actors } = loginImplementations({ search: '?token=abc&x=1', navigate: vi.fn() })
    const actor = createActor(actors.readLoginToken)
    actor.start()
    expect((await waitFor(actor, (snapshot) => snapshot.status === 'done')).output).toEqual({ token: 'abc' })
  })

  it('reads the saved login as ok, missing or corrupted', async () => {
    expect(await readSaved()).toEqual({ status: 'missing' })
    writeToken('session-token')
    writeLoginInfo({
      account: 'platform1111',
      type: 2,
      role: 2,
      user_name: '平台方甲',
      perm_accounts_id: '7',
      public_key: `EOS${'6'.repeat(50)}`,
    })
    const saved = await readSaved()
    expect(saved?.status).toBe('ok')
    expect(saved?.status === 'ok' && saved.session.account?.account).toBe('platform1111')
    sessionStorage.setItem('loginInfo', '{not json')
    expect(await readSaved()).toEqual({ status: 'corrupted' })
  })

  it('a corrupted session is cleared and the user sent to /login', async () => {
    sessionStorage.setItem('token', 'session-token')
    sessionStorage.setItem('loginInfo', '{not json')
    const navigate = vi.fn()
    const actor = createActor(sessionRestoreMachine.provide(sessionRestoreImplementations({ navigate })))
    actor.start()
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.context.error).toEqual({ key: 'messages.environmentError' })
    expect(sessionStorage.length).toBe(0)
    expect(navigate).toHaveBeenCalledWith('/login')
  })
})
