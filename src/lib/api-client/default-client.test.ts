import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { callApi, setApiErrorNotifier, setUnauthorizedHandler } from './index'

afterEach(() => {
  setApiErrorNotifier(null)
  setUnauthorizedHandler(null)
  clearSession()
})

describe('console API client', () => {
  it('sends the token kept in session storage', async () => {
    const seen = vi.fn()
    server.use(
      http.get('*/api/v1/system/getChainType', ({ request }) => {
        seen(request.headers.get('Authorization'))
        return HttpResponse.json({ error_code: 0, data: [] })
      }),
    )
    writeToken('stored-session-token')
    await callApi(endpoints.getChainType, {})
    expect(seen).toHaveBeenCalledWith('stored-session-token')
  })

  it('hands errors to the installed notifier and expiry to the installed handler', async () => {
    const notify = vi.fn()
    const expired = vi.fn()
    setApiErrorNotifier(notify)
    setUnauthorizedHandler(expired)
    await expect(callApi(endpoints.getInfo, {})).rejects.toMatchObject({ code: 401 })
    expect(notify).toHaveBeenCalledWith('登录已失效或过期，请重新登录', expect.anything())
    expect(expired).toHaveBeenCalledTimes(1)
  })
})
