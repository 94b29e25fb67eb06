import type { ReactNode } from 'react'
import { AccountName, Button, Card, Descriptions, Skeleton, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { serverErrorCode } from '@/lib/i18n/message-ref'
import { NO_POINTS_ACCOUNT_CODE, usePointsBalance } from '../api/queries'

/**
 * The current chain account's billing points. A failed query shows '积分查询失败，请重试' and is asked
 * again after 3 s; an account without a points record says so.
 */
export function PointsBalanceCard({ extra }: { extra?: ReactNode }) {
  const { messages } = useI18n()
  const t = messages.billing
  const points = usePointsBalance()

  let value: ReactNode
  if (points.isPending) value = <Skeleton lines={1} width="80px" />
  else if (points.isError)
    value =
      serverErrorCode(points.error) === NO_POINTS_ACCOUNT_CODE ? (
        t.noPointsAccount
      ) : (
        <Stack direction="horizontal" gap={2}>
          <span role="alert">{messages.messages.pointsQueryFailed}</span>
          <Button size="sm" variant="link" onClick={() => void points.refetch()}>
            {t.retry}
          </Button>
        </Stack>
      )
  else value = <strong>{points.data.balance}</strong>

  return (
    <Card title={t.myPoints} headingLevel={2} extra={extra}>
      <Descriptions
        columns={3}
        items={[
          { key: 'account', label: t.account, value: <AccountName value={points.data?.account ?? ''} /> },
          { key: 'business', label: t.bussinessName, value: points.data?.bussiness_name ?? '-' },
          { key: 'balance', label: t.balance, value },
        ]}
      />
    </Card>
  )
}
