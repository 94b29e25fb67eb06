import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { sendAudited } from './audit-report'

const reports: unknown[] = []

const BEGAN = Date.UTC(2026, 10, 27, 3, 0, 0)
const BEGAN_TEXT = '2026-11-27 03:00:00'

beforeEach(() => {
  // Only the clock: the send below moves it on, as a slow chain would.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(BEGAN)
  reports.length = 0
  writeToken('session-token')
  server.use(
    http.post('*/api/v1/permission/auditRecord', async ({ request }) => {
      reports.push(await request.json())
      return HttpResponse.json({ error_code: 0, message: '', data: { audit_id: '1', result: 'pending' } })
    }),
  )
})
afterEach(() => {
  clearSession()
  vi.useRealTimers()
})

/** A send that takes a minute to answer. */
function slowly<T>(answer: () => Promise<T>): () => Promise<T> {
  return () => {
    vi.setSystemTime(BEGAN + 60_000)
    return answer()
  }
}

async function reported(count: number): Promise<unknown[]> {
  await expect.poll(() => reports.length).toBe(count)
  return reports
}

describe('sendAudited', () => {
  it('reports a sent transaction with its id, once per named operation', async () => {
    const txId = 'a'.repeat(64)
    const sent = await sendAudited(
      [
        { operation: 'add_function_permission', account: 'manager11111' },
        { operation: 'delete_function_permission', account: 'manager11111' },
      ],
      slowly(async () => ({ transactionId: txId })),
    )
    expect(sent.transactionId).toBe(txId)
    expect(await reported(2)).toEqual([
      { operation: 'add_function_permission', account: 'manager11111', tx_id: txId, attempted_at: BEGAN_TEXT },
      { operation: 'delete_function_permission', account: 'manager11111', tx_id: txId, attempted_at: BEGAN_TEXT },
    ])
  })

  it('reports a refused send with its error code and the time it began: no tx id, no message, no secret', async () => {
    const secret = 'my-passphrase-42'
    const refusal = Object.assign(new Error(`assertion failure, passphrase ${secret}`), { code: 'accountFrozen' })
    await expect(
      sendAudited(
        [{ operation: 'set_fee', account: 'manager11111' }],
        slowly(() => Promise.reject(refusal)),
      ),
    ).rejects.toBe(refusal)
    expect(await reported(1)).toEqual([
      { operation: 'set_fee', account: 'manager11111', error_code: 'accountFrozen', attempted_at: BEGAN_TEXT },
    ])
    expect(JSON.stringify(reports)).not.toContain(secret)
  })

  it('names an error without a console code "unknown"', async () => {
    await expect(
      sendAudited([{ operation: 'mint', account: 'platform1111' }], () => Promise.reject(new Error('node down'))),
    ).rejects.toThrow('node down')
    expect(await reported(1)).toEqual([
      { operation: 'mint', account: 'platform1111', error_code: 'unknown', attempted_at: BEGAN_TEXT },
    ])
  })
})
