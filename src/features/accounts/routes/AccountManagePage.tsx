import { useSearchParams } from 'react-router'
import { Stack, Tabs } from '@/design-system'
import { useI18n } from '../messages'
import { useActingAccount } from '../acting-account'
import { AccountsTab } from '../components/AccountsTab'
import { PendingApplicationsTab, ReviewedApplicationsTab } from '../components/ApplicationsTab'
import { KeyVersionsTab } from '../components/KeyVersionsTab'
import { Role } from '@/api/primitives'

const TABS = ['accounts', 'pending', 'reviewed', 'keys'] as const
type Tab = (typeof TABS)[number]

/**
 * `/account-manage` (roles 1 and 2): the chain accounts the role manages, and the applications it reviews
 * (the spec names no route of their own, so the review lists are tabs here), and for operators the replaced key
 * material they can restore. `?tab=` keeps the tab in links.
 */
export default function AccountManagePage() {
  const t = useI18n().messages.accounts
  const acting = useActingAccount()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const operator = acting?.role === Role.Operator
  const tab: Tab =
    TABS.includes(requested as Tab) && (requested !== 'keys' || operator) ? (requested as Tab) : 'accounts'
  return (
    <Stack gap={4}>
      <Tabs
        aria-label={t.title}
        value={tab}
        onValueChange={(value) => setParams(value === 'accounts' ? {} : { tab: value }, { replace: true })}
        items={[
          { value: 'accounts', label: t.tabAccounts, content: <AccountsTab acting={acting} /> },
          { value: 'pending', label: t.tabPending, content: <PendingApplicationsTab acting={acting} /> },
          { value: 'reviewed', label: t.tabReviewed, content: <ReviewedApplicationsTab /> },
          ...(operator ? [{ value: 'keys', label: t.tabKeyVersions, content: <KeyVersionsTab /> }] : []),
        ]}
      />
    </Stack>
  )
}
