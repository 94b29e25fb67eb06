import { describe, expect, it } from 'vitest'
import type { LedgerEntry } from '@/api/fee'
import { toCsv } from '@/lib/csv'
import { enUS as coreEnUS } from '@/lib/i18n/en-US'
import { zhCN as coreZhCN } from '@/lib/i18n'
import { enUS } from './messages/en-US'
import { zhCN } from './messages/zh-CN'
import type { Messages } from './messages'
import { ledgerCsvColumns } from './ledger-csv'

const fee: LedgerEntry = {
  id: '7',
  account: 'platform1',
  type: 'fee',
  change: '-2',
  balance_after: '98',
  counterparty: 'ddc',
  func_name: 'mint',
  tx_hash: 'a'.repeat(64),
  create_time: '2026-11-27 10:00:00',
}

function csvIn(messages: Messages): string[] {
  return toCsv(ledgerCsvColumns(messages), [fee]).trim().split(/\r?\n/)
}

describe('points ledger CSV', () => {
  it("writes the function and the type in the UI's words, as its table shows them", () => {
    const [header, row] = csvIn({ ...coreEnUS, ...enUS } as Messages)
    expect(header).toContain('Function')
    expect(row).toContain('Mint (mint)')
    expect(row).not.toMatch(/,mint,/)
    const [, zhRow] = csvIn({ ...coreZhCN, ...zhCN })
    expect(zhRow).toContain('创建（mint）')
  })
})
