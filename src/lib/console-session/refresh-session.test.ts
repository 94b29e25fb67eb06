/**
 * Issue 20 item 10: an application approved after login gives the applicant a chain account; the session
 * catches up from the server without a new login (the header: AccountSwitcher.test.tsx).
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, subscribeSession } from '@/lib/session'
import { applyAndApprove, NEW_ACCOUNT } from '@/test/account-approval'
import { signInAs } from '@/test/story-session'
import { readConsoleSession } from './index'
import { refreshConsoleSession } from './refresh-session'

function currentAccountOfSession(): string | null {
  const read = readConsoleSession()
  return read.status === 'ok' ? (read.session.account?.account ?? null) : 'no session'
}

afterEach(() => clearSession())

describe('refreshing the session from the server', () => {
  it('stores the account approved after login, with its chain', async () => {
    signInAs('newcomer')
    await applyAndApprove()
    expect(currentAccountOfSession()).toBeNull()
    await expect(refreshConsoleSession()).resolves.toBe(true)
    expect(currentAccountOfSession()).toBe(NEW_ACCOUNT)
    const read = readConsoleSession()
    expect(read.status === 'ok' && read.session.chain?.bussiness_name).toBe('星河数藏')
  })

  it('writes nothing when the server says what the session already holds', async () => {
    signInAs('platform')
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    await expect(refreshConsoleSession()).resolves.toBe(false)
    unsubscribe()
    expect(listener).not.toHaveBeenCalled()
  })

  it('shares one request between callers asking at once', async () => {
    signInAs('platform')
    const first = refreshConsoleSession()
    expect(refreshConsoleSession()).toBe(first)
    await first
  })
})
