import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { sendAudited } from './audit-report'

const reports: unknown[] = []

beforeEach(() => {
  reports.length = 0
  writeToken('session-token')
  server.use(
    http.post('*/api/v1/permission/auditRecord', async ({ request }) => {
      reports.push(await request.json())
      return HttpResponse.json({ error_code: 0, message: '', data: { audit_id: '1', result: 'pending' } })
    }),
  )
})
afterEach(() => clearSession())

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
      async () => ({ transactionId: txId }),
    )
    expect(sent.transactionId).toBe(txId)
    expect(await reported(2)).toEqual([
      { operation: 'add_function_permission', account: 'manager11111', tx_id: txId },
      { operation: 'delete_function_permission', account: 'manager11111', tx_id: txId },
    ])
  })

  it('reports a refused send with its error code only: no tx id, no message, no secret', async () => {
    const secret = 'my-passphrase-42'
    const refusal = Object.assign(new Error(`assertion failure, passphrase ${secret}`), { code: 'accountFrozen' })
    await expect(
      sendAudited([{ operation: 'set_fee', account: 'manager11111' }], () => Promise.reject(refusal)),
    ).rejects.toBe(refusal)
    expect(await reported(1)).toEqual([{ operation: 'set_fee', account: 'manager11111', error_code: 'accountFrozen' }])
    expect(JSON.stringify(reports)).not.toContain(secret)
  })

  it('names an error without a console code "unknown"', async () => {
    await expect(
      sendAudited([{ operation: 'mint', account: 'platform1111' }], () => Promise.reject(new Error('node down'))),
    ).rejects.toThrow('node down')
    expect(await reported(1)).toEqual([{ operation: 'mint', account: 'platform1111', error_code: 'unknown' }])
  })
})
