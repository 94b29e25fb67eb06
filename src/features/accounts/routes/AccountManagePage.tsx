import { lazy, Suspense, type ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Skeleton, Stack, Tabs } from '@/design-system'
import { useI18n } from '../messages'
import { useActingAccount } from '../acting-account'
import { AccountsTab } from '../components/AccountsTab'
import { Role } from '@/api/primitives'

// The review lists and the key versions load when their tab is first shown: the page opens on the accounts.
const PendingApplicationsTab = lazy(() =>
  import('../components/ApplicationsTab').then((module) => ({ default: module.PendingApplicationsTab })),
)
const ReviewedApplicationsTab = lazy(() =>
  import('../components/ApplicationsTab').then((module) => ({ default: module.ReviewedApplicationsTab })),
)
const KeyVersionsTab = lazy(() =>
  import('../components/KeyVersionsTab').then((module) => ({ default: module.KeyVersionsTab })),
)

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton lines={4} />}>{children}</Suspense>
}

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
          {
            value: 'pending',
            label: t.tabPending,
            content: (
              <Loading>
                <PendingApplicationsTab acting={acting} />
              </Loading>
            ),
          },
          {
            value: 'reviewed',
            label: t.tabReviewed,
            content: (
              <Loading>
                <ReviewedApplicationsTab />
              </Loading>
            ),
          },
          ...(operator
            ? [
                {
                  value: 'keys',
                  label: t.tabKeyVersions,
                  content: (
                    <Loading>
                      <KeyVersionsTab />
                    </Loading>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Stack>
  )
}
