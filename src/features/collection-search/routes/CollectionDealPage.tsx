import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { AddressText, Card, DateTime, Descriptions, Empty, Skeleton, Stack, StatusBadge } from '@/design-system'
import { useI18n } from '../messages'
import { useBlockFinality } from '../api/chain-status'
import { useTransferDetail } from '../api/transfer-detail'
import { BackToSearch } from '../components/BackToSearch'
import { LoadFailure } from '../components/LoadFailure'
import { OperationTable } from '../components/OperationTable'
import { isNotFound } from '../labels'
import { readDealLink } from '../search-params'

/** `/collection-search-deal?history_id=&business_type=` (spec §2 deal page): the transaction, its block, its operations. */
export default function CollectionDealPage() {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const [params] = useSearchParams()
  const query = params.toString()
  const link = useMemo(() => readDealLink(new URLSearchParams(query)), [query])
  const deal = useTransferDetail(link)
  const blockNumber = deal.data ? Number(deal.data.block_number) : null
  const finality = useBlockFinality(blockNumber)

  if (!link || (deal.isError && isNotFound(deal.error))) {
    return (
      <Empty description={link ? t.dealNotFound : t.badLink}>
        <BackToSearch />
      </Empty>
    )
  }
  if (deal.isError)
    return <LoadFailure error={deal.error} retrying={deal.isFetching} onRetry={() => void deal.refetch()} />
  // The same card holds the skeleton and then the fields: its heading stays put while the data arrives.
  const record = deal.data ?? null

  return (
    <Stack gap={6}>
      <Card title={t.deal} extra={<BackToSearch />}>
        {record === null ? (
          <Skeleton lines={4} />
        ) : (
          <Descriptions
            columns={2}
            items={[
              {
                key: 'tx_hash',
                label: t.txHash,
                value: <AddressText value={record.tx_hash} maxLength={64} copyable copyLabel={t.copyTxHash} />,
                span: 2,
              },
              { key: 'block_number', label: t.blockNumber, value: record.block_number },
              { key: 'create_time', label: t.time, value: <DateTime value={record.create_time} /> },
              {
                key: 'block_state',
                label: t.blockState,
                value: <BlockState blockNumber={Number(record.block_number)} finality={finality} />,
                span: 2,
              },
              {
                key: 'block_hash',
                label: t.blockHash,
                value: <AddressText value={record.block_hash} maxLength={64} copyable copyLabel={t.copyBlockHash} />,
                span: 2,
              },
            ]}
          />
        )}
      </Card>
      {record !== null && (
        <Card title={t.operations}>
          <OperationTable operations={record.actions} />
        </Card>
      )}
    </Stack>
  )
}

/** Whether the deal's block can still be undone by a fork: its height against the last irreversible block. */
function BlockState({ blockNumber, finality }: { blockNumber: number; finality: ReturnType<typeof useBlockFinality> }) {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  if (finality.isError && !finality.data) return <StatusBadge tone="danger">{t.chainStatusFailed}</StatusBadge>
  if (!finality.data) return <Skeleton lines={1} />
  const lib = finality.data.last_irreversible_block_num
  const libText = t.lastIrreversible.replace('{block}', String(lib))
  if (blockNumber <= lib)
    return (
      <StatusBadge tone="success">
        {t.irreversible}
        {libText}
      </StatusBadge>
    )
  return (
    <StatusBadge tone="warning">
      {t.reversible.replace('{count}', String(blockNumber - lib))}
      {libText}
    </StatusBadge>
  )
}
