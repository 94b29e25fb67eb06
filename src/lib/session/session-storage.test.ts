import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  clearChainKey,
  clearSession,
  readAccountChainInfo,
  readChain,
  readLoginInfo,
  readSessionItem,
  readToken,
  SessionWriteError,
  subscribeSession,
  useSessionItem,
  writeAccountChainInfo,
  writeChain,
  writeLoginInfo,
  writeToken,
  type AccountChainInfo,
  type LoginInfo,
  type SessionStore,
} from './index'

const PRIVATE_KEY = PUBLISHED_DEV_PRIVATE_KEY
const loginInfo: LoginInfo = {
  account: 'platformabc1',
  type: 2,
  role: 2,
  user_name: '平台方',
  operator_state: 1,
  platform_state: 1,
  private_key: 'AB'.repeat(32),
}
const chainKey: AccountChainInfo = { account: 'platformabc1', key_id: 'A'.repeat(22), sealed: 'b'.repeat(110) }

afterEach(() => {
  sessionStorage.clear()
})

describe('session storage', () => {
  it('reads missing items as missing', () => {
    expect(readToken()).toEqual({ status: 'missing' })
    expect(readChain()).toEqual({ status: 'missing' })
    expect(readLoginInfo()).toEqual({ status: 'missing' })
    expect(readAccountChainInfo()).toEqual({ status: 'missing' })
  })

  it('writes and reads back valid items under the spec’s names', () => {
    writeToken('eyJhbGciOi.token.value')
    writeChain({
      account: 'platformabc1',
      chain_type: 'devnet',
      chain_rpc: 'http://127.0.0.1:8888',
      bussiness_name: '平台',
    })
    writeLoginInfo(loginInfo)
    writeAccountChainInfo(chainKey)
    expect(sessionStorage.getItem('token')).toBe('eyJhbGciOi.token.value')
    expect(JSON.parse(sessionStorage.getItem('loginInfo') ?? 'null')).toEqual(loginInfo)
    expect(readToken()).toEqual({ status: 'ok', value: 'eyJhbGciOi.token.value' })
    expect(readChain()).toEqual({
      status: 'ok',
      value: {
        account: 'platformabc1',
        chain_type: 'devnet',
        chain_rpc: 'http://127.0.0.1:8888',
        bussiness_name: '平台',
      },
    })
    expect(readLoginInfo()).toEqual({ status: 'ok', value: loginInfo })
    expect(readAccountChainInfo()).toEqual({ status: 'ok', value: chainKey })
  })

  it.each([
    { item: 'loginInfo', raw: '{"account":"a","type":' },
    { item: 'loginInfo', raw: '{"account":"a","type":"1","role":1}' },
    { item: 'loginInfo', raw: 'null' },
    { item: 'loginInfo', raw: `{"account":"a","type":2,"role":1,"private_key":"${PRIVATE_KEY}"}` },
    { item: 'chain', raw: '{"account":"UPPERCASE"}' },
    { item: 'chain', raw: '"platformabc1"' },
    { item: 'accountChainInfo', raw: '{"account":"platformabc1","private_key":"garbage"}' },
    { item: 'accountChainInfo', raw: '{"account":"platformabc1"}' },
    { item: 'token', raw: '' },
    { item: 'token', raw: 'abc\r\nX-Injected: 1' },
  ] as const)('reports corrupted $item ($raw) instead of trusting it', ({ item, raw }) => {
    sessionStorage.setItem(item, raw)
    expect(readSessionItem(item)).toEqual({ status: 'corrupted', item })
  })

  it('drops unknown fields, so nothing extra persists', () => {
    sessionStorage.setItem('chain', JSON.stringify({ account: 'platformabc1', injected: '<script>' }))
    expect(readChain()).toEqual({ status: 'ok', value: { account: 'platformabc1' } })
    writeChain({ account: 'platformabc1', ...{ extra: 'field' } })
    expect(sessionStorage.getItem('chain')).toBe('{"account":"platformabc1"}')
  })

  it('refuses to write an invalid value, and the error does not echo it', () => {
    expect(() => writeLoginInfo({ ...loginInfo, private_key: PRIVATE_KEY })).toThrow(SessionWriteError)
    // A plain key where the sealed one belongs is refused.
    expect(() =>
      writeAccountChainInfo({ account: 'platformabc1', key_id: 'A'.repeat(22), sealed: PRIVATE_KEY }),
    ).toThrow(SessionWriteError)
    let thrown: unknown
    try {
      writeLoginInfo({ ...loginInfo, private_key: PRIVATE_KEY })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(SessionWriteError)
    expect(String(thrown)).not.toContain(PRIVATE_KEY)
    expect(sessionStorage.getItem('loginInfo')).toBeNull()
  })

  it('clearChainKey forgets only the decrypted key; clearSession forgets everything', () => {
    writeToken('token-1')
    writeLoginInfo(loginInfo)
    writeAccountChainInfo(chainKey)
    sessionStorage.setItem('unrelated', 'x')
    clearChainKey()
    expect(readAccountChainInfo()).toEqual({ status: 'missing' })
    expect(readToken().status).toBe('ok')
    expect(readLoginInfo().status).toBe('ok')
    clearSession()
    expect(readToken()).toEqual({ status: 'missing' })
    expect(readLoginInfo()).toEqual({ status: 'missing' })
    expect(sessionStorage.length).toBe(0)
  })

  it('reports an unreadable storage as corrupted and a failing write as an error', () => {
    const broken: SessionStore = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError')
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
      removeItem: () => undefined,
      clear: () => undefined,
    }
    expect(readToken(broken)).toEqual({ status: 'corrupted', item: 'token' })
    expect(() => writeToken('token-1', broken)).toThrow(SessionWriteError)
  })

  it('notifies subscribers of writes, removals and clears', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    writeToken('token-1')
    clearChainKey()
    clearSession()
    expect(listener).toHaveBeenCalledTimes(3)
    unsubscribe()
    writeToken('token-2')
    expect(listener).toHaveBeenCalledTimes(3)
  })

  it('useSessionItem re-renders on changes and keeps a stable result in between', () => {
    const { result, rerender } = renderHook(() => useSessionItem('loginInfo'))
    expect(result.current).toEqual({ status: 'missing' })
    act(() => writeLoginInfo(loginInfo))
    expect(result.current).toEqual({ status: 'ok', value: loginInfo })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    act(() => clearSession())
    expect(result.current).toEqual({ status: 'missing' })
  })
})
