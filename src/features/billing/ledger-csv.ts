import type { LedgerEntry } from '@/api/fee'
import type { CsvColumn } from '@/lib/csv'
import type { Messages } from './messages'
import { functionLabel } from './labels'

/** The points ledger's CSV columns: what its table shows, in words of the UI's language (no raw codes). */
export function ledgerCsvColumns(messages: Messages): CsvColumn<LedgerEntry>[] {
  const t = messages.billing
  return [
    { header: t.time, value: (row) => row.create_time },
    { header: t.type, value: (row) => t.ledgerTypes[row.type] },
    { header: t.change, value: (row) => row.change },
    { header: t.balanceAfter, value: (row) => row.balance_after },
    { header: t.counterparty, value: (row) => row.counterparty },
    { header: t.funcName, value: (row) => (row.func_name ? functionLabel(messages, row.func_name) : '') },
    { header: t.txHash, value: (row) => row.tx_hash },
  ]
}
