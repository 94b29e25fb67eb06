import type { ReactNode } from 'react'
import { Link } from '@/lib/navigation/Link'
import type { ApprovalRecord, ManagedCollectible, ProvenanceRecord } from '@/api/nft'
import type { NftActionName } from '@/api/primitives'
import { AddressText, DateTime, Pagination, Stack, Table, type TableColumn } from '@/design-system'
import { useI18n } from '../messages'
import { PAGE_SIZES } from '../list-query'
import { dealHref, detailsHref, type CollectibleScreen } from '../screens'
import { StateBadge } from './StateBadge'

export interface PagedRows<Row> {
  rows: readonly Row[]
  total: number
  current: number
  size: number
  loading: boolean
  onPageChange: (current: number, size: number) => void
}

function Paged<Row>({
  name,
  table,
  paging,
}: {
  /** What is paged (the table's caption): names the pagination, as a page has several. */
  name: string
  table: ReactNode
  paging: Omit<PagedRows<Row>, 'rows'>
}) {
  const t = useI18n().messages.collectibles
  return (
    <Stack gap={4}>
      {table}
      <Stack direction="horizontal" justify="end">
        <Pagination
          total={paging.total}
          current={paging.current}
          pageSize={paging.size}
          pageSizeOptions={PAGE_SIZES}
          showTotal
          showSizeChanger
          label={t.pagesOf.replace('{name}', name)}
          disabled={paging.loading}
          onChange={paging.onPageChange}
        />
      </Stack>
    </Stack>
  )
}

/** Provenance (spec §2 details): tx hash to the deal page, time, source, target, type, amount moved. */
export function ProvenanceTable(props: PagedRows<ProvenanceRecord>) {
  const { messages } = useI18n()
  const t = messages.collectibles
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
    { key: 'from', title: t.from, render: (row) => <AddressText value={row.from} fallback="-" /> },
    { key: 'to', title: t.to, render: (row) => <AddressText value={row.to} fallback="-" /> },
    {
      key: 'action_name',
      title: t.actionName,
      render: (row) => messages.actions[row.action_name as NftActionName] ?? row.action_name,
    },
    { key: 'amount', title: t.movedAmount, align: 'right' },
  ]
  return (
    <Paged
      name={t.provenance}
      paging={props}
      table={
        <Table caption={t.provenance} columns={columns} data={props.rows} rowKey="history_id" loading={props.loading} />
      }
    />
  )
}

/** Approvals given on the collectible: to whom, still approved or withdrawn, when, in which transaction. */
export function ApprovalsTable(props: PagedRows<ApprovalRecord>) {
  const t = useI18n().messages.collectibles
  const columns: TableColumn<ApprovalRecord>[] = [
    { key: 'owner', title: t.owner, render: (row) => <AddressText value={row.owner} /> },
    { key: 'to', title: t.approvalTo, render: (row) => <AddressText value={row.to} /> },
    { key: 'approved', title: t.approvalState, render: (row) => (row.approved ? t.approvedYes : t.approvedNo) },
    { key: 'create_time', title: t.time, render: (row) => <DateTime value={row.create_time} /> },
    {
      key: 'tx_hash',
      title: t.txHash,
      render: (row) => <AddressText value={row.tx_hash} head={8} tail={8} copyable copyLabel={t.txHash} />,
    },
  ]
  return (
    <Paged
      name={t.approvals}
      paging={props}
      table={
        <Table caption={t.approvals} columns={columns} data={props.rows} rowKey="history_id" loading={props.loading} />
      }
    />
  )
}

/** Everyone holding copies of a multi-copy collectible, each to its holding's details. */
export function HoldersTable(props: PagedRows<ManagedCollectible> & { screen: CollectibleScreen }) {
  const t = useI18n().messages.collectibles
  const columns: TableColumn<ManagedCollectible>[] = [
    {
      key: 'owner',
      title: t.owner,
      render: (row) => (
        <Link to={detailsHref(props.screen, row)}>
          <AddressText value={row.owner} />
        </Link>
      ),
    },
    { key: 'amount', title: t.amount, align: 'right' },
    { key: 'state', title: t.state, render: (row) => <StateBadge state={row.state} /> },
    { key: 'create_time', title: t.createTime, render: (row) => <DateTime value={row.create_time} /> },
  ]
  return (
    <Paged
      name={t.holders}
      paging={props}
      table={
        <Table
          caption={t.holders}
          columns={columns}
          data={props.rows}
          rowKey={(row) => row.owner}
          loading={props.loading}
        />
      }
    />
  )
}
