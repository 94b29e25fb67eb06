import { useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { AddressText, Card, DateTime, Descriptions, Empty, Skeleton, Stack } from '@/design-system'
import { useI18n } from '@/lib/i18n'
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
