import { describe, expect, it } from 'vitest'
import { zhCN as core } from '@/lib/i18n/zh-CN'
import { collectiblesCatalogue, type Messages } from '../messages'
import { rowResultText } from './batch-messages'
import type { PlannedTransaction } from './packing'
import { blameRecipients, blamedAccountsOf, failedRowResults } from './row-failure'

const transaction: PlannedTransaction = {
  actions: [
    { name: 'mintbatch', to: 'operator1', memo: '', lines: [2, 4] },
    { name: 'mintbatch', to: 'consumer1', memo: '', lines: [3, 5] },
  ],
  lines: [2, 3, 4, 5],
  bytes: 400,
}
const recipientOf = (line: number) => (line % 2 === 0 ? 'operator1' : 'consumer1')
const messages = { ...core, ...collectiblesCatalogue.zhCN } as Messages

describe('a failed transaction, row by row', () => {
  it('reads the recipients again to find the frozen one', async () => {
    const error = Object.assign(new Error('recipient not active'), { code: 'recipientFrozen' })
    const blamed = await blameRecipients(error, transaction, async (account) =>
      account === 'consumer1' ? 'frozen' : 'active',
    )
    expect(blamedAccountsOf(blamed)).toEqual(['consumer1'])
  })

  it('blames no one when the error is not about a recipient or the reads fail', async () => {
    const points = Object.assign(new Error('x'), { code: 'insufficientPoints' })
    expect(blamedAccountsOf(await blameRecipients(points, transaction, async () => 'frozen'))).toEqual([])
    const frozen = Object.assign(new Error('x'), { code: 'recipientFrozen' })
    const unread = await blameRecipients(frozen, transaction, () => Promise.reject(new Error('offline')))
    expect(blamedAccountsOf(unread)).toEqual([])
  })

  it('names the frozen account on its rows and tells the others they failed with their transaction', () => {
    const results = failedRowResults(transaction, recipientOf, { key: 'chainErrors.recipientFrozen' }, ['consumer1'])
    expect(rowResultText(messages, results['3'])).toBe('接收方账户已冻结：consumer1')
    expect(rowResultText(messages, results['2'])).toBe(
      '本行无误：所在交易因 consumer1 失败（接收方账户已冻结），本行随之未执行，可重新发送',
    )
    const unknown = failedRowResults(transaction, recipientOf, { key: 'chainErrors.unknown' }, [])
    expect(rowResultText(messages, unknown['2'])).toMatch(/^所在交易失败（.+），本行随之未执行$/)
  })
})
