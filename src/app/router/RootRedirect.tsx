import { Navigate } from 'react-router'
import { useRouteRegistry } from './registry-context'
import { useSessionRole } from './use-session-role'

/** `/` sends a logged-in user to the first route their role may open (spec §2). */
export function RootRedirect() {
  const registry = useRouteRegistry()
  return <Navigate to={registry.firstAllowedPath(useSessionRole())} replace />
}
