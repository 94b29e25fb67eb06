import type { ComponentType } from 'react'
import { useManagerRights } from './access-rights'
import { notBuilt, type RouteEntry } from './route-registry'
import { useRouteRegistry } from './registry-context'
import { useSessionRole } from './use-session-role'

export interface RouteGuardProps {
  entry: RouteEntry
  /** Shown when the role may not open the route (403); `managerOnly` when only the rights are missing. */
  forbidden: ComponentType<{ managerOnly?: boolean }>
  /** Shown for a route whose screen is not built yet. */
  notBuiltPage: ComponentType
  /** Shown while a manager-only route waits to learn the account's rights. */
  checkingPage: ComponentType
}

/** Shows the route's page when the user's role (and rights) may open it, else 403 (spec §2, §6). */
export function RouteGuard({ entry, forbidden: Forbidden, notBuiltPage, checkingPage: Checking }: RouteGuardProps) {
  const registry = useRouteRegistry()
  const role = useSessionRole()
  const manager = useManagerRights()
  // The role first (as if the rights were there), then the rights: each refusal says what is missing.
  if (!registry.canAccess(entry, role, { manager: true })) return <Forbidden />
  if (entry.managerOnly && manager === 'checking') return <Checking />
  if (!registry.canAccess(entry, role, { manager: manager === true })) return <Forbidden managerOnly />
  const Page = entry.page === notBuilt ? notBuiltPage : entry.page
  return <Page />
}
