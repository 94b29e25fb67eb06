import { Link } from '@/lib/navigation/Link'
import type { ManagedCollectible } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { AddressText, DateTime, Table, type RowKey, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { detailsHref, type CollectibleScreen } from '../screens'
import { StateBadge } from './StateBadge'

/** A holding's identity in a list: a multi-copy collectible has one row per holder. */
export function holdingKey(row: { nft_id: string; owner: string }): string {
  return `${row.nft_id}/${row.owner}`
}

export interface CollectiblesTableProps {
  screen: CollectibleScreen
  rows: readonly ManagedCollectible[]
  loading: boolean
  emptyText: string
  selectedKeys: readonly RowKey[]
  onSelectionChange: (keys: RowKey[], rowsOnPage: ManagedCollectible[]) => void
  /** Thousands of rows (the 10,000-row page): only the rows in view are rendered, in a scrolling box. */
  virtual?: boolean
}

/** The scroll box of a virtual page: about fourteen rows, the rest of the screen keeps its filters and actions. */
const VIRTUAL_HEIGHT = 640

/** One page of collectibles: number (to the details), holder, URI, amounts, frozen badge, creation time. */
export function CollectiblesTable({
  screen,
  rows,
  loading,
  emptyText,
  selectedKeys,
  onSelectionChange,
  virtual = false,
}: CollectiblesTableProps) {
  const t = useI18n().messages.collectibles
  const multiCopy = screen.businessType === BusinessType.MultiCopy
  const columns: TableColumn<ManagedCollectible>[] = [
    {
      key: 'nft_id',
      title: t.nftId,
      render: (row) => (
        <Link to={detailsHref(screen, row)} aria-label={t.viewOf.replace('{id}', row.nft_id)}>
          {row.nft_id}
        </Link>
      ),
    },
    { key: 'owner', title: t.owner, render: (row) => <AddressText value={row.owner} /> },
    ...(screen.side === 'operator'
      ? [{ key: 'platform', title: t.platform, render: (row: ManagedCollectible) => row.platform ?? '' }]
      : []),
    { key: 'nft_uri', title: t.nftUri, render: (row) => <AddressText value={row.nft_uri} head={24} tail={10} /> },
    ...(multiCopy
      ? [
          { key: 'supply', title: t.supply, align: 'right' as const },
          { key: 'amount', title: t.amount, align: 'right' as const },
        ]
      : []),
    { key: 'state', title: t.state, render: (row) => <StateBadge state={row.state} /> },
    { key: 'create_time', title: t.createTime, render: (row) => <DateTime value={row.create_time} /> },
  ]
  return (
    <Table
      // A virtual table scrolls in a named region: a name of its own, apart from its card's.
      caption={virtual ? t.scrollingList : t.listTitle}
      columns={columns}
      data={rows}
      rowKey={holdingKey}
      loading={loading}
      emptyText={emptyText}
      selectedRowKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      virtual={virtual}
      maxHeight={virtual ? VIRTUAL_HEIGHT : undefined}
    />
  )
}
