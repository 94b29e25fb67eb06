import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import {
  chainOperationMachine,
  type ChainOperationAccount,
  type CheckPointsOutput,
  type ReadChainKeyOutput,
} from './chain-operation.machine'
import { passphraseMachine, type PassphraseOutput, type VerifyPassphraseOutput } from './passphrase.machine'

const custodialPlatform: ChainOperationAccount = { account: 'platform1111', type: 2, role: 2 }
const txId = 'a'.repeat(64)

interface Fakes {
  key?: ReadChainKeyOutput['status']
  points?: Array<CheckPointsOutput | Error | { error_code: number; message: string }>
  send?: () => Promise<{ transactionId: string }>
  indexing?: 'indexed' | 'never' | 'includedOnly'
  passphrase?: () => Promise<PassphraseOutput>
}

function operation(fakes: Fakes = {}, account: ChainOperationAccount = custodialPlatform, method = 'mint') {
  const pointsAnswers = [...(fakes.points ?? [{ enough: true }])]
  const sendTransaction = vi.fn(fakes.send ?? (async () => ({ transactionId: txId })))
  const checkPoints = vi.fn(async () => {
    const answer = pointsAnswers.length > 1 ? pointsAnswers.shift() : pointsAnswers[0]
    if (answer === undefined || !('enough' in answer)) throw answer
    return answer
  })
  const machine = chainOperationMachine.provide({
    actors: {
      readChainKey: fromPromise(async () => ({ status: fakes.key ?? 'present' })),
      checkPoints: fromPromise(checkPoints),
      estimateFee: fromPromise(async () => ({ points: '10' })),
      sendTransaction: fromPromise(sendTransaction),
      waitForIndexing: fromCallback(({ sendBack }) => {
        if (fakes.indexing === 'never') return
        sendBack({ type: 'indexing.included' })
        if (fakes.indexing !== 'includedOnly') setTimeout(() => sendBack({ type: 'indexing.indexed' }), 5)
      }),
      ...(fakes.passphrase ? { passphrase: fromPromise(fakes.passphrase) } : {}),
    },
    delays: { pointsRetry: 3000, indexingTimeout: 3000 },
  })
  const actor = createActor(machine, { input: { operation: `${method}721`, method, businessType: 1, account } })
  actor.start()
  return { actor, sendTransaction, checkPoints }
}

