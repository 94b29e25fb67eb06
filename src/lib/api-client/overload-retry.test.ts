import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { registerCatalogue } from '@/lib/i18n'
import { enUS } from '@/lib/i18n/en-US'
import { zhCN } from '@/lib/i18n/zh-CN'
import { server } from '../../../mocks/node'
import { ApiError, createApiClient } from './index'
import { overloadRetryDelay } from './overload-retry'

/** A server that sheds load answers 503 at once: the console says so and asks again for reads only. */
function client() {
  const notify = vi.fn<(message: string, error: unknown) => void>()
  const api = createApiClient({ getToken: () => 'session-token', notify, overloadRetryDelaysMs: [5, 10, 20] })
  return { api, notify }
}

const busy = () =>
  HttpResponse.json(
    { error_code: 503, data: null, message: '服务繁忙，请稍后再试' },
    {
      status: 503,
      headers: { 'Retry-After': '0' },
    },
  )

afterEach(() => {
  localStorage.removeItem('locale')
})

describe('an overloaded server (503)', () => {
  it('retries a read until it is answered, telling the user once', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/system/getChainType', () => {
        calls += 1
        return calls <= 2
          ? busy()
          : HttpResponse.json({ error_code: 0, data: [{ chain_info_id: '1', chain_type: 'X' }] })
      }),
    )
    const { api, notify } = client()
    await expect(api.callApi(endpoints.getChainType, {})).resolves.toEqual([{ chain_info_id: '1', chain_type: 'X' }])
    expect(calls).toBe(3)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith(zhCN.messages.serverBusyRetrying, expect.any(ApiError))
  })

  it('gives up after the last retry with the busy message', async () => {
    let calls = 0
    server.use(
      http.get('*/api/v1/system/getChainType', () => {
        calls += 1
        return busy()
      }),
    )
    const { api, notify } = client()
    const failure = await api.callApi(endpoints.getChainType, {}).catch((error: unknown) => error)
    expect(calls).toBe(4)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ code: 503, message: zhCN.messages.serverBusy, response: { status: 503 } })
    expect(notify).toHaveBeenLastCalledWith(zhCN.messages.serverBusy, failure)
  })

  it('never repeats a write: one request, the busy message', async () => {
    let calls = 0
    server.use(
      http.post('*/api/v1/system/logout', () => {
        calls += 1
        return busy()
      }),
    )
    const { api, notify } = client()
    const failure = await api.callApi(endpoints.logout, {}).catch((error: unknown) => error)
    expect(calls).toBe(1)
    expect(failure).toMatchObject({ code: 503, message: zhCN.messages.serverBusy })
    expect(notify).toHaveBeenCalledTimes(1)
  })

  it('says it in the chosen language (the server sends Chinese only), also for a proxy page without an envelope', async () => {
    registerCatalogue('en-US', enUS)
    localStorage.setItem('locale', 'en-US')
    server.use(http.get('*/api/v1/system/getChainType', () => new HttpResponse('<h1>503</h1>', { status: 503 })))
    const failure = await createApiClient({ getToken: () => null, overloadRetryDelaysMs: [] })
      .callApi(endpoints.getChainType, {})
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ code: 503, message: enUS.messages.serverBusy })
  })
})

describe('the wait before a retry', () => {
  it('grows with each attempt and honours a longer Retry-After up to 8 s', () => {
    const delays = [1000, 2000, 4000]
    expect(overloadRetryDelay(0, null, delays)).toBe(1000)
    expect(overloadRetryDelay(2, null, delays)).toBe(4000)
    expect(overloadRetryDelay(5, null, delays)).toBe(4000)
    expect(overloadRetryDelay(0, '3', delays)).toBe(3000)
    expect(overloadRetryDelay(2, '3', delays)).toBe(4000)
    expect(overloadRetryDelay(0, '120', delays)).toBe(8000)
    expect(overloadRetryDelay(0, 'soon', delays)).toBe(1000)
    expect(overloadRetryDelay(0, '-5', delays)).toBe(1000)
  })
})
