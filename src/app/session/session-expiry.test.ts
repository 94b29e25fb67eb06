import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { callApi, setUnauthorizedHandler } from '@/lib/api-client'
import { clearSession, readToken, writeToken } from '@/lib/session'
import { signInAs } from '@/test/story-session'
import { endSessionOnUnauthorized } from './session-expiry'

afterEach(() => {
  setUnauthorizedHandler(null)
  clearSession()
})

describe('a session the server no longer accepts', () => {
  it('is cleared, so the gate sends the user to login with the expiry message', async () => {
    endSessionOnUnauthorized()
    signInAs('operator')
    writeToken('token-the-server-forgot')
    await expect(callApi(endpoints.getInfo, {})).rejects.toThrow()
    expect(readToken().status).toBe('missing')
  })

  it('stays while the server accepts it', async () => {
    endSessionOnUnauthorized()
    signInAs('operator')
    await callApi(endpoints.getInfo, {})
    expect(readToken().status).toBe('ok')
  })
})
