import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { ledgerEntryType, type LedgerEntry } from '@/api/fee'
import { AddressText, DateInput, isApiDate, type TableColumn } from '@/design-system'
import { callApi } from '@/lib/api-client'
import { useI18n } from '../messages'
import { useLedger, type LedgerQuery } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { RecordFilters, type RecordFilterValues } from '../components/RecordFilters'
import { RecordList, type PageState } from '../components/RecordList'
import { useRecordSearch } from '../components/use-record-search'
import { expandDateRange } from '../date-range'
import { functionLabel } from '../labels'
import { ledgerCsvColumns } from '../ledger-csv'

const LEDGER_TYPES = ledgerEntryType.options

function ledgerQuery(filters: RecordFilterValues, page: PageState): LedgerQuery {
  const type = LEDGER_TYPES.find((candidate) => candidate === filters.type)
  return { current: page.current, size: page.size, ...(type ? { type } : {}), ...expandDateRange(filters) }
}

/** `/charging/record` (platform, opened from its points page): the current account's points ledger. */
export default function RecordPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const { filters, page, setPage, search } = useRecordSearch()
  const result = useLedger(ledgerQuery(filters, page))

  const columns: TableColumn<LedgerEntry>[] = [
    { key: 'create_time', title: t.time },
    { key: 'type', title: t.type, render: (row) => t.ledgerTypes[row.type] },
    { key: 'change', title: t.change, align: 'right' },
    { key: 'balance_after', title: t.balanceAfter, align: 'right' },
    { key: 'counterparty', title: t.counterparty, render: (row) => <AddressText value={row.counterparty} /> },
    {
      key: 'func_name',
      title: t.funcName,
      render: (row) => (row.func_name ? functionLabel(messages, row.func_name) : ''),
    },
    { key: 'tx_hash', title: t.txHash, render: (row) => <AddressText value={row.tx_hash} copyable /> },
  ]
  const csvColumns = ledgerCsvColumns(messages)

  return (
    <BillingPage>
      <RecordFilters
        dates={{ Field: DateInput, isDate: isApiDate }}
        types={LEDGER_TYPES.map((type) => ({ value: type, label: t.ledgerTypes[type] }))}
        onSearch={search}
      />
      <RecordList
        caption={t.ledger}
        columns={columns}
        rowKey={(row) => row.id}
        result={result}
        page={page}
        onPageChange={setPage}
        csv={{
          columns: csvColumns,
          fileName: 'points-ledger.csv',
          fetchPage: (current, size) => callApi(feeEndpoints.getAccountFlow, ledgerQuery(filters, { current, size })),
        }}
      />
    </BillingPage>
  )
}
