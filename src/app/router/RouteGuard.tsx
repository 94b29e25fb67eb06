import type { ComponentType } from 'react'
import { notBuilt, type RouteEntry } from './route-registry'
import { useRouteRegistry } from './registry-context'
import { useSessionRole } from './use-session-role'

export interface RouteGuardProps {
  entry: RouteEntry
  /** Shown when the role may not open the route (403). */
  forbidden: ComponentType
  /** Shown for a route whose screen is not built yet. */
  notBuiltPage: ComponentType
}

/** Shows the route's page when the user's role may open it, else 403 (spec §2, §6). */
export function RouteGuard({ entry, forbidden: Forbidden, notBuiltPage }: RouteGuardProps) {
  const registry = useRouteRegistry()
  const role = useSessionRole()
  if (!registry.canAccess(entry, role)) return <Forbidden />
  const Page = entry.page === notBuilt ? notBuiltPage : entry.page
  return <Page />
}
