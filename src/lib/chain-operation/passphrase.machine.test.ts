import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { passphraseMachine, type VerifyPassphraseOutput } from './passphrase.machine'

function dialog(
  answers: Array<VerifyPassphraseOutput | Error>,
  saveUpgrade: () => Promise<void> = async () => undefined,
) {
  const keepChainKey = vi.fn()
  const rememberPassphraseDeclined = vi.fn()
  const saveUpgradedKeys = vi.fn(saveUpgrade)
  const verifyPassphrase = vi.fn(async () => {
    const answer = answers.shift()
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer')
    return answer
  })
  const machine = passphraseMachine.provide({
    actors: { verifyPassphrase: fromPromise(verifyPassphrase), saveUpgradedKeys: fromPromise(saveUpgradedKeys) },
    actions: { keepChainKey, rememberPassphraseDeclined },
  })
  const actor = createActor(machine, { input: { account: 'platform1111' } })
  actor.start()
  return { actor, keepChainKey, rememberPassphraseDeclined, saveUpgradedKeys, verifyPassphrase }
}

const verified: VerifyPassphraseOutput = { status: 'verified', privateKey: '5Kfake', upgrade: null }

describe('passphrase machine', () => {
  it('shows progress while verifying, then keeps the key in session storage', async () => {
    const { actor, keepChainKey, verifyPassphrase } = dialog([verified])
    actor.send({ type: 'passphrase.submit', passphrase: 'secret-pass' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.message).toEqual({ key: 'messages.verifyingPassphrase' })
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.context.message).toEqual({ key: 'messages.passphraseVerified' })
    expect(done.output).toEqual({ outcome: 'verified' })
    expect(verifyPassphrase).toHaveBeenCalledWith(
      expect.objectContaining({ input: { account: 'platform1111', passphrase: 'secret-pass' } }),
    )
    expect(keepChainKey).toHaveBeenCalledWith(expect.anything(), { account: 'platform1111', privateKey: '5Kfake' })
    // Neither the passphrase nor the key stays in the machine.
    expect(JSON.stringify(done.context)).not.toMatch(/secret-pass|5Kfake/)
  })

  it('says the passphrase is wrong and lets the user retry', async () => {
    const { actor, keepChainKey } = dialog([{ status: 'wrongPassphrase' }, verified])
    actor.send({ type: 'passphrase.submit', passphrase: 'wrong' })
    const wrong = await waitFor(actor, (snapshot) => snapshot.matches('wrongPassphrase'))
    expect(wrong.context.message).toEqual({ key: 'messages.wrongPassphrase' })
    expect(wrong.hasTag('error')).toBe(true)
    expect(keepChainKey).not.toHaveBeenCalled()
    actor.send({ type: 'passphrase.submit', passphrase: 'right' })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(keepChainKey).toHaveBeenCalledTimes(1)
  })

  it('upgrades a legacy ciphertext after success, and a failed upgrade does not block the user', async () => {
    const upgraded = dialog([
      {
        status: 'verified',
        privateKey: '5Kfake',
        upgrade: { passphraseCheck: 'v2:check', keys: [{ permAccountsId: '7', ciphertext: 'v2:new-ciphertext' }] },
      },
    ])
    upgraded.actor.send({ type: 'passphrase.submit', passphrase: 'p' })
    await waitFor(upgraded.actor, (snapshot) => snapshot.status === 'done')
    expect(upgraded.saveUpgradedKeys).toHaveBeenCalledWith(
      expect.objectContaining({
        input: {
          account: 'platform1111',
          upgrade: { passphraseCheck: 'v2:check', keys: [{ permAccountsId: '7', ciphertext: 'v2:new-ciphertext' }] },
        },
      }),
    )

    const failing = dialog(
      [{ status: 'verified', privateKey: '5Kfake', upgrade: { passphraseCheck: 'v2:check', keys: [] } }],
      async () => Promise.reject(new Error('offline')),
    )
    failing.actor.send({ type: 'passphrase.submit', passphrase: 'p' })
    const done = await waitFor(failing.actor, (snapshot) => snapshot.status === 'done')
    expect(done.output).toEqual({ outcome: 'verified' })

    const current = dialog([verified])
    current.actor.send({ type: 'passphrase.submit', passphrase: 'p' })
    await waitFor(current.actor, (snapshot) => snapshot.status === 'done')
    expect(current.saveUpgradedKeys).not.toHaveBeenCalled()
  })

  it('closing the dialog means no passphrase: remembered, and no key kept', () => {
    const { actor, keepChainKey, rememberPassphraseDeclined } = dialog([])
    actor.send({ type: 'passphrase.close' })
    expect(actor.getSnapshot().output).toEqual({ outcome: 'dismissed' })
    expect(actor.getSnapshot().context.message).toEqual({ key: 'messages.passphraseMissing' })
    expect(rememberPassphraseDeclined).toHaveBeenCalledTimes(1)
    expect(keepChainKey).not.toHaveBeenCalled()
  })

  it('shows the server message when verification itself fails', async () => {
    const { actor } = dialog([Object.assign(new Error('x'), { data: { message: '服务繁忙' } })])
    actor.send({ type: 'passphrase.submit', passphrase: 'p' })
    const failed = await waitFor(actor, (snapshot) => snapshot.matches('verificationFailed'))
    expect(failed.context.message).toEqual({ text: '服务繁忙' })
  })

  it('ignores closing while the check is under way', () => {
    const { actor } = dialog([verified])
    actor.send({ type: 'passphrase.submit', passphrase: 'p' })
    actor.send({ type: 'passphrase.close' })
    expect(actor.getSnapshot().value).toBe('verifying')
  })
})
