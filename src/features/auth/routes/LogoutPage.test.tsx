/**
 * `/logout` as the app renders it (StrictMode runs its effect twice): one logout call for a logged-in user,
 * none for a visitor, and no error toast either way.
 */
import { StrictMode } from 'react'
import { MemoryRouter } from 'react-router'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getStore } from '@mocks/handlers'
import { DesignSystemProvider } from '@/design-system'
import { setApiErrorNotifier, setUnauthorizedHandler } from '@/lib/api-client'
import { I18nProvider } from '@/lib/i18n'
import { readToken } from '@/lib/session'
import { signInAs, signOut } from '@/test/story-session'
import { server } from '../../../../mocks/node'
import LogoutPage from './LogoutPage'

const notify = vi.fn()
const unauthorized = vi.fn()
let logoutCalls: number

function onRequest({ request }: { request: Request }) {
  if (new URL(request.url).pathname.endsWith('/v1/system/logout')) logoutCalls += 1
}

beforeEach(() => {
  logoutCalls = 0
  notify.mockClear()
  unauthorized.mockClear()
  setApiErrorNotifier(notify)
  setUnauthorizedHandler(unauthorized)
  server.events.on('request:start', onRequest)
})

afterEach(() => {
  server.events.removeListener('request:start', onRequest)
  setApiErrorNotifier(null)
  setUnauthorizedHandler(null)
  signOut()
})

function renderLogout() {
  render(
    <StrictMode>
      <I18nProvider locale="zh-CN">
        <DesignSystemProvider>
          <MemoryRouter initialEntries={['/logout']}>
            <LogoutPage />
          </MemoryRouter>
        </DesignSystemProvider>
      </I18nProvider>
    </StrictMode>,
  )
}

/** Lets every request the page started reach the mock and be answered. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50))
}

describe('LogoutPage', () => {
  it('logs out once: the token dies on the server, no error is shown', async () => {
    signInAs('operator')
    const read = readToken()
    const token = read.status === 'ok' ? read.value : ''
    renderLogout()
    expect(screen.getByRole('heading', { name: '您已退出登录' })).toBeInTheDocument()
    await waitFor(() => expect(getStore().sessions.has(token)).toBe(false))
    await settle()
    expect(logoutCalls).toBe(1)
    expect(readToken()).toEqual({ status: 'missing' })
    expect(notify).not.toHaveBeenCalled()
    expect(unauthorized).not.toHaveBeenCalled()
  })

  it('a visitor opening /logout sends nothing and sees no error', async () => {
    renderLogout()
    expect(screen.getByRole('heading', { name: '您已退出登录' })).toBeInTheDocument()
    await settle()
    expect(logoutCalls).toBe(0)
    expect(notify).not.toHaveBeenCalled()
  })

  it('a token the server already dropped logs out without an error', async () => {
    signInAs('operator')
    getStore().sessions.clear()
    renderLogout()
    await waitFor(() => expect(logoutCalls).toBe(1))
    await settle()
    expect(notify).not.toHaveBeenCalled()
    expect(unauthorized).not.toHaveBeenCalled()
  })
})
