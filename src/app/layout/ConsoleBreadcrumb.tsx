import { useLocation, useNavigate } from 'react-router'
import type { Role } from '@/api/primitives'
import { Breadcrumb } from '@/design-system'
import { useI18n } from '@/lib/i18n'
import { useRouteRegistry } from '../router/registry-context'

/**
 * The way back from a page below the menu's level (a detail page to its list, a billing page to its
 * group), as its registry entry declares it. Top-level pages and pages the role may not open show none.
 */
export function ConsoleBreadcrumb({ role }: { role: Role | null }) {
  const { messages } = useI18n()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const registry = useRouteRegistry()
  const entry = registry.find(pathname)
  const trail = registry.breadcrumbFor(pathname)
  if (!entry || !registry.canAccess(entry, role) || trail.length < 2) return null
  return (
    <Breadcrumb
      items={trail.map((crumb) => ({ label: messages.menu[crumb.label], path: crumb.path }))}
      onNavigate={(path) => navigate(path)}
    />
  )
}
