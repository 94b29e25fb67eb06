import { afterEach, describe, expect, it } from 'vitest'
import {
  currentPassphraseRequest,
  rememberPassphraseDeclined,
  requestPassphrase,
  resetPassphrasePrompts,
  settlePassphraseRequest,
  wasPassphraseDeclined,
} from './passphrase-prompt'

afterEach(() => resetPassphrasePrompts())

describe('passphrase prompt', () => {
  it('shows one request at a time and answers each caller with its own outcome', async () => {
    const first = requestPassphrase('platform1111')
    const second = requestPassphrase('operator1111')
    const shown = currentPassphraseRequest()
    expect(shown?.account).toBe('platform1111')
    settlePassphraseRequest(shown?.id ?? -1, { outcome: 'verified' })
    await expect(first).resolves.toEqual({ outcome: 'verified' })

    const next = currentPassphraseRequest()
    expect(next?.account).toBe('operator1111')
    settlePassphraseRequest(next?.id ?? -1, { outcome: 'dismissed' })
    await expect(second).resolves.toEqual({ outcome: 'dismissed' })
    expect(currentPassphraseRequest()).toBeNull()
  })

  it('ignores a stale settle for a request that is no longer pending', async () => {
    const pending = requestPassphrase('platform1111')
    const id = currentPassphraseRequest()?.id ?? -1
    settlePassphraseRequest(id, { outcome: 'verified' })
    settlePassphraseRequest(id, { outcome: 'dismissed' })
    await expect(pending).resolves.toEqual({ outcome: 'verified' })
  })

  it('remembers a declined dialog until reset (a page reload)', async () => {
    expect(wasPassphraseDeclined()).toBe(false)
    rememberPassphraseDeclined()
    expect(wasPassphraseDeclined()).toBe(true)
    const pending = requestPassphrase('platform1111')
    resetPassphrasePrompts()
    await expect(pending).resolves.toEqual({ outcome: 'dismissed' })
    expect(wasPassphraseDeclined()).toBe(false)
  })
})
