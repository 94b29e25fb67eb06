import { afterEach, describe, expect, it } from 'vitest'
import { endpoints } from '@/api/endpoints'
import { ApiError, callApi, setApiErrorNotifier, setUnauthorizedHandler } from '@/lib/api-client'
import { zhCN } from '@/lib/i18n'
import { enUS } from '@/lib/i18n/en-US'
import { clearSession, readToken, writeToken } from '@/lib/session'
import { signInAs } from '@/test/story-session'
import { apiErrorToastText, endSessionOnUnauthorized } from './session-expiry'

afterEach(() => {
  setUnauthorizedHandler(null)
  setApiErrorNotifier(null)
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

describe('the toast of an API error', () => {
  it.each([
    { locale: 'zh-CN', catalogue: zhCN, expected: '登录已失效或过期，请重新登录' },
    { locale: 'en-US', catalogue: enUS, expected: 'Login is invalid or expired, please log in again' },
  ])('says an expired session in $locale, whatever the server wrote', async ({ catalogue, expected }) => {
    const shown: string[] = []
    setApiErrorNotifier((text, error) => shown.push(apiErrorToastText(text, error, catalogue)))
    signInAs('operator')
    writeToken('token-the-server-forgot')
    await expect(callApi(endpoints.getInfo, {})).rejects.toThrow()
    expect(shown).toEqual([expected])
  })

  it('shows any other server message as the server wrote it (spec §8), in either locale', () => {
    const refused = new ApiError('积分余额不足', 'fee.isAction', 1, { status: 200, body: {} }, 'server')
    expect(apiErrorToastText('积分余额不足', refused, enUS)).toBe('积分余额不足')
    expect(apiErrorToastText('积分余额不足', refused, zhCN)).toBe('积分余额不足')
  })
})
