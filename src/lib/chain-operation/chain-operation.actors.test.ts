import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { resetPassphrasePrompts, rememberPassphraseDeclined } from '@/lib/passphrase-prompt'
import { chainOperationActors, checkPoints, createWaitForIndexing, readChainKey } from './chain-operation.actors'
import { keepChainKey, lockChainKey } from '@/lib/chain-keys/chain-key'
import { chainOperationMachine, type CheckPointsOutput, type ReadChainKeyOutput } from './chain-operation.machine'
import { PUBLISHED_DEV_PRIVATE_KEY } from '@/test/fixture-keys'
import { translateMessage } from '@/lib/i18n/message-ref'
import { zhCN } from '@/lib/i18n/zh-CN'

// A syntactically valid (WIF) key that holds nothing: the storage schema checks the shape.
const fakeKey = PUBLISHED_DEV_PRIVATE_KEY

afterEach(async () => {
  await lockChainKey()
  clearSession()
  sessionStorage.clear()
  resetPassphrasePrompts()
})

describe('chain operation actors', () => {
  it('fit the machine', () => {
    // Compiles only if every shared implementation matches the machine's declared actor types.
    const provided = chainOperationMachine.provide({ actors: chainOperationActors })
    expect(provided.id).toBe('chainOperation')
  })

  it('reads whether the key of this account is unlocked, or was declined in this page load', async () => {
    const read = async (account: string) => {
      const actor = createActor(readChainKey, { input: { account } })
      actor.start()
      return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output
    }
    expect(await read('platform1111')).toEqual({ status: 'absent' })
    await keepChainKey('platform1111', fakeKey)
    expect(await read('platform1111')).toEqual({ status: 'present' })
    // Another account's key does not count.
    expect(await read('platform2222')).toEqual({ status: 'absent' })
    rememberPassphraseDeclined()
    expect(await read('platform2222')).toEqual({ status: 'declined' })
  })

  it('the points check answers enough, or the points missing (fee rule minus balance)', async () => {
    writeToken('session-token')
    let enough: 0 | 1 = 1
    let supply: 'ok' | 'noAccount' = 'ok'
    server.use(
      http.get('*/api/v1/fee/isAction', () => HttpResponse.json({ error_code: 0, message: '', data: enough })),
      http.get('*/api/v1/fee/getFee', () =>
        HttpResponse.json({
          error_code: 0,
          message: '',
          data: [{ business_type: 1, func_name: 'mint', value: '50', update_time: '2026-11-23 10:00:00' }],
        }),
      ),
      http.get('*/api/v1/fee/getSupply', () =>
        supply === 'ok'
          ? HttpResponse.json({
              error_code: 0,
              message: '',
              data: {
                account: 'platform1111',
                role: 2,
                bussiness_name: '示例平台',
                balance: '10',
                update_time: '2026-11-23 10:00:00',
              },
            })
          : HttpResponse.json({ error_code: 127, message: '积分账户不存在', data: null }),
      ),
    )
    const check = async (method: string, fee?: string) => {
      const actor = createActor(checkPoints, {
        input: { account: 'platform1111', method, businessType: 1, ...(fee === undefined ? {} : { fee }) },
      })
      actor.start()
      return (await waitFor(actor, (snapshot) => snapshot.status === 'done')).output
    }
    expect(await check('mint')).toEqual({ enough: true })
    enough = 0
    expect(await check('mint')).toEqual({ enough: false, missing: '40' })
    // A batch previewed at 3 × 50: the whole fee must be covered.
    expect(await check('mint', '150')).toEqual({ enough: false, missing: '140' })
    supply = 'noAccount'
    expect(await check('mint')).toEqual({ enough: false, missing: '50' })
    // Functions without a fee rule (account and manager actions) cost nothing.
    expect(await check('setfee')).toEqual({ enough: true })
  })

  it('a fee-free operation goes through with an empty points account; a charged one is still refused', async () => {
    writeToken('session-token')
    let pointsAsked = 0
    server.use(
      http.get('*/api/v1/fee/isAction', () => {
        pointsAsked += 1
        return HttpResponse.json({ error_code: 0, message: '', data: 0 })
      }),
      http.get('*/api/v1/fee/getFee', () =>
        HttpResponse.json({
          error_code: 0,
          message: '',
          data: [{ business_type: 1, func_name: 'freeze', value: '50', update_time: '2026-11-23 10:00:00' }],
        }),
      ),
      http.get('*/api/v1/fee/getSupply', () =>
        HttpResponse.json({ error_code: 127, message: '积分账户不存在', data: null }),
      ),
    )
    // An operator's account freeze: the role rule names it `freeze`, but it charges no points.
    const run = (fee: string) => {
      const machine = chainOperationMachine.provide({
        actors: {
          ...chainOperationActors,
          readChainKey: fromPromise(async (): Promise<ReadChainKeyOutput> => ({ status: 'present' })),
          estimateFee: fromPromise(async () => ({ points: fee })),
        },
      })
      const actor = createActor(machine, {
        input: {
          operation: 'freeze',
          method: 'freeze',
          businessType: 1,
          account: { account: 'operator1111', type: 2, role: 1 },
        },
      })
      actor.start()
      actor.send({ type: 'operation.start', payload: { target: 'user11111111' } })
      return waitFor(actor, (snapshot) => snapshot.matches('confirming') || snapshot.status === 'done')
    }

    const free = await run('0')
    expect(free.value).toBe('confirming')
    expect(pointsAsked).toBe(0)

    const charged = await run('50')
    expect(charged.value).toBe('failed')
    expect(translateMessage(zhCN, charged.context.error ?? { text: '' })).toBe('积分不足，无法进行链上操作')
    expect(charged.context.pointsShortfall).toBe('50')
    expect(pointsAsked).toBe(1)
  })

  it('waitForIndexing reports inclusion then indexing to the operation', async () => {
    let checks = 0
    const machine = chainOperationMachine.provide({
      actors: {
        readChainKey: fromPromise(async (): Promise<ReadChainKeyOutput> => ({ status: 'present' })),
        checkPoints: fromPromise(async (): Promise<CheckPointsOutput> => ({ enough: true })),
        estimateFee: fromPromise(async () => ({ points: '1' })),
        sendTransaction: fromPromise(async () => ({ transactionId: 'a'.repeat(64) })),
        waitForIndexing: createWaitForIndexing({
          waitForInclusion: async () => ({ included: true }),
          isIndexed: async () => {
            checks += 1
            return checks >= 3
          },
          pollMs: 1,
        }),
      },
    })
    const actor = createActor(machine, {
      input: {
        operation: 'mint721',
        method: 'mint',
        businessType: 1,
        account: { account: 'platform1111', type: 2, role: 2 },
      },
    })
    actor.start()
    actor.send({ type: 'operation.start', payload: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    actor.send({ type: 'operation.confirm' })
    await waitFor(actor, (snapshot) => snapshot.context.progress === 'included')
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.value).toBe('done')
    expect(checks).toBe(3)
  })

  it('the default wait step long-polls the server until the transaction is indexed, showing each stage', async () => {
    const asked: string[] = []
    server.use(
      http.get('*/api/v1/chain/checkTransaction', ({ request }) => {
        const query = new URL(request.url).searchParams
        asked.push(query.get('wait_ms') ?? '')
        const id = query.get('id') ?? ''
        const indexed = asked.length >= 2
        return HttpResponse.json({
          error_code: 0,
          message: '',
          data: { id, indexed, block_num: indexed ? '9' : null, block_id: indexed ? id : null, irreversible: indexed },
        })
      }),
    )
    writeToken('session-token')
    const machine = chainOperationMachine.provide({
      actors: {
        ...chainOperationActors,
        readChainKey: fromPromise(async (): Promise<ReadChainKeyOutput> => ({ status: 'present' })),
        checkPoints: fromPromise(async (): Promise<CheckPointsOutput> => ({ enough: true })),
        estimateFee: fromPromise(async () => ({ points: '1' })),
        sendTransaction: fromPromise(async () => ({ transactionId: 'c'.repeat(64) })),
      },
    })
    const actor = createActor(machine, {
      input: {
        operation: 'mint721',
        method: 'mint',
        businessType: 1,
        account: { account: 'platform1111', type: 2, role: 2 },
      },
    })
    const progress: string[] = []
    actor.subscribe((snapshot) => {
      if (progress.at(-1) !== snapshot.context.progress) progress.push(snapshot.context.progress)
    })
    actor.start()
    actor.send({ type: 'operation.start', payload: {} })
    await waitFor(actor, (snapshot) => snapshot.matches('confirming'))
    actor.send({ type: 'operation.confirm' })
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done')
    expect(done.output).toMatchObject({ status: 'done', transactionId: 'c'.repeat(64) })
    expect(progress).toEqual(['notSent', 'sent', 'included', 'indexed'])
    // Each question asks the server to hold its answer until indexed: no fixed sleep on the console's side.
    expect(asked).toEqual(['1000', '1000'])
  })
})
