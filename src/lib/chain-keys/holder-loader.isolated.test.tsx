/**
 * The chain-key holder loads only when there is a key to hold: a console page that unlocked nothing never
 * downloads it, locking still reaches a key sealed before a reload, and the idle lock starts once a key can
 * be unlocked. Isolated, each test on fresh modules: the holder must not have been loaded before it.
 */
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const ACCOUNT = 'platform1111'
let unmount = () => undefined as unknown

/** The loader as a console page that has not loaded the holder meets it, mounted in a console shell. */
async function consoleWithoutHolder(idleMs: number) {
  vi.resetModules()
  const [{ render, screen }, loader, holderState, registry, session] = await Promise.all([
    import('@testing-library/react'),
    import('./holder-loader'),
    import('./holder-state'),
    import('./holder-registry'),
    import('@/lib/session'),
  ])
  // The shell runs the idle lock and shows the key's state, as the console with its personal centre does.
  const ConsoleShell = () => {
    loader.useChainKeyIdleLockOnceLoaded(idleMs)
    const state = holderState.useChainKeyStateOnceLoaded()
    return createElement('output', null, state.status === 'unlocked' ? `unlocked ${state.account}` : 'locked')
  }
  unmount = render(createElement(ConsoleShell)).unmount
  return { ...loader, ...registry, ...session, shown: () => screen.getByRole('status').textContent }
}

// The holder's state changes come from timers and storage, as in the console: the tests wait for what is shown.
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

afterEach(() => {
  unmount()
  sessionStorage.clear()
})

describe('the chain-key holder, loaded when there is a key', () => {
  it('a console page with no key does not load it, and logging out has nothing to lock', async () => {
    const { lockChainKeyIfHeld, loadedChainKeyHolder } = await consoleWithoutHolder(60_000)
    await lockChainKeyIfHeld()
    expect(loadedChainKeyHolder()).toBeNull()
  })

  it('a key sealed before a reload leaves the tab at once when locked, before the holder has loaded', async () => {
    const { lockChainKeyIfHeld, loadedChainKeyHolder, readAccountChainInfo, writeAccountChainInfo, shown } =
      await consoleWithoutHolder(60_000)
    expect(shown()).toBe('locked')
    writeAccountChainInfo({ account: ACCOUNT, key_id: 'k'.repeat(22), sealed: 'A'.repeat(60) })
    // Shown as unlocked from the session alone: the personal centre need not load the holder to say so.
    await vi.waitFor(() => expect(shown()).toBe(`unlocked ${ACCOUNT}`))
    expect(loadedChainKeyHolder()).toBeNull()
    const locking = lockChainKeyIfHeld()
    // Logout clears the storage right after this call: the sealed copy must already be gone.
    expect(readAccountChainInfo().status).toBe('missing')
    await locking
    expect(loadedChainKeyHolder()).not.toBeNull()
    await vi.waitFor(() => expect(shown()).toBe('locked'))
  })

  it('the idle lock of the mounted console starts once a key is unlocked and locks it after the limit', async () => {
    const { loadedChainKeyHolder } = await consoleWithoutHolder(200)
    expect(loadedChainKeyHolder()).toBeNull()
    const { chainKeyState, keepChainKey } = await import('./chain-key')
    await keepChainKey(ACCOUNT, PUBLISHED_DEV_PRIVATE_KEY)
    expect(chainKeyState()).toEqual({ status: 'unlocked', account: ACCOUNT })
    await expect.poll(() => chainKeyState(), { timeout: 10_000 }).toEqual({ status: 'locked' })
  })
})
