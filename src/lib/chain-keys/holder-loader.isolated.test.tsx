/**
 * The chain-key holder loads only when there is a key to hold: a console page that unlocked nothing never
 * downloads it, locking still reaches a key sealed before a reload, and the idle lock starts once a key can
 * be unlocked. Isolated, each test on fresh modules: the holder must not have been loaded before it.
 */
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const ACCOUNT = 'platform1111'
let unmount = () => undefined as unknown

/** The loader as a console page that has not loaded the holder meets it, mounted in a console shell. */
async function consoleWithoutHolder(idleMs: number) {
  vi.resetModules()
  const [{ render }, loader, registry, session] = await Promise.all([
    import('@testing-library/react'),
    import('./holder-loader'),
    import('./holder-registry'),
    import('@/lib/session'),
  ])
  const ConsoleShell = () => {
    loader.useChainKeyIdleLockOnceLoaded(idleMs)
    return null
  }
  unmount = render(createElement(ConsoleShell)).unmount
  return { ...loader, ...registry, ...session }
}

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
    const { lockChainKeyIfHeld, loadedChainKeyHolder, readAccountChainInfo, writeAccountChainInfo } =
      await consoleWithoutHolder(60_000)
    expect(loadedChainKeyHolder()).toBeNull()
    writeAccountChainInfo({ account: ACCOUNT, key_id: 'k'.repeat(22), sealed: 'A'.repeat(60) })
    const locking = lockChainKeyIfHeld()
    // Logout clears the storage right after this call: the sealed copy must already be gone.
    expect(readAccountChainInfo().status).toBe('missing')
    await locking
    expect(loadedChainKeyHolder()).not.toBeNull()
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
