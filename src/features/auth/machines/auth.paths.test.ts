import { describe, expect, it } from 'vitest'
import type { EventObject } from 'xstate'
import { formatCoverage, measureCoverage } from '@/lib/machine-replay/coverage'
import { doneEvent, errorEvent } from '@/lib/machine-replay/graph-events'
import { loginMachine } from './login.machine'
import { sessionRestoreMachine } from './session-restore.machine'
import { platformSession } from './test-fixtures'

const loginEvents: EventObject[] = [
  { type: 'login.submit', account: 'platform', password: 'x' } as EventObject,
  { type: 'login.logout' },
  doneEvent('readLoginToken', { token: 'handed-over' }),
  doneEvent('readLoginToken', { token: null }),
  errorEvent('readLoginToken', new Error('no location')),
  doneEvent('submitCredentials', []),
  doneEvent('submitCredentials', { token: 'session-token', user: platformSession.user }),
  errorEvent('submitCredentials', { error_code: 500, data: { message: '账号已被停用' } }),
  errorEvent('submitCredentials', { error_code: 1001, message: 'verification code error' }),
  doneEvent('loginWithToken', { token: 'session-token' }),
  errorEvent('loginWithToken', new Error('401')),
  doneEvent('fetchUserInfo', platformSession),
  errorEvent('fetchUserInfo', { error_code: 401, message: 'expired' }),
]

const restoreEvents: EventObject[] = [
  doneEvent('readSavedLogin', { status: 'ok', session: platformSession }),
  doneEvent('readSavedLogin', { status: 'missing' }),
  doneEvent('readSavedLogin', { status: 'corrupted' }),
  errorEvent('readSavedLogin', new Error('SecurityError')),
]

describe('login: generated paths', () => {
  const report = measureCoverage(loginMachine, { events: loginEvents })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('is logged in only after the user info arrived, and never keeps the password', () => {
    for (const path of report.paths) {
      const types = path.events.map((event) => event.type)
      if (path.state.matches('loggedIn')) {
        expect(types.at(-1)).toBe('xstate.done.actor.fetchUserInfo')
        expect(path.state.context.session).not.toBeNull()
      } else {
        expect(path.state.context.session).toBeNull()
      }
      if (path.state.hasTag('error')) expect(path.state.context.error).not.toBeNull()
      expect(JSON.stringify(path.state.context)).not.toContain('"password"')
    }
  })
})

describe('session restore: generated paths', () => {
  const report = measureCoverage(sessionRestoreMachine, { events: restoreEvents })

  it('visits every state and every transition', () => {
    process.stdout.write(`${formatCoverage(report)}\n`)
    expect(report.states.missing).toEqual([])
    expect(report.transitions.missing).toEqual([])
  })

  it('every ending without a session explains why', () => {
    for (const path of report.paths) {
      if (path.state.status === 'done' && path.state.context.session === null)
        expect(path.state.context.error).not.toBeNull()
    }
  })
})
