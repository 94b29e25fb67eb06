import { Link } from 'react-router'
import { BusinessType } from '@/api/primitives'
import { Button, Card, Descriptions, Empty, Skeleton, Stack, useDesignSystemStrings } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '@/lib/i18n'
import { serverErrorCode } from '@/lib/i18n/message-ref'
import { NO_POINTS_ACCOUNT_CODE, useCollectibleCounts, usePointsBalance } from '../api/home-summary'

/** `/home`: the user's points balance and collectible counts (operator and platform). */
export default function HomePage() {
  const { messages } = useI18n()
  const session = useConsoleSession()
  const { labelSuffix } = useDesignSystemStrings()
  const points = usePointsBalance()
  const counts = useCollectibleCounts()
  const userName = session.status === 'ok' ? session.session.userName : ''
  const account = session.status === 'ok' ? session.session.account : null
  const chain = session.status === 'ok' ? session.session.chain : null

  const countOf = (businessType: BusinessType) =>
    counts.data?.find((row) => row.business_type === businessType)?.collectibles ?? '0'
  const singleCopyCount = countOf(BusinessType.SingleCopy)
  const multiCopyCount = countOf(BusinessType.MultiCopy)
  const pointsValue = points.isPending ? (
    <Skeleton lines={1} width="80px" />
  ) : points.isError ? (
    serverErrorCode(points.error) === NO_POINTS_ACCOUNT_CODE ? (
      '-'
    ) : (
      <Stack direction="horizontal" gap={2}>
        <span role="alert">{messages.messages.pointsQueryFailed}</span>
        <Button size="sm" variant="link" onClick={() => void points.refetch()}>
          {messages.home.retry}
        </Button>
      </Stack>
    )
  ) : (
    points.data.balance
  )

  return (
    <Stack gap={6}>
      <Card title={messages.home.welcome.replace('{name}', userName)} headingLevel={2}>
        {account ? (
          <Descriptions
            columns={3}
            items={[
              { key: 'account', label: messages.layout.chainAccount, value: account.account },
              { key: 'chain', label: messages.layout.targetChain, value: chain?.chain_type },
              { key: 'business', label: messages.personalCenter.businessName, value: chain?.bussiness_name },
            ]}
          />
        ) : (
          <Empty
            description={`${messages.home.noChainAccountTitle}${labelSuffix}${messages.home.noChainAccountHint}`}
            compact
          >
            {/* Applying for a chain account happens in the personal center. */}
            <Link to="/personal-center">{messages.accounts.goApply}</Link>
          </Empty>
        )}
      </Card>
      <Card title={messages.home.summary} headingLevel={2}>
        <Stack gap={3}>
          <Descriptions
            columns={3}
            layout="vertical"
            items={[
              { key: 'points', label: messages.home.pointsBalance, value: pointsValue },
              {
                key: '721',
                label: messages.home.collectibles721,
                value: counts.isPending ? <Skeleton lines={1} width="60px" /> : counts.isError ? '-' : singleCopyCount,
              },
              {
                key: '1155',
                label: messages.home.collectibles1155,
                value: counts.isPending ? <Skeleton lines={1} width="60px" /> : counts.isError ? '-' : multiCopyCount,
              },
            ]}
          />
          {counts.isError && (
            <Stack direction="horizontal" gap={2}>
              <span role="alert">{messages.home.loadFailed}</span>
              <Button size="sm" variant="link" onClick={() => void counts.refetch()}>
                {messages.home.retry}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
    </Stack>
  )
}
