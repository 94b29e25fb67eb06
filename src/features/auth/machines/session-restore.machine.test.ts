import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { sessionRestoreMachine, type SavedLoginRead } from './session-restore.machine'
import { platformSession } from './test-fixtures'

function restore(read: () => Promise<SavedLoginRead>) {
  const actions = { clearSession: vi.fn(), redirectToLogin: vi.fn() }
  const actor = createActor(sessionRestoreMachine.provide({ actors: { readSavedLogin: fromPromise(read) }, actions }))
  actor.start()
  return { actor, actions }
}

describe('session restore machine', () => {
  it('restores the saved login without leaving the page', async () => {
    const { actor, actions } = restore(async () => ({ status: 'ok', session: platformSession }))
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.output).toEqual({ status: 'restored', session: platformSession })
    expect(actions.clearSession).not.toHaveBeenCalled()
    expect(actions.redirectToLogin).not.toHaveBeenCalled()
  })

  it('corrupted info: environment error, storage cleared, back to login', async () => {
    const { actor, actions } = restore(async () => ({ status: 'corrupted' }))
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.context.error).toEqual({ key: 'messages.environmentError' })
    expect(done.hasTag('error')).toBe(true)
    expect(actions.clearSession).toHaveBeenCalledTimes(1)
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1)
  })

  it('unreadable storage is treated as corrupted', async () => {
    const { actor, actions } = restore(async () => Promise.reject(new Error('SecurityError')))
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.output?.status).toBe('corrupted')
    expect(actions.clearSession).toHaveBeenCalledTimes(1)
  })

  it('missing login: login expired, back to login, nothing cleared', async () => {
    const { actor, actions } = restore(async () => ({ status: 'missing' }))
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.context.error).toEqual({ key: 'messages.loginExpired' })
    expect(done.output).toEqual({ status: 'missing', session: null })
    expect(actions.redirectToLogin).toHaveBeenCalledTimes(1)
    expect(actions.clearSession).not.toHaveBeenCalled()
  })
})
