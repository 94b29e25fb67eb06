import { fillTemplate } from '@/lib/i18n/fill-template'
import { AddressText, RowAction, Table, Tag, type TableColumn } from '@/design-system'
import { useI18n } from '../../messages'
import { rowProblemText, rowResultText } from '../batch-messages'
import type { BatchKind } from '../batch-rows'
import type { RowResult } from '../csv-batch.machine'
import type { ValidatedRow } from '../validation'

export interface BatchRowsTableProps {
  kind: BatchKind
  rows: readonly ValidatedRow[]
  results: Readonly<Record<string, RowResult>>
  /** Rows may be removed (before sending, and failed rows after a run). */
  canRemove: boolean
  onRemove: (line: number) => void
}

/** Long files scroll inside the dialog; beyond this many rows only the visible ones are drawn. */
const VIRTUAL_FROM_ROWS = 200

/** Every row of a batch with its problems or its result (transaction id or the chain's error). */
export function BatchRowsTable({ kind, rows, results, canRemove, onRemove }: BatchRowsTableProps) {
  const { messages } = useI18n()
  const t = messages.csvBatch
  const resultOf = (entry: ValidatedRow) => results[String(entry.row.line)]
  const anyResult = Object.keys(results).length > 0
  const columns: TableColumn<ValidatedRow>[] = [
    { key: 'line', title: t.line, width: 64, render: (entry) => entry.row.line },
    ...(kind === 'transfer'
      ? [
          {
            key: 'number',
            title: t.number,
            render: (entry: ValidatedRow) => (entry.row.kind === 'transfer' ? entry.row.number : ''),
          },
        ]
      : []),
    { key: 'to', title: t.to, render: (entry) => <AddressText value={entry.row.to} /> },
    ...(kind === 'mint'
      ? [
          {
            key: 'uri',
            title: t.uri,
            render: (entry: ValidatedRow) => (entry.row.kind === 'mint' ? entry.row.uri : ''),
          },
        ]
      : []),
    { key: 'amount', title: t.amount, width: 72, render: (entry) => entry.row.amount },
    ...(kind === 'mint'
      ? [
          {
            key: 'memo',
            title: t.memo,
            render: (entry: ValidatedRow) => (entry.row.kind === 'mint' ? entry.row.memo : ''),
          },
        ]
      : []),
    {
      key: 'status',
      title: t.status,
      width: 88,
      render: (entry) => {
        const result = resultOf(entry)
        if (entry.problems.length > 0) return <Tag tone="danger">{t.invalid}</Tag>
        if (result?.status === 'succeeded') return <Tag tone="success">{t.succeeded}</Tag>
        if (result?.status === 'failed') return <Tag tone="danger">{t.failed}</Tag>
        return <Tag>{anyResult ? t.pending : t.valid}</Tag>
      },
    },
    {
      key: 'detail',
      title: t.detail,
      render: (entry) =>
        entry.problems.length > 0
          ? entry.problems
              .map((problem) => rowProblemText(messages, problem))
              .join(messages.punctuation.clauseSeparator)
          : rowResultText(messages, resultOf(entry)),
    },
    {
      key: 'action',
      title: t.action,
      width: 88,
      actions: (entry) =>
        canRemove && resultOf(entry)?.status !== 'succeeded' ? (
          <>
            <RowAction
              tone="danger"
              aria-label={fillTemplate(t.removeRow, { line: entry.row.line })}
              onClick={() => onRemove(entry.row.line)}
            >
              {t.remove}
            </RowAction>
          </>
        ) : null,
    },
  ]
  return (
    <Table
      label={t.table}
      columns={columns}
      data={rows}
      rowKey={(entry) => entry.row.line}
      maxHeight={360}
      stickyHeader
      virtual={rows.length > VIRTUAL_FROM_ROWS}
    />
  )
}
