import { Link } from '@/lib/navigation/Link'
import { useI18n } from '../messages'
import { PointsBalanceCard } from '../components/PointsBalanceCard'

/** `/charging/account-point` (platform): its own points balance, with the way to its ledger. */
export default function AccountPointPage() {
  const { messages } = useI18n()
  return <PointsBalanceCard extra={<Link to="/charging/record">{messages.billing.viewLedger}</Link>} />
}
