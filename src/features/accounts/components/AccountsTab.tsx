import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { Link } from '@/lib/navigation/Link'
import type { ManagedAccount } from '@/api/permission'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { ActiveState } from '@/api/primitives'
import {
  AddressText,
  Alert,
  Button,
  FilterBar,
  FormField,
  Input,
  message,
  Pagination,
  Select,
  Stack,
  Table,
  type TableColumn,
} from '@/design-system'
import { callApi } from '@/lib/api-client'
import type { CsvColumn } from '@/lib/csv'
import { useI18n } from '../messages'
import type { ActingAccount } from '../acting-account'
import { accountListRequest, emptyAccountFilter, useAccountList, type AccountFilter } from '../api/accounts-api'
import { PAGE_SIZES, roleLabel } from '../labels'
import { CreateAccountButton } from './CreateAccountButton'
import { StateBadges } from './StateBadges'
import { StateChangeButton } from './StateChangeButton'

/** The chain accounts the role manages: filters, states, points, collectibles, paging, CSV, freeze/unfreeze. */
export function AccountsTab({ acting }: { acting: ActingAccount | null }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const [draft, setDraft] = useState<AccountFilter>(emptyAccountFilter)
  const [filter, setFilter] = useState<AccountFilter>(emptyAccountFilter)
  const [page, setPage] = useState({ current: 1, size: 10 })
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null)
  const list = useAccountList(filter, page)

  const csvColumns: CsvColumn<ManagedAccount>[] = [
    { header: t.account, value: (row) => row.account },
    { header: t.userName, value: (row) => row.user_name },
    { header: t.role, value: (row) => roleLabel(messages, row.role) },
    { header: t.operatorState, value: (row) => (row.operator_state === ActiveState.Frozen ? t.frozen : t.enabled) },
    { header: t.platformState, value: (row) => (row.platform_state === ActiveState.Frozen ? t.frozen : t.enabled) },
    { header: t.points, value: (row) => row.balance },
    { header: t.collectibles, value: (row) => String(row.collectible_count) },
    { header: t.businessName, value: (row) => row.bussiness_name },
    { header: t.createTime, value: (row) => row.create_time },
  ]

  const exportCsv = async () => {
    setExporting({ done: 0, total: list.data?.total ?? 0 })
    try {
      // The CSV writer (papaparse) loads with the first export, not with the list.
      const { csvFile, downloadFile, exportAllPages } = await import('@/lib/csv')
      const chunks = await exportAllPages({
        columns: csvColumns,
        fetchPage: (current, size) =>
          callApi(permissionEndpoints.accountList, accountListRequest(filter, { current, size })),
        onProgress: setExporting,
      })
      downloadFile(csvFile(chunks), 'chain-accounts.csv')
    } catch {
      message.error(t.exportFailed)
    } finally {
      setExporting(null)
    }
  }

  const columns: TableColumn<ManagedAccount>[] = [
    {
      key: 'account',
      title: t.account,
      render: (row) => (
        <Link to={`/account-manage-detail?account=${encodeURIComponent(row.account)}`}>
          <AddressText value={row.account} />
        </Link>
      ),
    },
    { key: 'user_name', title: t.userName },
    { key: 'role', title: t.role, render: (row) => roleLabel(messages, row.role) },
    {
      key: 'states',
      title: t.state,
      render: (row) => <StateBadges operatorState={row.operator_state} platformState={row.platform_state} />,
    },
    { key: 'balance', title: t.points, align: 'right' },
    { key: 'collectible_count', title: t.collectibles, align: 'right' },
    { key: 'bussiness_name', title: t.businessName },
    { key: 'create_time', title: t.createTime },
    {
      key: 'actions',
      title: t.actions,
      actions: (row) =>
        acting ? (
          <>
            <StateChangeButton account={row} acting={acting} state={ActiveState.Enabled} inRow />
            <StateChangeButton account={row} acting={acting} state={ActiveState.Frozen} inRow />
          </>
        ) : null,
    },
  ]

  return (
    <Stack gap={4}>
      <FilterBar
        aria-label={t.filters}
        submitLabel={t.query}
        resetLabel={t.reset}
        onSubmit={() => {
          setFilter({ ...draft, account: draft.account.trim() })
          setPage((current) => ({ ...current, current: 1 }))
        }}
        onReset={() => {
          setDraft(emptyAccountFilter)
          setFilter(emptyAccountFilter)
          setPage((current) => ({ ...current, current: 1 }))
        }}
      >
        <FormField label={t.filterAccount}>
          <Input value={draft.account} onChange={(event) => setDraft({ ...draft, account: event.target.value })} />
        </FormField>
        <FormField label={t.filterRole}>
          <Select
            value={draft.role}
            onChange={(value) => setDraft({ ...draft, role: value as AccountFilter['role'] })}
            options={[
              { value: '', label: t.all },
              { value: '1', label: messages.roles.operator },
              { value: '2', label: messages.roles.platform },
              { value: '0', label: t.roleNone },
            ]}
          />
        </FormField>
        <FormField label={t.filterState}>
          <Select
            value={draft.state}
            onChange={(value) => setDraft({ ...draft, state: value as AccountFilter['state'] })}
            options={[
              { value: '', label: t.all },
              { value: '1', label: t.enabled },
              { value: '2', label: t.frozen },
            ]}
          />
        </FormField>
      </FilterBar>
      <Stack direction="horizontal" gap={2} justify="end">
        <Button
          loading={exporting !== null}
          disabled={!list.data || list.data.total === 0}
          onClick={() => void exportCsv()}
        >
          {exporting ? fillTemplate(t.exporting, exporting) : t.exportCsv}
        </Button>
        {acting && <CreateAccountButton acting={acting} />}
      </Stack>
      {list.isError ? (
        <Alert
          type="error"
          title={t.loadFailed}
          action={<Button onClick={() => void list.refetch()}>{t.retry}</Button>}
        />
      ) : (
        <>
          <Table
            caption={t.tabAccounts}
            columns={columns}
            data={list.data?.list ?? []}
            rowKey="perm_accounts_id"
            loading={list.isPending || list.isPlaceholderData}
          />
          <Stack direction="horizontal" justify="end">
            <Pagination
              total={list.data?.total ?? 0}
              current={page.current}
              pageSize={page.size}
              pageSizeOptions={PAGE_SIZES}
              showTotal
              showSizeChanger
              showQuickJumper
              onChange={(current, size) => setPage({ current, size })}
            />
          </Stack>
        </>
      )}
    </Stack>
  )
}
