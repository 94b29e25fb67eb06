import { Suspense, useMemo } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { AppLayout, SideNav, Stack, type SideNavEntry } from '@/design-system'
import type { ConsoleSession } from '@/lib/console-session'
import { useI18n, type Messages } from '@/lib/i18n'
import { PassphraseDialogHost } from '@/features/chain-account/components/PassphraseDialogHost'
import { roleOf, type Role } from '@/api/primitives'
import { useRouteRegistry } from '../router/registry-context'
import type { MenuNode } from '../router/route-registry'
import QueryFrame from '../providers/QueryFrame'
import { useManagerRights } from '../router/access-rights'
import { ManagerRightsProvider } from '../session/manager-rights'
import { ConsoleBreadcrumb } from './ConsoleBreadcrumb'
import { ConsoleHeader } from './ConsoleHeader'
import { PageLoading } from './PageLoading'

function toNavEntries(nodes: readonly MenuNode[], messages: Messages): SideNavEntry[] {
  return nodes.map((node) =>
    'children' in node
      ? { key: node.path, label: messages.menu[node.label], children: toNavEntries(node.children, messages) }
      : { label: messages.menu[node.label], path: node.path },
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
  const role = roleOf(session.role)
  const { messages } = useI18n()
  return (
    <ManagerRightsProvider session={session}>
      <AppLayout
        sideNav={<ConsoleMenu role={role} />}
        header={<ConsoleHeader session={session} />}
        toggleMenuLabel={messages.layout.toggleMenu}
        collapsedStorageKey="menuCollapsed"
      >
        <Suspense fallback={<PageLoading />}>
          <QueryFrame>
            <Stack>
              <ConsoleBreadcrumb role={role} />
              <Outlet />
            </Stack>
          </QueryFrame>
        </Suspense>
      </AppLayout>
      <PassphraseDialogHost />
    </ManagerRightsProvider>
  )
}

/** The side menu: what the role (and, for the manager's screens, the account's rights) may open. */
function ConsoleMenu({ role }: { role: Role | null }) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const registry = useRouteRegistry()
  const manager = useManagerRights() === true
  const items = useMemo(
    () => toNavEntries(registry.menuFor(role, { manager }), messages),
    [registry, role, manager, messages],
  )
  return (
    <SideNav header={messages.app.title} items={items} activePath={pathname} onNavigate={(path) => navigate(path)} />
  )
}
