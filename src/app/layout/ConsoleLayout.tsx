import { Suspense, useMemo } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { AppLayout, SideNav, type SideNavEntry } from '@/design-system'
import type { ConsoleSession } from '@/lib/console-session'
import { useI18n, type Messages } from '@/lib/i18n'
import { PassphraseDialogHost } from '@/features/chain-account/components/PassphraseDialogHost'
import { menuFor, roleCodeOf, type ConsoleRoute } from '../router/route-table'
import QueryFrame from '../providers/QueryFrame'
import { ConsoleHeader } from './ConsoleHeader'
import { PageLoading } from './PageLoading'

function toNavEntries(routes: readonly ConsoleRoute[], messages: Messages): SideNavEntry[] {
  return routes.map((route) =>
    route.children
      ? { key: route.path, label: messages.menu[route.labelKey], children: toNavEntries(route.children, messages) }
      : { label: messages.menu[route.labelKey], path: route.path },
  )
}

export interface ConsoleLayoutProps {
  session: ConsoleSession
}

/**
 * The logged-in console: the side menu filtered by role (convenience only: the server checks every call),
 * the header, the page, and the passphrase dialog mounted once for every chain operation.
 */
export default function ConsoleLayout({ session }: ConsoleLayoutProps) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const role = roleCodeOf(session.role)
  const items = useMemo(() => toNavEntries(menuFor(role), messages), [role, messages])
  return (
    <>
      <AppLayout
        sideNav={
          <SideNav
            header={messages.app.title}
            items={items}
            activePath={pathname}
            onNavigate={(path) => navigate(path)}
          />
        }
        header={<ConsoleHeader session={session} />}
      >
        <Suspense fallback={<PageLoading />}>
          <QueryFrame>
            <Outlet />
          </QueryFrame>
        </Suspense>
      </AppLayout>
      <PassphraseDialogHost />
    </>
  )
}
