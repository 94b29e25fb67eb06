import { Link } from '@/lib/navigation/Link'
import { BusinessType } from '@/api/primitives'
import { AddressText, Stack, Table, Tag, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { businessTypeLabel } from '../labels'
import { ShareDialog } from './ShareDialog'
import { detailsHref, type SearchResultRow } from '../search-params'
import { ResultsPager } from './ResultsPager'

export interface SearchResultsTableProps {
  rows: readonly SearchResultRow[]
  /** The total of the shown results; null while the first search runs (no count is known yet). */
  total: number | null
  current: number
  size: number
  /** A search is running: the rows stay, dimmed, and paging is off. */
  loading: boolean
  onPageChange: (current: number, size: number) => void
}

/** Spec §2 search results: target chain type, chain account address, number (to the details), type; paged. */
export function SearchResultsTable({ rows, total, current, size, loading, onPageChange }: SearchResultsTableProps) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const columns: TableColumn<SearchResultRow>[] = [
    { key: 'chain_type', title: t.chainType },
    { key: 'owner', title: t.owner, render: (row) => <AddressText value={row.owner} /> },
    { key: 'nft_id', title: t.nftId, render: (row) => <Link to={detailsHref(row)}>{row.nft_id}</Link> },
    {
      key: 'business_type',
      title: t.businessType,
      render: (row) => (
        <Tag tone={row.business_type === BusinessType.SingleCopy ? 'info' : 'default'}>
          {businessTypeLabel(messages, row.business_type)}
        </Tag>
      ),
    },
    { key: 'share', title: t.share, render: (row) => <ShareDialog collectible={row} /> },
  ]
  return (
    <Stack gap={4}>
      <Table
        caption={t.results}
        columns={columns}
        data={rows}
        rowKey={(row) => `${row.erc_info_id}:${row.owner}`}
        loading={loading}
      />
      {total !== null && (
        <ResultsPager total={total} current={current} size={size} loading={loading} onPageChange={onPageChange} />
      )}
    </Stack>
  )
}
