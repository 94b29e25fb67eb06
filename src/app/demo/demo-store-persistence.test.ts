import { afterEach, describe, expect, it } from 'vitest'
import { getStore, resetStore } from '@mocks/handlers'
import { DEMO_STORE_KEY, restoreDemoStore, saveDemoStore } from './demo-store-persistence'

afterEach(() => {
  resetStore()
  localStorage.clear()
})

describe('demo store persistence', () => {
  it('brings back users and sessions after a reload', () => {
    const store = getStore()
    store.sessions.set('token-1', { user_id: '1', expires_at: 42 })
    const template = store.users[0]
    if (!template) throw new Error('the fixtures have no user')
    store.users.push({ ...template, user_id: '999', user_name: 'registered_in_demo' })
    saveDemoStore(store)

    resetStore()
    const reloaded = getStore()
    expect(reloaded.users.some((user) => user.user_name === 'registered_in_demo')).toBe(false)
    restoreDemoStore(reloaded)
    expect(reloaded.users.some((user) => user.user_name === 'registered_in_demo')).toBe(true)
    expect(reloaded.sessions.get('token-1')).toEqual({ user_id: '1', expires_at: 42 })
  })

  it('drops unreadable saved data and keeps the fixtures', () => {
    localStorage.setItem(DEMO_STORE_KEY, '{broken')
    const store = getStore()
    const users = store.users.length
    restoreDemoStore(store)
    expect(store.users).toHaveLength(users)
    expect(localStorage.getItem(DEMO_STORE_KEY)).toBeNull()
  })
})
