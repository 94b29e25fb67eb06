import { useSearchParams } from 'react-router'
import { Stack, Tabs } from '@/design-system'
import { useI18n } from '../messages'
import { useActingAccount } from '../acting-account'
import { AccountsTab } from '../components/AccountsTab'
import { PendingApplicationsTab, ReviewedApplicationsTab } from '../components/ApplicationsTab'

const TABS = ['accounts', 'pending', 'reviewed'] as const
type Tab = (typeof TABS)[number]

/**
 * `/account-manage` (roles 1 and 2): the chain accounts the role manages, and the applications it reviews
 * (the spec names no route of their own, so the review lists are tabs here). `?tab=` keeps the tab in links.
 */
export default function AccountManagePage() {
  const t = useI18n().messages.accounts
  const acting = useActingAccount()
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: Tab = TABS.includes(requested as Tab) ? (requested as Tab) : 'accounts'
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
        ]}
      />
    </Stack>
  )
}
