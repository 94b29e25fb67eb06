import { Role } from '@/api/primitives'
import { Card, Stack } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { PointsBalanceCard } from '../components/PointsBalanceCard'
import { PointsTransferForm } from '../components/PointsTransferForm'

/**
 * `/charging/distribution` (operator, platform): passes points from the current account on (contract
 * `recharge`): the operator to platform parties, a platform party to its users.
 */
export default function DistributionPage() {
  const { messages } = useI18n()
  const t = messages.billing
  const session = useConsoleSession()
  const operator = session.status === 'ok' && session.session.role === Role.Operator
  const label = operator ? t.distributeToPlatform : t.distributeToUser

  return (
    <Stack gap={6}>
      <PointsBalanceCard />
      <Card title={label} headingLevel={2}>
        <PointsTransferForm label={label} mode={{ kind: 'distribution', recipients: operator ? '1' : '2' }} />
      </Card>
    </Stack>
  )
}
