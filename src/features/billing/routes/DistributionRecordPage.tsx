import { feeEndpoints } from '@/api/endpoint-groups/fee'
import type { RechargeRecord } from '@/api/fee'
import { Role } from '@/api/primitives'
import { AddressText, DateInput, isApiDate, type TableColumn } from '@/design-system'
import { callApi } from '@/lib/api-client'
import { useConsoleSession } from '@/lib/console-session'
import type { CsvColumn } from '@/lib/csv'
import { useI18n } from '../messages'
import { useDistributionRecords, type DistributionRecordQuery } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { RecordFilters, type RecordFilterValues } from '../components/RecordFilters'
import { RecordList, type PageState } from '../components/RecordList'
import { useRecordSearch } from '../components/use-record-search'
import { expandDateRange } from '../date-range'

/** The receiving account's role: a platform party (the operator's distributions) or a user (a platform's). */
const DISTRIBUTION_TYPES = ['2', '0'] as const

function distributionQuery(filters: RecordFilterValues, page: PageState): DistributionRecordQuery {
  const toRole = DISTRIBUTION_TYPES.find((candidate) => candidate === filters.type)
  return {
    current: page.current,
    size: page.size,
    ...(filters.account ? { account: filters.account } : {}),
    ...(toRole !== undefined ? { to_role: toRole } : {}),
    ...expandDateRange(filters),
  }
}

/**
 * `/charging/distribution-record` (operator, platform): points passed on, by account, type (to platform
 * parties or to users) and date. The operator sees every distribution, a platform party those from or to its
 * current account.
 */
export default function DistributionRecordPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const session = useConsoleSession()
  const scope = session.status === 'ok' && session.session.role === Role.Operator ? 'all' : 'own'
  const { filters, page, setPage, search } = useRecordSearch()
  const result = useDistributionRecords(distributionQuery(filters, page), scope)

  const columns: TableColumn<RechargeRecord>[] = [
    { key: 'create_time', title: t.time },
    { key: 'from', title: t.from, render: (row) => <AddressText value={row.from} /> },
    { key: 'to', title: t.to, render: (row) => <AddressText value={row.to} /> },
    { key: 'value', title: t.value, align: 'right' },
    { key: 'memo', title: t.memo },
    { key: 'tx_hash', title: t.txHash, render: (row) => <AddressText value={row.tx_hash} copyable /> },
  ]
  const csvColumns: CsvColumn<RechargeRecord>[] = [
    { header: t.time, value: (row) => row.create_time },
    { header: t.from, value: (row) => row.from },
    { header: t.to, value: (row) => row.to },
    { header: t.value, value: (row) => row.value },
    { header: t.memo, value: (row) => row.memo },
    { header: t.txHash, value: (row) => row.tx_hash },
  ]
  const endpoint = scope === 'all' ? feeEndpoints.getManagerAssign : feeEndpoints.getPersonalAssign

  return (
    <BillingPage>
      <RecordFilters
        dates={{ Field: DateInput, isDate: isApiDate }}
        withAccount
        types={DISTRIBUTION_TYPES.map((type) => ({ value: type, label: t.distributionTypes[type] }))}
        onSearch={search}
      />
      <RecordList
        caption={t.distributionRecords}
        columns={columns}
        rowKey={(row) => row.id}
        result={result}
        page={page}
        onPageChange={setPage}
        csv={{
          columns: csvColumns,
          fileName: 'distribution-records.csv',
          fetchPage: (current, size) => callApi(endpoint, distributionQuery(filters, { current, size })),
        }}
      />
    </BillingPage>
  )
}
