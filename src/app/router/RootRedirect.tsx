import { Navigate } from 'react-router'
import { useConsoleSession } from '@/lib/console-session'
import { firstAllowedPath, roleCodeOf } from './route-table'

/** `/` sends a logged-in user to the first route their role may open (spec §2). */
export function RootRedirect() {
  const session = useConsoleSession()
  const role = session.status === 'ok' ? roleCodeOf(session.session.role) : null
  return <Navigate to={firstAllowedPath(role)} replace />
}
