import { Role } from '@/api/primitives'
import { Card, Stack, Tabs } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { PointsBalanceCard } from '../components/PointsBalanceCard'
import { PointsTransferForm } from '../components/PointsTransferForm'

/**
 * `/charging/recharge` (operator, platform). The operator recharges a platform party's account (contract
 * `recharge`) or its own (`selfrecharge`); a platform party recharges one of its users (`recharge`).
 */
export default function RechargePage() {
  const { messages } = useI18n()
  const t = messages.billing
  const session = useConsoleSession()
  const operator = session.status === 'ok' && session.session.role === Role.Operator

  return (
    <Stack gap={6}>
      <PointsBalanceCard />
      <Card>
        {operator ? (
          <Tabs
            items={[
              {
                value: 'platform',
                label: t.rechargePlatform,
                content: (
                  <Stack gap={4}>
                    <p>{t.rechargePlatformHint}</p>
                    <PointsTransferForm label={t.rechargePlatform} mode={{ kind: 'recharge', recipients: '1' }} />
                  </Stack>
                ),
              },
              {
                value: 'self',
                label: t.selfRecharge,
                content: (
                  <Stack gap={4}>
                    <p>{t.selfRechargeHint}</p>
                    <PointsTransferForm label={t.selfRecharge} mode={{ kind: 'selfrecharge' }} />
                  </Stack>
                ),
              },
            ]}
          />
        ) : (
          <Stack gap={4}>
            <p>{t.rechargeUserHint}</p>
            <PointsTransferForm label={t.rechargeUser} mode={{ kind: 'recharge', recipients: '2' }} />
          </Stack>
        )}
      </Card>
    </Stack>
  )
}
