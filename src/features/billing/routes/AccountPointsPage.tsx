import { feeEndpoints } from '@/api/endpoint-groups/fee'
import type { PointsBalance } from '@/api/fee'
import { Role } from '@/api/primitives'
import { AccountName, type TableColumn } from '@/design-system'
import { callApi } from '@/lib/api-client'
import type { CsvColumn } from '@/lib/csv'
import { useI18n } from '../messages'
import { useAccountPoints, type AccountPointsQuery } from '../api/queries'
import { BillingPage } from '../components/BillingPage'
import { RecordFilters, type RecordFilterValues } from '../components/RecordFilters'
import { RecordList, type PageState } from '../components/RecordList'
import { useRecordSearch } from '../components/use-record-search'
import { roleLabel } from '../labels'

const ROLE_CHOICES = [`${Role.Operator}`, `${Role.Platform}`, '0'] as const

function pointsQuery(filters: RecordFilterValues, page: PageState): AccountPointsQuery {
  const role = ROLE_CHOICES.find((candidate) => candidate === filters.type)
  return {
    current: page.current,
    size: page.size,
    ...(filters.account ? { account: filters.account } : {}),
    ...(role !== undefined ? { role } : {}),
  }
}

/** `/charging/account-points` (operator): every account's points balance, by account and role. */
export default function AccountPointsPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const { filters, page, setPage, search } = useRecordSearch()
  const result = useAccountPoints(pointsQuery(filters, page))

  const columns: TableColumn<PointsBalance>[] = [
    { key: 'account', title: t.account, render: (row) => <AccountName value={row.account} /> },
    { key: 'bussiness_name', title: t.bussinessName },
    { key: 'role', title: t.role, render: (row) => roleLabel(messages, row.role) },
    { key: 'balance', title: t.balance, align: 'right' },
    { key: 'update_time', title: t.updateTime },
  ]
  const csvColumns: CsvColumn<PointsBalance>[] = [
    { header: t.account, value: (row) => row.account },
    { header: t.bussinessName, value: (row) => row.bussiness_name },
    { header: t.role, value: (row) => roleLabel(messages, row.role) },
    { header: t.balance, value: (row) => row.balance },
    { header: t.updateTime, value: (row) => row.update_time },
  ]

  return (
    <BillingPage>
      <RecordFilters
        withAccount
        typeLabel={t.role}
        types={ROLE_CHOICES.map((role) => ({ value: role, label: roleLabel(messages, Number(role)) }))}
        onSearch={search}
      />
      <RecordList
        caption={t.accountPoints}
        columns={columns}
        rowKey={(row) => row.account}
        result={result}
        page={page}
        onPageChange={setPage}
        csv={{
          columns: csvColumns,
          fileName: 'account-points.csv',
          fetchPage: (current, size) => callApi(feeEndpoints.getSupplyList, pointsQuery(filters, { current, size })),
        }}
      />
    </BillingPage>
  )
}
