import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearSession, writeToken } from '@/lib/session'
import { server } from '../../../mocks/node'
import { FOLLOW_UP_ROUNDS, refreshWhenIndexed } from './indexed-follow-up'

const TX = 'd'.repeat(64)

/** The indexer answers "not yet" to the first `lateBy` questions. */
function indexerLateBy(lateBy: number) {
  const asked = { count: 0 }
  server.use(
    http.get('*/api/v1/chain/checkTransaction', () => {
      asked.count += 1
      const indexed = asked.count > lateBy
      return HttpResponse.json({
        error_code: 0,
        message: '',
        data: {
          id: TX,
          indexed,
          block_num: indexed ? '9' : null,
          block_id: indexed ? TX : null,
          irreversible: indexed,
        },
      })
    }),
  )
  return asked
}

afterEach(() => {
  clearSession()
})

describe('refresh when indexed', () => {
  it('refreshes at once, and again once a transaction sent but not indexed in time is indexed', async () => {
    writeToken('session-token')
    const asked = indexerLateBy(2)
    const refresh = vi.fn()
    refreshWhenIndexed({ status: 'sentNotIndexed', transactionId: TX }, refresh)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(2))
    expect(asked.count).toBe(3)
  })

  it('an indexed operation refreshes once; a follow-up that never sees it gives up without a second refresh', async () => {
    writeToken('session-token')
    const asked = indexerLateBy(Number.POSITIVE_INFINITY)
    const indexed = vi.fn()
    refreshWhenIndexed({ status: 'done', transactionId: TX }, indexed)
    expect(indexed).toHaveBeenCalledTimes(1)
    const never = vi.fn()
    refreshWhenIndexed({ status: 'sentNotIndexed', transactionId: TX }, never)
    await vi.waitFor(() => expect(asked.count).toBe(FOLLOW_UP_ROUNDS))
    expect(never).toHaveBeenCalledTimes(1)
    expect(indexed).toHaveBeenCalledTimes(1)
  })
})
