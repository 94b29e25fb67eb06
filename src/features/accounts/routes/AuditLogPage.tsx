import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import { AUDIT_OPERATIONS, type AuditEntry, type AuditResult } from '@/api/audit'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
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
  Tag,
  type TableColumn,
} from '@/design-system'
import { callApi } from '@/lib/api-client'
import type { CsvColumn } from '@/lib/csv'
import { useI18n, type Messages } from '../messages'
import { auditLogRequest, emptyAuditFilter, useAuditLog, type AuditFilter } from '../api/accounts-api'
import { PAGE_SIZES } from '../labels'

function resultLabel(t: Messages['accounts'], result: AuditResult): string {
  const labels: Record<AuditResult, string> = {
    success: t.resultSuccess,
    pending: t.resultPending,
    failed: t.resultFailed,
    mismatch: t.resultMismatch,
  }
  return labels[result]
}

/**
 * What the user saw: a failed operation's row holds the console's error code, shown as the message of that
 * code in the UI's language; an approval holds the application's type (`create_account`), shown as the
 * applications list names it; any other detail (a reviewer's reason) as written.
 */
function detailText(messages: Messages, row: AuditEntry): string {
  const t = messages.accounts
  const applicationTypes: Readonly<Record<string, string>> = {
    create_account: t.applyCreate,
    reset_key: t.applyReset,
    bind_account: t.applyBind,
  }
  if (row.operation === 'approve_application' && Object.hasOwn(applicationTypes, row.detail))
    return applicationTypes[row.detail] ?? row.detail
  if (row.result !== 'failed') return row.detail
  const errors: Readonly<Record<string, string>> = messages.chainErrors
  return Object.hasOwn(errors, row.detail) ? (errors[row.detail] ?? row.detail) : row.detail
}

/** The audit log request's largest page (`pageRequest`: size ≤ 100). */
const EXPORT_PAGE_SIZE = 100

const RESULT_TONES = { success: 'success', pending: 'warning', failed: 'danger', mismatch: 'danger' } as const

/**
 * `/audit-log` (roles 1 and 2): every operation done through the console, written by the server (the
 * operator sees everyone's, a platform its own users'): who, which account, what, the tx id, when, result.
 */
export default function AuditLogPage() {
  const { messages } = useI18n()
  const t = messages.accounts
  const [draft, setDraft] = useState<AuditFilter>(emptyAuditFilter)
  const [filter, setFilter] = useState<AuditFilter>(emptyAuditFilter)
  const [page, setPage] = useState({ current: 1, size: 10 })
  const [exporting, setExporting] = useState<{ done: number; total: number } | null>(null)
  const log = useAuditLog(filter, page)

  const csvColumns: CsvColumn<AuditEntry>[] = [
    { header: t.auditTime, value: (row) => row.create_time },
    { header: t.auditWho, value: (row) => row.user_name },
    { header: t.auditActor, value: (row) => row.actor_account ?? '' },
    { header: t.auditAccount, value: (row) => row.account },
    { header: t.auditOperation, value: (row) => t.operations[row.operation] },
    { header: t.txId, value: (row) => row.tx_id ?? '' },
    { header: t.auditResult, value: (row) => resultLabel(t, row.result) },
    { header: t.auditDetail, value: (row) => detailText(messages, row) },
  ]
  const exportCsv = async () => {
    setExporting({ done: 0, total: log.data?.total ?? 0 })
    try {
      // The CSV writer (papaparse) loads with the first export, not with the list.
      const { csvFile, downloadFile, exportAllPages } = await import('@/lib/csv')
      const chunks = await exportAllPages({
        columns: csvColumns,
        // The list's own page limit: a larger page is refused, and the export failed.
        pageSize: EXPORT_PAGE_SIZE,
        fetchPage: (current, size) => callApi(permissionEndpoints.auditLog, auditLogRequest(filter, { current, size })),
        onProgress: setExporting,
      })
      downloadFile(csvFile(chunks), 'audit-log.csv')
    } catch {
      message.error(t.exportFailed)
    } finally {
      setExporting(null)
    }
  }

  const columns: TableColumn<AuditEntry>[] = [
    { key: 'create_time', title: t.auditTime },
    { key: 'user_name', title: t.auditWho },
    {
      key: 'actor_account',
      title: t.auditActor,
      render: (row) => <AddressText value={row.actor_account ?? ''} fallback="—" />,
    },
    { key: 'account', title: t.auditAccount, render: (row) => <AddressText value={row.account} /> },
    { key: 'operation', title: t.auditOperation, render: (row) => t.operations[row.operation] },
    {
      key: 'tx_id',
      title: t.txId,
      render: (row) => (row.tx_id ? <AddressText value={row.tx_id} copyable copyLabel={t.txId} /> : '—'),
    },
    {
      key: 'result',
      title: t.auditResult,
      render: (row) => <Tag tone={RESULT_TONES[row.result]}>{resultLabel(t, row.result)}</Tag>,
    },
    { key: 'detail', title: t.auditDetail, render: (row) => detailText(messages, row) },
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
          setDraft(emptyAuditFilter)
          setFilter(emptyAuditFilter)
          setPage((current) => ({ ...current, current: 1 }))
        }}
      >
        <FormField label={t.auditFilter}>
          <Input value={draft.account} onChange={(event) => setDraft({ ...draft, account: event.target.value })} />
        </FormField>
        <FormField label={t.auditOperation}>
          <Select
            value={draft.operation}
            onChange={(value) => setDraft({ ...draft, operation: value as AuditFilter['operation'] })}
            options={[
              { value: '', label: t.all },
              ...AUDIT_OPERATIONS.map((operation) => ({ value: operation, label: t.operations[operation] })),
            ]}
          />
        </FormField>
        <FormField label={t.auditResult}>
          <Select
            value={draft.result}
            onChange={(value) => setDraft({ ...draft, result: value as AuditFilter['result'] })}
            options={[
              { value: '', label: t.all },
              { value: 'success', label: t.resultSuccess },
              { value: 'pending', label: t.resultPending },
              { value: 'failed', label: t.resultFailed },
              { value: 'mismatch', label: t.resultMismatch },
            ]}
          />
        </FormField>
      </FilterBar>
      <Stack direction="horizontal" justify="end">
        <Button
          loading={exporting !== null}
          disabled={!log.data || log.data.total === 0}
          onClick={() => void exportCsv()}
        >
          {exporting ? fillTemplate(t.exporting, exporting) : t.exportCsv}
        </Button>
      </Stack>
      {log.isError ? (
        <Alert
          type="error"
          title={t.loadFailed}
          action={<Button onClick={() => void log.refetch()}>{t.retry}</Button>}
        />
      ) : (
        <>
          <Table
            caption={t.auditTitle}
            columns={columns}
            data={log.data?.list ?? []}
            rowKey="audit_id"
            loading={log.isPending || log.isPlaceholderData}
          />
          <Stack direction="horizontal" justify="end">
            <Pagination
              total={log.data?.total ?? 0}
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
