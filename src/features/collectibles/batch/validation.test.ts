import { describe, expect, it } from 'vitest'
import { BusinessType } from '@/api/primitives'
import { readBatchFile, type BatchRow, type MintRow, type TransferRow } from './batch-rows'
import {
  validateRows,
  validateRowsLocally,
  type ChainLookups,
  type RowProblem,
  type ValidationContext,
} from './validation'

const platform = 'platform1'
const single: ValidationContext = { businessType: BusinessType.SingleCopy, account: platform }
const multi: ValidationContext = { businessType: BusinessType.MultiCopy, account: platform }

function mint(line: number, fields: Partial<MintRow> = {}): MintRow {
  return { kind: 'mint', line, to: 'consumer1', uri: `ipfs://item/${line}`, amount: '1', memo: '', ...fields }
}
function transfer(line: number, fields: Partial<TransferRow> = {}): TransferRow {
  return { kind: 'transfer', line, number: String(line), to: 'consumer1', amount: '1', ...fields }
}
function keysOf(problems: RowProblem[]): string[] {
  return problems.map((problem) => problem.key)
}
function localKeys(rows: BatchRow[], context = single): string[][] {
  return validateRowsLocally(rows, context).map((entry) => keysOf(entry.problems))
}

describe('reading a batch file', () => {
  it('reads the template columns in any case and order, memo optional', () => {
    const read = readBatchFile('mint', 'AMOUNT,To,URI\n1,consumer1,ipfs://a\n')
    expect(read).toEqual({
      status: 'ok',
      rows: [{ kind: 'mint', line: 2, to: 'consumer1', uri: 'ipfs://a', amount: '1', memo: '' }],
      malformedLines: [],
    })
  })

  it('refuses a file without a required column, without rows, or with too many rows', () => {
    expect(readBatchFile('transfer', 'to,amount\nconsumer1,1\n')).toEqual({
      status: 'invalid',
      problem: { key: 'missingColumns', columns: ['number'] },
    })
    expect(readBatchFile('mint', 'to,uri,amount,memo\n\n')).toEqual({ status: 'invalid', problem: { key: 'noRows' } })
    const many = `to,uri,amount\n${Array.from({ length: 1001 }, (_, i) => `consumer1,ipfs://${i},1`).join('\n')}`
    expect(readBatchFile('mint', many)).toMatchObject({ status: 'invalid', problem: { key: 'tooManyRows' } })
  })
})

describe('row checks without the chain', () => {
  it('accepts well-formed rows', () => {
    expect(localKeys([mint(2), mint(3, { memo: '备注' })])).toEqual([[], []])
    expect(localKeys([transfer(2)])).toEqual([[]])
  })

  it('applies the account-name rule to the recipient', () => {
    expect(localKeys([mint(2, { to: 'Consumer1' }), mint(3, { to: 'abcdefghijklmn' }), mint(4, { to: '' })])).toEqual([
      ['accountName'],
      ['accountName'],
      ['required'],
    ])
    expect(localKeys([mint(2, { to: 'abcdefghijkla' })])).toEqual([[]])
  })

  it('requires amount 1 for single-copy and a positive u64 for multi-copy', () => {
    expect(localKeys([mint(2, { amount: '2' })])).toEqual([['singleCopyAmount']])
    expect(localKeys([mint(2, { amount: '0' }), mint(3, { amount: '-1' }), mint(4, { amount: '1.5' })], multi)).toEqual(
      [['amount'], ['amount'], ['amount']],
    )
    expect(localKeys([mint(2, { amount: '18446744073709551616' })], multi)).toEqual([['amount']])
    expect(localKeys([mint(2, { amount: '18446744073709551615' })], multi)).toEqual([[]])
  })

  it('checks the URI and memo against the contract limits', () => {
    expect(
      localKeys([
        mint(2, { uri: 'no scheme' }),
        mint(3, { uri: `ipfs://${'a'.repeat(600)}` }),
        mint(4, { uri: '' }),
        mint(5, { memo: 'm'.repeat(257) }),
      ]),
    ).toEqual([['uri'], ['uriTooLong'], ['required'], ['memoTooLong']])
  })

  it('marks later duplicates with the line of the first', () => {
    const validated = validateRowsLocally([mint(2, { uri: 'ipfs://x' }), mint(3), mint(4, { uri: 'ipfs://x' })], single)
    expect(validated.map((entry) => entry.problems)).toEqual([[], [], [{ key: 'duplicate', line: 2 }]])
    const transfers = validateRowsLocally([transfer(2, { number: '7' }), transfer(3, { number: '007' })], single)
    expect(transfers[1]?.problems).toEqual([{ key: 'duplicate', line: 2 }])
  })

  it('refuses a transfer to the current account and a bad number', () => {
    expect(localKeys([transfer(2, { to: platform }), transfer(3, { number: 'x1' })])).toEqual([
      ['selfRecipient'],
      ['number'],
    ])
  })

  it('marks lines papaparse could not read', () => {
    expect(validateRowsLocally([mint(2)], { ...single, malformedLines: [2] })[0]?.problems).toEqual([
      { key: 'malformed' },
    ])
  })
})

describe('row checks on the chain', () => {
  const lookups = (overrides: Partial<ChainLookups> = {}): ChainLookups & { asked: string[] } => {
    const asked: string[] = []
    return {
      asked,
      recipient: async (account) => {
        asked.push(account)
        return account === 'ghost'
          ? 'unknown'
          : account === 'iceman'
            ? 'frozen'
            : account === 'loner'
              ? 'unregistered'
              : 'active'
      },
      holding: async ({ number }) =>
        number === '404'
          ? { status: 'notFound' }
          : { status: 'found', businessType: 2, frozen: number === '9', held: number === '8' ? '0' : '5' },
      ...overrides,
    }
  }

  it('looks each recipient up once and marks unknown, unregistered and frozen ones', async () => {
    const chain = lookups()
    const rows = [mint(2), mint(3, { to: 'ghost' }), mint(4, { to: 'iceman' }), mint(5, { to: 'loner' }), mint(6)]
    const validated = await validateRows(rows, single, chain)
    expect(validated.map((entry) => keysOf(entry.problems))).toEqual([
      [],
      ['recipientUnknown'],
      ['recipientFrozen'],
      ['recipientUnregistered'],
      [],
    ])
    expect(chain.asked.sort()).toEqual(['consumer1', 'ghost', 'iceman', 'loner'])
  })

  it('checks the holding of each transferred collectible', async () => {
    const rows = [
      transfer(2, { number: '1', amount: '5' }),
      transfer(3, { number: '2', amount: '6' }),
      transfer(4, { number: '8' }),
      transfer(5, { number: '9' }),
      transfer(6, { number: '404' }),
    ]
    const validated = await validateRows(rows, multi, lookups())
    expect(validated.map((entry) => entry.problems)).toEqual([
      [],
      [{ key: 'amountAboveHolding', held: '5' }],
      [{ key: 'notHeld' }],
      [{ key: 'nftFrozen' }],
      [{ key: 'nftNotFound' }],
    ])
    const wrongType = await validateRows([transfer(2)], single, lookups())
    expect(keysOf(wrongType[0]?.problems ?? [])).toEqual(['wrongBusinessType'])
  })

  it('does not pass a row whose chain read failed', async () => {
    const failing = lookups({ recipient: async () => Promise.reject(new Error('node down')) })
    const validated = await validateRows([mint(2), mint(3, { to: 'Bad' })], single, failing)
    expect(validated.map((entry) => keysOf(entry.problems))).toEqual([['chainCheckFailed'], ['accountName']])
  })
})
