import { Link } from '@/lib/navigation/Link'
import { BusinessType, Role } from '@/api/primitives'
import { STATISTICS_DATA_TYPES, type Dashboard, type RecentOperation } from '@/api/statistics'
import {
  AddressText,
  Alert,
  Button,
  Card,
  DateTime,
  Descriptions,
  Empty,
  Skeleton,
  Stack,
  Table,
  useDesignSystemStrings,
  type TableColumn,
} from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n, type Messages } from '../messages'
import { serverErrorCode } from '@/lib/i18n/message-ref'
import { NO_POINTS_ACCOUNT_CODE, useCollectibleCounts, useDashboard, usePointsBalance } from '../api/home-summary'
import { dealHref, homeShortcuts, statisticsHref } from '../shortcuts'

function actionLabel(messages: Messages, actionName: string): string {
  return Object.hasOwn(messages.actions, actionName)
    ? messages.actions[actionName as keyof Messages['actions']]
    : actionName
}

/** Today's and this month's figures, each data type linking to its statistics. */
function FiguresCard({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const { messages } = useI18n()
  const t = messages.home
  const figure = (pick: (data: Dashboard) => string) =>
    dashboard.isPending ? <Skeleton lines={1} width="60px" /> : dashboard.isError ? '-' : pick(dashboard.data)
  return (
    <Card title={t.figuresTitle} headingLevel={2}>
      <Stack gap={4}>
        <Descriptions
          columns={3}
          layout="vertical"
          items={(['today', 'month'] as const).flatMap((period) =>
            (['operations', 'fees', 'mints'] as const).map((name) => ({
              key: `${period}-${name}`,
              label: t.periodFigure
                .replace('{period}', period === 'today' ? t.today : t.thisMonth)
                .replace('{figure}', t[name]),
              value: figure((data) => data[period][name]),
            })),
          )}
        />
        {dashboard.isError && (
          <Stack direction="horizontal" gap={2}>
            <span role="alert">{t.loadFailed}</span>
            <Button size="sm" variant="link" onClick={() => void dashboard.refetch()}>
              {t.retry}
            </Button>
          </Stack>
        )}
        <Stack direction="horizontal" gap={4} wrap>
          {STATISTICS_DATA_TYPES.map((dataType) => (
            <Link key={dataType} to={statisticsHref(dataType)}>
              {t.viewDetail.replace('{name}', messages.statistics.dataTypes[dataType])}
            </Link>
          ))}
        </Stack>
      </Stack>
    </Card>
  )
}

function RecentOperations({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const { messages } = useI18n()
  const t = messages.home
  const columns: TableColumn<RecentOperation>[] = [
    { key: 'create_time', title: t.time, render: (row) => <DateTime value={row.create_time} /> },
    { key: 'action_name', title: t.action, render: (row) => actionLabel(messages, row.action_name) },
    { key: 'nft_id', title: t.collectible },
    { key: 'sender', title: t.sender, render: (row) => <AddressText value={row.sender} /> },
    {
      key: 'tx_hash',
      title: t.txHash,
      render: (row) => (
        <Link to={dealHref(row)}>
          <AddressText value={row.tx_hash} head={8} tail={8} />
        </Link>
      ),
    },
  ]
  return (
    <Card title={t.recentTitle} headingLevel={2}>
      <Table
        caption={t.recentTitle}
        columns={columns}
        data={dashboard.data?.recent ?? []}
        rowKey="history_id"
        loading={dashboard.isPending}
        skeletonRows={3}
        emptyText={t.noRecent}
      />
    </Card>
  )
}

function LowestBalances({ dashboard }: { dashboard: ReturnType<typeof useDashboard> }) {
  const { messages } = useI18n()
  const t = messages.home
  const below = BigInt(dashboard.data?.low_balance_below ?? '0')
  const columns: TableColumn<Dashboard['lowest_balances'][number]>[] = [
    { key: 'account', title: t.account, render: (row) => <AddressText value={row.account} /> },
    { key: 'bussiness_name', title: t.businessName },
    {
      key: 'balance',
      title: t.balance,
      align: 'right',
      render: (row) => (BigInt(row.balance) < below ? `${row.balance} ⚠` : row.balance),
    },
  ]
  return (
    <Card title={t.lowestTitle} headingLevel={2}>
      <Table
        caption={t.lowestTitle}
        columns={columns}
        data={dashboard.data?.lowest_balances ?? []}
        rowKey="account"
        loading={dashboard.isPending}
        skeletonRows={3}
        emptyText={t.noPlatforms}
      />
    </Card>
  )
}

/**
 * `/home`: the role's dashboard. Points balance (with a low-balance warning), collectible counts, today's and
 * this month's operations and fees (linking to their statistics), recent operations (to their deal pages),
 * the role's common tasks and, for the operator, the platforms with the lowest balances.
 */
export default function HomePage() {
  const { messages } = useI18n()
  const t = messages.home
  const session = useConsoleSession()
  const { labelSuffix } = useDesignSystemStrings()
  const points = usePointsBalance()
  const counts = useCollectibleCounts()
  const dashboard = useDashboard()
  const userName = session.status === 'ok' ? session.session.userName : ''
  const account = session.status === 'ok' ? session.session.account : null
  const chain = session.status === 'ok' ? session.session.chain : null
  const role = session.status === 'ok' ? session.session.role : null

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
          {t.retry}
        </Button>
      </Stack>
    )
  ) : (
    points.data.balance
  )
  const lowBelow = dashboard.data?.low_balance_below
  const lowBalance = points.isSuccess && lowBelow !== undefined && BigInt(points.data.balance) < BigInt(lowBelow)

  return (
    <Stack gap={6}>
      <Card title={t.welcome.replace('{name}', userName)} headingLevel={2}>
        {account ? (
          <Descriptions
            columns={3}
            items={[
              { key: 'account', label: messages.layout.chainAccount, value: <AddressText value={account.account} /> },
              { key: 'chain', label: messages.layout.targetChain, value: chain?.chain_type },
              { key: 'business', label: messages.personalCenter.businessName, value: chain?.bussiness_name },
            ]}
          />
        ) : (
          <Empty description={`${t.noChainAccountTitle}${labelSuffix}${t.noChainAccountHint}`} compact>
            {/* Applying for a chain account happens in the personal center. */}
            <Link to="/personal-center">{messages.accounts.goApply}</Link>
          </Empty>
        )}
      </Card>
      <Card title={t.summary} headingLevel={2}>
        <Stack gap={3}>
          {lowBalance && (
            <Alert
              type="warning"
              title={t.lowBalance.replace('{threshold}', lowBelow)}
              action={<Link to="/charging/recharge">{messages.menu.recharge}</Link>}
            />
          )}
          <Descriptions
            columns={3}
            layout="vertical"
            items={[
              { key: 'points', label: t.pointsBalance, value: pointsValue },
              {
                key: '721',
                label: t.collectibles721,
                value: counts.isPending ? <Skeleton lines={1} width="60px" /> : counts.isError ? '-' : singleCopyCount,
              },
              {
                key: '1155',
                label: t.collectibles1155,
                value: counts.isPending ? <Skeleton lines={1} width="60px" /> : counts.isError ? '-' : multiCopyCount,
              },
            ]}
          />
          {counts.isError && (
            <Stack direction="horizontal" gap={2}>
              <span role="alert">{t.loadFailed}</span>
              <Button size="sm" variant="link" onClick={() => void counts.refetch()}>
                {t.retry}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
      {role !== null && (
        <>
          <FiguresCard dashboard={dashboard} />
          <RecentOperations dashboard={dashboard} />
          <Card title={t.shortcutsTitle} headingLevel={2}>
            {/* Not a <nav>: the side menu is the page's one navigation landmark. */}
            <Stack direction="horizontal" gap={4} wrap>
              {homeShortcuts[role].map((shortcut) => (
                <Link key={shortcut.path} to={shortcut.path}>
                  {messages.menu[shortcut.label]}
                </Link>
              ))}
            </Stack>
          </Card>
          {role === Role.Operator && <LowestBalances dashboard={dashboard} />}
        </>
      )}
    </Stack>
  )
}
