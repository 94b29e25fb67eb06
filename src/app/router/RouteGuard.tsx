import type { ComponentType } from 'react'
import { useConsoleSession } from '@/lib/console-session'
import { ForbiddenPage } from '../pages/ForbiddenPage'
import { canAccess, roleCodeOf, type ConsoleRoute } from './route-table'

export interface RouteGuardProps {
  route: ConsoleRoute
  page: ComponentType
}

/** Shows the page when the user's role may open the route, else 403 (spec §2, §6). */
export function RouteGuard({ route, page: Page }: RouteGuardProps) {
  const session = useConsoleSession()
  const role = session.status === 'ok' ? roleCodeOf(session.session.role) : null
  return canAccess(route, role) ? <Page /> : <ForbiddenPage />
}
