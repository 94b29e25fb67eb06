import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Link } from '@/lib/navigation/Link'
import { managedDetailRequest } from '@/api/nft'
import { BusinessType } from '@/api/primitives'
import { AddressText, Card, DateTime, Descriptions, Empty, Skeleton, Stack } from '@/design-system'
import { ApiError } from '@/lib/api-client'
import { useI18n } from '../messages'
import { apiErrorCodes } from '@/api/envelope'
import {
  useApprovals,
  useCollectibleDetail,
  useCollectibleHistory,
  useHoldingAfterLeaving,
  useHolders,
  type CollectibleRef,
} from '../api/collectible-reads'
import { ApprovalsTable, HoldersTable, ProvenanceTable } from '../components/HistoryTables'
import { LoadFailure } from '../components/LoadFailure'
import { StateBadge } from '../components/StateBadge'
import { DEFAULT_PAGE_SIZE } from '../list-query'
import { CollectibleActions, type CollectiblesSide, type OperationKind } from '../operations'
import { screenOf } from '../screens'

export interface CollectibleDetailsScreenProps {
  businessType: BusinessType
  side: CollectiblesSide
}

function readRef(params: URLSearchParams): CollectibleRef | null {
  const owner = params.get('owner')
  const parsed = managedDetailRequest.safeParse({ nft_id: params.get('nft_id') ?? '', ...(owner ? { owner } : {}) })
  return parsed.success ? parsed.data : null
}

const firstPage = { current: 1, size: DEFAULT_PAGE_SIZE }

/**
 * `<details path>?nft_id=&owner=` (spec §3 fields; issue 12 items 1, 2): one holding of a collectible with its
 * frozen state and approval, the actions allowed on it, its holders (multi-copy), the approvals given on it
 * and its provenance, each transaction linking to the deal page.
 */
export function CollectibleDetailsScreen({ businessType, side }: CollectibleDetailsScreenProps) {
  const { messages } = useI18n()
  const t = messages.collectibles
  const screen = screenOf(businessType, side)
  const [params] = useSearchParams()
  const search = params.toString()
  const ref = useMemo(() => readRef(new URLSearchParams(search)), [search])
  const [historyPage, setHistoryPage] = useState(firstPage)
  const [holdersPage, setHoldersPage] = useState(firstPage)
  const [approvalsPage, setApprovalsPage] = useState(firstPage)
  // A transfer or burn sent from here may take the holding away from this account: from then on the page
  // looks it up without the details' 404 (and its toast), and says what happened if it is gone.
  const [leaving, setLeaving] = useState<Extract<OperationKind, 'transfer' | 'burn'> | null>(null)
  const onClosedAfterSending = (kind: OperationKind) => {
    if (kind === 'transfer' || kind === 'burn') setLeaving(kind)
  }
  const detail = useCollectibleDetail(businessType, leaving ? null : ref)
  const afterLeaving = useHoldingAfterLeaving(businessType, ref, leaving !== null)
  const read = leaving ? afterLeaving : detail
  const found = read.data ?? null
  const nftId = found?.nft_id ?? null
  const history = useCollectibleHistory(businessType, nftId, historyPage)
  const holders = useHolders(businessType === BusinessType.MultiCopy ? nftId : null, holdersPage)
  const approvals = useApprovals(businessType, nftId, approvalsPage)
  const backToList = <Link to={screen.listPath}>{t.backToList}</Link>

  if (!ref) return <Empty description={t.badLink}>{backToList}</Empty>
  if (leaving && afterLeaving.data === null)
    return <Empty description={leaving === 'burn' ? t.leftByBurn : t.leftByTransfer}>{backToList}</Empty>
  if (leaving && afterLeaving.isError)
    return (
      <LoadFailure
        error={afterLeaving.error}
        retrying={afterLeaving.isFetching}
        onRetry={() => void afterLeaving.refetch()}
      />
    )
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.code === apiErrorCodes.notFound)
      return <Empty description={t.notFound}>{backToList}</Empty>
    return <LoadFailure error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
  }

  return (
    <Stack gap={6}>
      <Card
        title={t.details}
        extra={
          <Stack direction="horizontal" gap={3} align="center">
            {found && (
              <CollectibleActions
                collectible={found}
                businessType={businessType}
                side={side}
                onClosedAfterSending={onClosedAfterSending}
              />
            )}
            {backToList}
          </Stack>
        }
      >
        {found === null ? (
          <Skeleton lines={6} />
        ) : (
          <Descriptions
            items={[
              { key: 'nft_id', label: t.nftId, value: found.nft_id },
              { key: 'owner', label: t.owner, value: <AddressText value={found.owner} copyable /> },
              { key: 'business_type', label: t.businessType, value: messages.businessType[found.business_type] },
              { key: 'supply', label: t.supply, value: found.supply },
              ...(businessType === BusinessType.MultiCopy
                ? [{ key: 'amount', label: t.amount, value: found.amount }]
                : []),
              { key: 'state', label: t.state, value: <StateBadge state={found.state} /> },
              {
                key: 'approved',
                label: t.approved,
                value: found.approved ? <AddressText value={found.approved} /> : t.none,
              },
              { key: 'chain_type', label: t.chainType, value: found.chain_type },
              ...(found.platform ? [{ key: 'platform', label: t.platform, value: found.platform }] : []),
              { key: 'create_time', label: t.createTime, value: <DateTime value={found.create_time} /> },
              {
                key: 'tx_hash',
                label: t.mintTx,
                value: <AddressText value={found.tx_hash} head={10} tail={10} copyable copyLabel={t.mintTx} />,
                span: 2,
              },
              { key: 'nft_uri', label: t.nftUri, value: found.nft_uri, span: 3 },
              { key: 'nft_memo', label: t.description, value: found.nft_memo, span: 3 },
            ]}
          />
        )}
      </Card>
      {found !== null && businessType === BusinessType.MultiCopy && (
        <Card title={t.holders}>
          {holders.isError ? (
            <LoadFailure error={holders.error} onRetry={() => void holders.refetch()} />
          ) : (
            <HoldersTable
              screen={screen}
              rows={holders.data?.list ?? []}
              total={holders.data?.total ?? 0}
              {...holdersPage}
              loading={holders.isFetching}
              onPageChange={(current, size) => setHoldersPage({ current, size })}
            />
          )}
        </Card>
      )}
      {found !== null && (
        <Card title={t.approvals}>
          {approvals.isError ? (
            <LoadFailure error={approvals.error} onRetry={() => void approvals.refetch()} />
          ) : (
            <ApprovalsTable
              rows={approvals.data?.list ?? []}
              total={approvals.data?.total ?? 0}
              {...approvalsPage}
              loading={approvals.isFetching}
              onPageChange={(current, size) => setApprovalsPage({ current, size })}
            />
          )}
        </Card>
      )}
      {found !== null && (
        <Card title={t.provenance}>
          {history.isError ? (
            <LoadFailure error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <ProvenanceTable
              rows={history.data?.list ?? []}
              total={history.data?.total ?? 0}
              {...historyPage}
              loading={history.isFetching}
              onPageChange={(current, size) => setHistoryPage({ current, size })}
            />
          )}
        </Card>
      )}
    </Stack>
  )
}
