import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChainClient } from '@/lib/chain'
import { translateMessage } from '@/lib/i18n/message-ref'
import { zhCN } from '@/lib/i18n/zh-CN'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../../mocks/node'
import { approveApplication } from './account-actions'
import { chainFailureMessage, ServerStepFailed } from './account-operation'
import { forgetChainPartDone } from './chain-part-done'
import { pendingResetApplication } from './test-fixtures'

const TX = 'd'.repeat(64)
const application = pendingResetApplication({ apply_id: '77' })

/** The server's review answers: each call takes the next; what each was sent is kept. */
const reviews = { answers: [] as Array<'fail' | 'ok'>, sent: [] as unknown[] }

beforeEach(() => {
  writeToken('session-token')
  reviews.sent.length = 0
  server.use(
    http.post('*/api/1.0/app/user_apply/review', async ({ request }) => {
      reviews.sent.push(await request.json())
      return reviews.answers.shift() === 'ok'
        ? HttpResponse.json({ error_code: 0, message: '', data: { ...application, state: 'approved' } })
        : HttpResponse.json({ error_code: 500, message: 'database unavailable', data: null }, { status: 500 })
    }),
  )
})

afterEach(() => {
  forgetChainPartDone(application.apply_id)
  clearSession()
})

describe('approving a key reset', () => {
  it('says the chain reset succeeded but the server call failed, then on retry tells the server only', async () => {
    const resetAccountKey = vi.fn(async () => ({ transactionId: TX }))
    const client: Partial<ChainClient> = { resetAccountKey }
    const operation = approveApplication(application)
    reviews.answers.push('fail', 'ok')

    const failure = await operation.send(client as ChainClient).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ServerStepFailed)
    expect(translateMessage(zhCN, chainFailureMessage(failure))).toBe(
      '链上密码重置成功，但服务器调用失败，请联系管理员',
    )
    expect(resetAccountKey).toHaveBeenCalledTimes(1)

    await expect(approveApplication(application).send(client as ChainClient)).resolves.toBe(TX)
    expect(resetAccountKey).toHaveBeenCalledTimes(1)
    expect(reviews.sent).toEqual([
      expect.objectContaining({ apply_id: '77', approved: true, tx_id: TX }),
      expect.objectContaining({ apply_id: '77', approved: true, tx_id: TX }),
    ])
  })

  it('signs the chain part again once the server has recorded the last one', async () => {
    const resetAccountKey = vi.fn(async () => ({ transactionId: TX }))
    const client: Partial<ChainClient> = { resetAccountKey }
    reviews.answers.push('ok', 'ok')
    await approveApplication(application).send(client as ChainClient)
    await approveApplication(application).send(client as ChainClient)
    expect(resetAccountKey).toHaveBeenCalledTimes(2)
  })
})
