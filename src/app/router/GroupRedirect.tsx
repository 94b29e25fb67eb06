import type { ComponentType } from 'react'
import { Navigate } from 'react-router'
import type { MenuGroup } from './route-registry'
import { useRouteRegistry } from './registry-context'
import { useSessionRole } from './use-session-role'

/** A menu group's own path (e.g. /charging) opens its first child the role may see; none: 403. */
export function GroupRedirect({ group, forbidden: Forbidden }: { group: MenuGroup; forbidden: ComponentType }) {
  const registry = useRouteRegistry()
  const to = registry.firstAllowedChild(group, useSessionRole())
  return to ? <Navigate to={to} replace /> : <Forbidden />
}
