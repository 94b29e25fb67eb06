import { Link } from '@/lib/navigation/Link'
import type { ProvenanceRecord } from '@/api/nft'
import { AddressText, DateTime, Stack, Table, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { actionLabel } from '../labels'
import { dealHref } from '../search-params'
import { ResultsPager } from './ResultsPager'

export interface ProvenanceTableProps {
  rows: readonly ProvenanceRecord[]
  total: number
  current: number
  size: number
  loading: boolean
  onPageChange: (current: number, size: number) => void
}

/** Spec §2 details page: tx hash (to the deal page), time, source, target, transaction type in Chinese. */
export function ProvenanceTable({ rows, total, current, size, loading, onPageChange }: ProvenanceTableProps) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const columns: TableColumn<ProvenanceRecord>[] = [
    {
      key: 'tx_hash',
      title: t.txHash,
      render: (row) => (
        <Link to={dealHref(row)}>
          <AddressText value={row.tx_hash} head={8} tail={8} />
        </Link>
      ),
    },
    { key: 'create_time', title: t.time, render: (row) => <DateTime value={row.create_time} /> },
    { key: 'from', title: t.from, render: (row) => <AddressText value={row.from} /> },
    { key: 'to', title: t.to, render: (row) => <AddressText value={row.to} /> },
    { key: 'action_name', title: t.actionName, render: (row) => actionLabel(messages, row.action_name) },
  ]
  return (
    <Stack gap={4}>
      <Table caption={t.provenance} columns={columns} data={rows} rowKey="history_id" loading={loading} />
      <ResultsPager total={total} current={current} size={size} loading={loading} onPageChange={onPageChange} />
    </Stack>
  )
}
