import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, waitFor, type AnyActorLogic } from 'xstate'
import { lockChainKey, unlockedChainKey } from '@/lib/chain-keys/chain-key'
import { passphraseMachine } from './passphrase.machine'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'

const calls = vi.hoisted(() => ({
  unlockChainKey: vi.fn(),
  reencryptStoredKeys: vi.fn(),
  saveReencryptedKeys: vi.fn(),
}))
vi.mock('@/lib/chain-keys', () => calls)

const { NoStoredKeyError, passphraseImplementations, verifyPassphrase } = await import('./passphrase.actors')

const fakeKey = PUBLISHED_DEV_PRIVATE_KEY

async function run(logic: AnyActorLogic, input: unknown) {
  const actor = createActor(logic, { input })
  // An observer for errors: a failing actor is an expected outcome here.
  actor.subscribe({ error: () => undefined })
  actor.start()
  const snapshot = await waitFor(actor, (current) => current.status !== 'active')
  return snapshot
}

beforeEach(() => {
  calls.unlockChainKey.mockReset()
  calls.reencryptStoredKeys.mockReset()
  calls.saveReencryptedKeys.mockReset()
  sessionStorage.clear()
})

describe('passphrase actors', () => {
  it('answers wrongPassphrase, or verified with the key and no upgrade for current ciphertexts', async () => {
    calls.unlockChainKey.mockResolvedValueOnce({ status: 'wrongPassphrase' })
    expect((await run(verifyPassphrase, { account: 'platform1111', passphrase: 'x' })).output).toEqual({
      status: 'wrongPassphrase',
    })
    calls.unlockChainKey.mockResolvedValueOnce({
      status: 'unlocked',
      account: 'platform1111',
      privateKey: fakeKey,
      needsUpgrade: false,
    })
    expect((await run(verifyPassphrase, { account: 'platform1111', passphrase: 'x' })).output).toEqual({
      status: 'verified',
      privateKey: fakeKey,
      upgrade: null,
    })
  })

  it('fails when the account has no stored key', async () => {
    calls.unlockChainKey.mockResolvedValueOnce({
      status: 'unlocked',
      account: 'platform1111',
      privateKey: null,
      needsUpgrade: false,
    })
    await expect(run(verifyPassphrase, { account: 'platform1111', passphrase: 'x' })).rejects.toBeInstanceOf(
      NoStoredKeyError,
    )
  })

  it('never re-encrypts legacy ciphertexts at unlock: that would store key material without the login password', async () => {
    calls.unlockChainKey.mockResolvedValue({
      status: 'unlocked',
      account: 'platform1111',
      privateKey: fakeKey,
      needsUpgrade: true,
    })
    const output = (await run(verifyPassphrase, { account: 'platform1111', passphrase: 'pass phrase' })).output
    expect(output).toEqual({ status: 'verified', privateKey: fakeKey, upgrade: null })
    expect(calls.reencryptStoredKeys).not.toHaveBeenCalled()
    expect(calls.saveReencryptedKeys).not.toHaveBeenCalled()
  })

  it('hands the decrypted key to the key holder once verified', async () => {
    calls.unlockChainKey.mockResolvedValue({
      status: 'unlocked',
      account: 'platform1111',
      privateKey: fakeKey,
      needsUpgrade: false,
    })
    const actor = createActor(passphraseMachine.provide(passphraseImplementations), {
      input: { account: 'platform1111' },
    })
    actor.start()
    actor.send({ type: 'passphrase.submit', passphrase: 'x' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(await unlockedChainKey('platform1111')).toEqual({ account: 'platform1111', privateKey: fakeKey })
    await lockChainKey()
  })
})
