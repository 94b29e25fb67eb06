import { describe, expect, it } from 'vitest'
import type { SessionState } from '@/api/system'
import type { SessionStore } from '@/lib/session'
import { readConsoleSession, storeSessionState, toSessionState } from './console-session'

function memoryStore(): SessionStore & { items: Map<string, string> } {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  }
}

const platform: SessionState = {
  account: { account: 'platform1111', role: 2, type: 2, perm_accounts_id: '7', pk: `EOS${'6'.repeat(50)}` },
  user: { user_id: '3', user_name: '平台方甲' },
  chain: {
    account: 'platform1111',
    chain_rpc: 'http://127.0.0.1:8888',
    chain_type: 'Antelope',
    bussiness_name: '数字藏品',
  },
  permissions: ['2'],
}

describe('console session', () => {
  it('reads back what the login stored: user, role, account and chain', () => {
    const store = memoryStore()
    store.setItem('token', 'abc123')
    storeSessionState(platform, store)
    const read = readConsoleSession(store)
    expect(read).toEqual({
      status: 'ok',
      session: {
        userName: '平台方甲',
        role: 2,
        account: { account: 'platform1111', type: 2, permAccountsId: '7', publicKey: platform.account?.pk },
        chain: platform.chain,
      },
    })
    if (read.status === 'ok')
      expect(toSessionState(read.session)).toMatchObject({
        account: platform.account,
        chain: platform.chain,
        permissions: ['2'],
      })
  })

  it('keeps a user without a chain account as a logged-in visitor', () => {
    const store = memoryStore()
    store.setItem('token', 'abc123')
    storeSessionState(
      { account: null, user: { user_id: '9', user_name: 'demo_newcomer' }, chain: null, permissions: [] },
      store,
    )
    expect(readConsoleSession(store)).toEqual({
      status: 'ok',
      session: { userName: 'demo_newcomer', role: null, account: null, chain: null },
    })
  })

  it('is missing when nothing is stored', () => {
    expect(readConsoleSession(memoryStore())).toEqual({ status: 'missing' })
  })

  it('is corrupted when an item was edited by hand or only half the session is there', () => {
    const edited = memoryStore()
    edited.setItem('token', 'abc123')
    edited.setItem('loginInfo', '{not json')
    expect(readConsoleSession(edited)).toEqual({ status: 'corrupted' })

    const half = memoryStore()
    storeSessionState(platform, half)
    expect(readConsoleSession(half)).toEqual({ status: 'corrupted' })
  })
})
