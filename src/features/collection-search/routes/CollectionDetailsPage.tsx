import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/lib/navigation/Link'
import { Alert, AddressText, Card, DateTime, Descriptions, Empty, Skeleton, Stack, StatusBadge } from '@/design-system'
import { useI18n } from '../messages'
import { useCollectibleDetail } from '../api/collectible-detail'
import { useCollectibleMoves, type WatchState } from '../api/collectible-moves'
import { useProvenance } from '../api/provenance'
import { CertificateButton } from '../components/CertificateButton'
import { ShareDialog } from '../components/ShareDialog'
import { BackToSearch } from '../components/BackToSearch'
import { LoadFailure } from '../components/LoadFailure'
import { ProvenanceTable } from '../components/ProvenanceTable'
import { businessTypeLabel } from '../labels'
import { DEFAULT_PAGE_SIZE, dealHref, detailsHref, readDetailsLink, type DetailsLink } from '../search-params'
import type { CollectibleMove } from '@/api/nft'
import { BusinessType } from '@/api/primitives'

/**
 * `/collection-search-details?erc_info_id=&business_type=&owner=` (spec §2 details page): the collectible's
 * fields and its provenance, paged. Both are asked for at once; the provenance shows only for a found collectible.
 */
export default function CollectionDetailsPage() {
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const [params] = useSearchParams()
  const query = params.toString()
  const link = useMemo(() => readDetailsLink(new URLSearchParams(query)), [query])
  const [paging, setPaging] = useState({ current: 1, size: DEFAULT_PAGE_SIZE })
  const detail = useCollectibleDetail(link)
  const moves = useCollectibleMoves(link)
  const provenance = useProvenance(
    link ? { erc_info_id: link.erc_info_id, business_type: link.business_type, ...paging } : null,
  )

  if (!link) {
    return (
      <Empty description={t.badLink}>
        <BackToSearch />
      </Empty>
    )
  }
  if (detail.isError)
    return <LoadFailure error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
  const notice = moves.latest && link ? <MoveNotice move={moves.latest} link={link} /> : null
  if (detail.isSuccess && detail.data === null) {
    // A collectible that just left this holder is no longer found here: the notice says where it went.
    return (
      <Stack gap={6}>
        {notice}
        <Empty description={t.notFound}>
          <BackToSearch />
        </Empty>
      </Stack>
    )
  }
  // The same card holds the skeleton and then the fields: its heading stays put while the data arrives.
  const collectible = detail.data ?? null

  return (
    <Stack gap={6}>
      {notice}
      <Card
        title={t.details}
        extra={
          <Stack direction="horizontal" gap={3} align="center" wrap>
            <LiveBadge state={moves.state} />
            {collectible && <ShareDialog collectible={collectible} size="md" />}
            {collectible && <CertificateButton collectible={collectible} />}
            <BackToSearch />
          </Stack>
        }
      >
        {collectible === null ? (
          <Skeleton lines={6} />
        ) : (
          <Descriptions
            items={[
              { key: 'nft_id', label: t.nftId, value: collectible.nft_id },
              { key: 'owner', label: t.owner, value: <AddressText value={collectible.owner} copyable /> },
              {
                key: 'business_type',
                label: t.businessType,
                value: businessTypeLabel(messages, collectible.business_type),
              },
              { key: 'supply', label: t.supply, value: collectible.supply },
              { key: 'chain_type', label: t.chainType, value: collectible.chain_type },
              { key: 'create_time', label: t.createTime, value: <DateTime value={collectible.create_time} /> },
              { key: 'nft_uri', label: t.nftUri, value: collectible.nft_uri, span: 3 },
              { key: 'nft_memo', label: t.description, value: collectible.nft_memo, span: 3 },
            ]}
          />
        )}
      </Card>
      {collectible !== null && (
        <Card title={t.provenance}>
          {provenance.isError ? (
            <LoadFailure
              error={provenance.error}
              retrying={provenance.isFetching}
              onRetry={() => void provenance.refetch()}
            />
          ) : (
            <ProvenanceTable
              rows={provenance.data?.list ?? []}
              total={provenance.data?.total ?? 0}
              current={paging.current}
              size={paging.size}
              loading={provenance.isFetching}
              onPageChange={(current, size) => setPaging({ current, size })}
            />
          )}
        </Card>
      )}
    </Stack>
  )
}

/** Whether the page follows the collectible live (shown only while it does or tries to). */
function LiveBadge({ state }: { state: WatchState }) {
  const { messages } = useI18n()
  if (state === 'live') return <StatusBadge tone="success">{messages.collectionSearch.liveOn}</StatusBadge>
  if (state === 'reconnecting')
    return <StatusBadge tone="warning">{messages.collectionSearch.liveReconnecting}</StatusBadge>
  return null
}

/** What just happened to the collectible: a move away from this page's holder, or any other new record. */
function MoveNotice({ move, link }: { move: CollectibleMove; link: DetailsLink }) {
  const owner = link.owner
  const { messages } = useI18n()
  const t = messages.collectionSearch
  const movedAway = move.from === owner && move.to !== '' && move.to !== owner
  return (
    <Alert
      type="info"
      title={movedAway ? t.movedAway.replace('{to}', move.to) : t.moved}
      action={
        <Stack direction="horizontal" gap={3}>
          <Link to={dealHref(move)}>{t.viewDeal}</Link>
          {movedAway && move.business_type === BusinessType.SingleCopy && (
            <Link to={detailsHref({ ...link, owner: move.to })}>{t.viewNewOwner}</Link>
          )}
        </Stack>
      }
    />
  )
}
