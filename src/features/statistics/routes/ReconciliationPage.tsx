import { fillTemplate } from '@/lib/i18n/fill-template'
import type { ReconciliationDifference } from '@/api/statistics'
import { roleOf, Role } from '@/api/primitives'
import {
  AddressText,
  Alert,
  Button,
  Card,
  DateTime,
  Descriptions,
  Skeleton,
  Stack,
  Table,
  type TableColumn,
} from '@/design-system'
import { ApiError } from '@/lib/api-client'
import { useI18n } from '../messages'
import { useReconciliation } from '../api/statistics-queries'

/**
 * `/charging/reconciliation` (operator): every account whose points ledger on the server sums to something
 * other than its balance in the chain's s21balance table. Zero rows is the expected answer.
 */
export default function ReconciliationPage() {
  const { messages } = useI18n()
  const t = messages.statistics
  const check = useReconciliation()
  const roleName = (value: number) => {
    const known = roleOf(value)
    return known === Role.Operator ? messages.roles.operator : known === Role.Platform ? messages.roles.platform : '-'
  }
  const columns: TableColumn<ReconciliationDifference>[] = [
    { key: 'account', title: t.account, render: (row) => <AddressText value={row.account} /> },
    { key: 'role', title: t.role, render: (row) => roleName(row.role) },
    { key: 'bussiness_name', title: t.businessName },
    { key: 'ledger_points', title: t.ledgerPoints, align: 'right' },
    { key: 'chain_points', title: t.chainPoints, align: 'right' },
    {
      key: 'difference',
      title: t.difference,
      align: 'right',
      render: (row) => (row.difference.startsWith('-') ? row.difference : `+${row.difference}`),
    },
  ]
  const differences = check.data?.differences ?? []

  return (
    <Card
      title={t.reconciliationTitle}
      headingLevel={2}
      extra={
        <Button size="sm" loading={check.isFetching} onClick={() => void check.refetch()}>
          {t.recheck}
        </Button>
      }
    >
      <Stack gap={4}>
        <p>{t.reconciliationHint}</p>
        {check.isError ? (
          <Alert
            type="error"
            title={t.reconciliationFailed}
            description={check.error instanceof ApiError ? check.error.message : messages.messages.serviceError}
          />
        ) : check.isPending ? (
          <Skeleton lines={2} aria-label={t.reconciliationTitle} />
        ) : (
          <>
            <Descriptions
              columns={3}
              items={[
                { key: 'at', label: t.checkedAt, value: <DateTime value={check.data.checked_at} /> },
                { key: 'accounts', label: t.accountsChecked, value: String(check.data.accounts_checked) },
                { key: 'block', label: t.indexedBlock, value: check.data.indexed_block },
              ]}
            />
            {differences.length === 0 ? (
              <Alert type="success" title={t.noDifferences} />
            ) : (
              <Alert type="error" title={fillTemplate(t.differencesFound, { count: differences.length })} />
            )}
          </>
        )}
        <Table
          caption={t.reconciliationTitle}
          columns={columns}
          data={differences}
          rowKey="account"
          loading={check.isPending}
          emptyText={t.noDifferences}
        />
      </Stack>
    </Card>
  )
}
