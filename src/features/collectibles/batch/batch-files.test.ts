import { describe, expect, it } from 'vitest'
import { parseCsv } from '@/lib/csv'
import { resultsCsv, templateFile } from './batch-files'
import { readBatchFile, type BatchRow } from './batch-rows'

describe('batch files', () => {
  it('offers templates that the upload reads back without problems', async () => {
    for (const kind of ['mint', 'transfer'] as const) {
      const read = readBatchFile(kind, await templateFile(kind).text())
      expect(read.status).toBe('ok')
    }
  })

  it('writes one result line per row, with the transaction id or the error, re-uploadable as a batch', () => {
    const rows: BatchRow[] = [
      { kind: 'mint', line: 2, to: 'consumer1', uri: 'ipfs://a', amount: '1', memo: 'm, "quoted"' },
      { kind: 'mint', line: 3, to: 'consumer2', uri: 'ipfs://b', amount: '1', memo: '' },
    ]
    const text = resultsCsv('mint', [
      { row: rows[0] as BatchRow, result: { status: 'succeeded', transactionId: 'a'.repeat(64) }, errorText: '' },
      {
        row: rows[1] as BatchRow,
        result: { status: 'failed', error: { key: 'chainErrors.recipientFrozen' } },
        errorText: '接收方账户已冻结',
      },
    ])
    const parsed = parseCsv(text)
    expect(parsed.headers).toEqual(['line', 'to', 'uri', 'amount', 'memo', 'status', 'transaction_id', 'error'])
    expect(parsed.rows.map((row) => row.values)).toEqual([
      {
        line: '2',
        to: 'consumer1',
        uri: 'ipfs://a',
        amount: '1',
        memo: 'm, "quoted"',
        status: 'succeeded',
        transaction_id: 'a'.repeat(64),
        error: '',
      },
      {
        line: '3',
        to: 'consumer2',
        uri: 'ipfs://b',
        amount: '1',
        memo: '',
        status: 'failed',
        transaction_id: '',
        error: '接收方账户已冻结',
      },
    ])
    const again = readBatchFile('mint', text)
    expect(again.status === 'ok' && again.rows.map((row) => row.to)).toEqual(['consumer1', 'consumer2'])
  })
})