describe('chain operation machine', () => {
  it('checks, shows the fee, sends after confirmation and ends when indexed', async () => {
    const { actor, sendTransaction } = operation()
    actor.send({ type: 'operation.start', payload: { to: 'user11111111', ddc_uri: 'ipfs://x' } })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    expect(actor.getSnapshot().context.fee).toEqual({ points: '10' })
    expect(sendTransaction).not.toHaveBeenCalled()
    actor.send({ type: 'operation.confirm' })
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.value).toBe('done')
    expect(done.context.progress).toBe('indexed')
    expect(done.context.notice).toEqual({ key: 'chainErrors.success' })
    expect(done.output).toEqual({ status: 'done', transactionId: txId, error: null })
    expect(sendTransaction).toHaveBeenCalledWith(
      expect.objectContaining({
        input: expect.objectContaining({
          account: 'platform1111',
          payload: { to: 'user11111111', ddc_uri: 'ipfs://x' },
        }),
      }),
    )
  })

  it('refuses a non-custodial account before anything else', () => {
    const { actor, checkPoints } = operation({}, { account: 'holder111111', type: 1, role: 2 })
    actor.send({ type: 'operation.start', payload: {} })
    expect(actor.getSnapshot().value).toBe('failed')
    expect(actor.getSnapshot().hasTag('error')).toBe(true)
    expect(actor.getSnapshot().context.error).toEqual({ key: 'messages.nonCustodial' })
    expect(checkPoints).not.toHaveBeenCalled()
  })

  it('allows freeze only to operators and platforms', async () => {
    const visitor = operation({}, { account: 'visitor11111', type: 2, role: 0 }, 'freeze')
    visitor.actor.send({ type: 'operation.start', payload: {} })
    expect(visitor.actor.getSnapshot().context.error).toEqual({ key: 'messages.freezeRoleOnly' })

    const operator = operation({}, { account: 'operator1111', type: 2, role: 1 }, 'freeze')
    operator.actor.send({ type: 'operation.start', payload: {} })
    await waitFor(operator.actor, (snapshot) => snapshot.matches('confirming'))

    // Other operations have no role rule.
    const visitorMint = operation({}, { account: 'visitor11111', type: 2, role: 0 }, 'mint')
    visitorMint.actor.send({ type: 'operation.start', payload: {} })
    await waitFor(visitorMint.actor, (snapshot) => snapshot.matches('confirming'))
  })

  it('never sends without enough points', async () => {
    const { actor, sendTransaction } = operation({ points: [{ enough: false }] })
    actor.send({ type: 'operation.start', payload: {} })
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(failed.value).toBe('failed')
    expect(failed.context.error).toEqual({ key: 'messages.insufficientPoints' })
    expect(failed.context.pointsShortfall).toBeNull()
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('keeps the points missing, when the check tells them, for the "recharge first" message', async () => {
    const { actor, sendTransaction } = operation({ points: [{ enough: false, missing: '40' }] })
    actor.send({ type: 'operation.start', payload: {} })
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(failed.value).toBe('failed')
    expect(failed.context.pointsShortfall).toBe('40')
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('retries a failed points check after 3 s, showing the failure meanwhile', async () => {
    vi.useFakeTimers()
    try {
      const { actor, checkPoints } = operation({ points: [new Error('network'), { enough: true }] })
      actor.send({ type: 'operation.start', payload: {} })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('pointsRetryWait')
      expect(actor.getSnapshot().context.error).toEqual({ key: 'messages.pointsQueryFailed' })
      await vi.advanceTimersByTimeAsync(2999)
      expect(checkPoints).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(checkPoints).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('confirming')
      expect(actor.getSnapshot().context.error).toBeNull()
    } finally {
      vi.useRealTimers()
    }
  })

  it('does not retry when the account has no points record (code 127)', async () => {
    const { actor, checkPoints } = operation({ points: [{ error_code: 127, message: '该账户暂无积分' }] })
    actor.send({ type: 'operation.start', payload: {} })
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(failed.value).toBe('failed')
    expect(failed.context.error).toEqual({ text: '该账户暂无积分' })
    expect(checkPoints).toHaveBeenCalledTimes(1)
  })

  it('cannot send after cancel', async () => {
    const { actor, sendTransaction } = operation()
    actor.send({ type: 'operation.start', payload: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    actor.send({ type: 'operation.cancel' })
    actor.send({ type: 'operation.confirm' })
    expect(actor.getSnapshot().value).toBe('cancelled')
    expect(actor.getSnapshot().output?.status).toBe('cancelled')
    expect(sendTransaction).not.toHaveBeenCalled()
  })

  it('ignores cancel once the transaction is being sent', async () => {
    let release: (value: { transactionId: string }) => void = () => undefined
    const { actor } = operation({ send: () => new Promise((resolve) => (release = resolve)) })
    actor.send({ type: 'operation.start', payload: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    actor.send({ type: 'operation.confirm' })
    actor.send({ type: 'operation.cancel' })
    expect(actor.getSnapshot().value).toBe('sending')
    release({ transactionId: txId })
    await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(actor.getSnapshot().value).toBe('done')
  })

  it('maps a chain error code to its catalogue message', async () => {
    const { actor } = operation({
      send: async () => Promise.reject(Object.assign(new Error('frozen'), { code: 'recipientFrozen' })),
    })
    actor.send({ type: 'operation.start', payload: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    actor.send({ type: 'operation.confirm' })
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(failed.context.error).toEqual({ key: 'chainErrors.recipientFrozen' })
    const unknown = operation({ send: async () => Promise.reject(new Error('boom')) })
    unknown.actor.send({ type: 'operation.start', payload: {} })
    await waitFor(unknown.actor, (snapshot) => snapshot.matches('confirming'))
    unknown.actor.send({ type: 'operation.confirm' })
    expect((await waitFor(unknown.actor, (snapshot) => snapshot.status === 'done')).context.error).toEqual({
      key: 'chainErrors.unknown',
    })
  })

  it('says "sent, not yet indexed" when indexing takes more than 3 s, with progress meanwhile', async () => {
    vi.useFakeTimers()
    try {
      const { actor } = operation({ indexing: 'includedOnly' })
      actor.send({ type: 'operation.start', payload: {} })
      await vi.advanceTimersByTimeAsync(0)
      actor.send({ type: 'operation.confirm' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().value).toBe('awaitingIndex')
      expect(actor.getSnapshot().context.progress).toBe('included')
      await vi.advanceTimersByTimeAsync(3000)
      expect(actor.getSnapshot().value).toBe('sentNotIndexed')
      expect(actor.getSnapshot().context.notice).toEqual({ key: 'messages.sentNotIndexed' })
      expect(actor.getSnapshot().output).toEqual({ status: 'sentNotIndexed', transactionId: txId, error: null })
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks for the passphrase when the key is absent, then continues', async () => {
    // The dialog (the passphrase machine, with its real actor contract) answers for the operation.
    const keepChainKey = vi.fn<() => void>()
    const dialog = passphraseMachine.provide({
      actors: {
        verifyPassphrase: fromPromise(async (): Promise<VerifyPassphraseOutput> => ({
          status: 'verified',
          privateKey: 'PVT_K1_fake',
          upgrade: null,
        })),
      },
      actions: { keepChainKey, rememberPassphraseDeclined: vi.fn<() => void>() },
    })
    let openDialog: (account: string) => void = () => undefined
    const asked = new Promise<string>((resolve) => (openDialog = resolve))
    const { actor } = operation({
      key: 'absent',
      passphrase: async () => {
        const dialogActor = createActor(dialog, { input: { account: 'platform1111' } })
        dialogActor.start()
        openDialog('platform1111')
        dialogActor.send({ type: 'passphrase.submit', passphrase: 'correct horse' })
        return (await waitFor(dialogActor, (snapshot) => snapshot.status === 'done')).output ?? { outcome: 'dismissed' }
      },
    })
    actor.send({ type: 'operation.start', payload: {} })
    expect(await asked).toBe('platform1111')
    const confirming = await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    expect(confirming.context.notice).toEqual({ key: 'messages.passphraseVerified' })
    expect(keepChainKey).toHaveBeenCalledTimes(1)
    // The key never lands in the operation's context.
    expect(JSON.stringify(confirming.context)).not.toContain('PVT_K1_fake')
  })

  it('stops when the passphrase dialog is closed, and does not ask again after that', async () => {
    const { actor, sendTransaction } = operation({ key: 'absent', passphrase: async () => ({ outcome: 'dismissed' }) })
    actor.send({ type: 'operation.start', payload: {} })
    const failed = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(failed.context.error).toEqual({ key: 'messages.passphraseMissing' })

    const later = operation({ key: 'declined' })
    later.actor.send({ type: 'operation.start', payload: {} })
    const refused = await waitFor(later.actor, (snapshot) => snapshot.status === 'done')
    expect(refused.context.error).toEqual({ key: 'messages.passphraseMissingRefresh' })
    expect(sendTransaction).not.toHaveBeenCalled()
    expect(later.sendTransaction).not.toHaveBeenCalled()
  })
})
