import { roleOf, type Role } from '@/api/primitives'
import { useConsoleSession } from '@/lib/console-session'

/** The role of the saved session; null for a user without a role and for a visitor without a session. */
export function useSessionRole(): Role | null {
  const session = useConsoleSession()
  return session.status === 'ok' ? roleOf(session.session.role) : null
}
