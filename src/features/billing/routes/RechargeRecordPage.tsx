import { feeEndpoints } from '@/api/endpoint-groups/fee'
import type { RechargeRecord } from '@/api/fee'
import { AddressText, DateInput, isApiDate, Tag, type TableColumn } from '@/design-system'
import { callApi } from '@/lib/api-client'
import type { CsvColumn } from '@/lib/csv'
import { useI18n } from '../messages'
import { useRechargeRecords, type RechargeRecordQuery } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { RecordFilters, type RecordFilterValues } from '../components/RecordFilters'
import { RecordList, type PageState } from '../components/RecordList'
import { useRecordSearch } from '../components/use-record-search'
import { expandDateRange } from '../date-range'

const RECHARGE_KINDS = ['recharge', 'self_recharge'] as const

function rechargeQuery(filters: RecordFilterValues, page: PageState): RechargeRecordQuery {
  const kind = RECHARGE_KINDS.find((candidate) => candidate === filters.type)
  return {
    current: page.current,
    size: page.size,
    ...(filters.account ? { account: filters.account } : {}),
    ...(kind ? { kind } : {}),
    ...expandDateRange(filters),
  }
}

/** `/charging/recharge-record` (operator): recharges and self-recharges, by receiving account, type and date. */
export default function RechargeRecordPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const { filters, page, setPage, search } = useRecordSearch()
  const result = useRechargeRecords(rechargeQuery(filters, page))

  const columns: TableColumn<RechargeRecord>[] = [
    { key: 'create_time', title: t.time },
    { key: 'kind', title: t.type, render: (row) => <Tag>{t.kinds[row.kind]}</Tag> },
    { key: 'from', title: t.from, render: (row) => <AddressText value={row.from} /> },
    { key: 'to', title: t.to, render: (row) => <AddressText value={row.to} /> },
    { key: 'value', title: t.value, align: 'right' },
    { key: 'memo', title: t.memo },
    { key: 'tx_hash', title: t.txHash, render: (row) => <AddressText value={row.tx_hash} copyable /> },
  ]
  const csvColumns: CsvColumn<RechargeRecord>[] = [
    { header: t.time, value: (row) => row.create_time },
    { header: t.type, value: (row) => t.kinds[row.kind] },
    { header: t.from, value: (row) => row.from },
    { header: t.to, value: (row) => row.to },
    { header: t.value, value: (row) => row.value },
    { header: t.memo, value: (row) => row.memo },
    { header: t.txHash, value: (row) => row.tx_hash },
  ]

  return (
    <BillingPage>
      <RecordFilters
        dates={{ Field: DateInput, isDate: isApiDate }}
        withAccount
        types={RECHARGE_KINDS.map((kind) => ({ value: kind, label: t.kinds[kind] }))}
        onSearch={search}
      />
      <RecordList
        caption={t.rechargeRecords}
        columns={columns}
        rowKey={(row) => row.id}
        result={result}
        page={page}
        onPageChange={setPage}
        csv={{
          columns: csvColumns,
          fileName: 'recharge-records.csv',
          fetchPage: (current, size) =>
            callApi(feeEndpoints.getOpertorRecharge, rechargeQuery(filters, { current, size })),
        }}
      />
    </BillingPage>
  )
}
