import { useEffect, useState, type ReactNode } from 'react'
import { managerRightsEndpoints } from '@/api/endpoint-groups/permission-manager-rights'
import { Role } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import type { ConsoleSession } from '@/lib/console-session'
import { ManagerRightsContext, type ManagerRights } from '../router/access-rights'

/**
 * Asks the server once per chain account whether it holds manager rights (only role 1 can: decisions.md),
 * so the menu and the route guard can hide and refuse the manager's screens. Convenience, not the guard:
 * the contract refuses manager actions to everyone else.
 */
export function ManagerRightsProvider({ session, children }: { session: ConsoleSession; children: ReactNode }) {
  const account = session.role === Role.Operator ? (session.account?.account ?? '') : ''
  const [answer, setAnswer] = useState<{ account: string; manager: boolean } | null>(null)
  useEffect(() => {
    if (account === '') return
    let current = true
    callApi(managerRightsEndpoints.managerRights, {}).then(
      (rights) => {
        if (current) setAnswer({ account, manager: rights.is_manager && rights.account === account })
      },
      () => {
        // Unknown counts as no rights: the screens stay hidden rather than offering actions that would fail.
        if (current) setAnswer({ account, manager: false })
      },
    )
    return () => {
      current = false
    }
  }, [account])
  const rights: ManagerRights = account === '' ? false : answer?.account === account ? answer.manager : 'checking'
  return <ManagerRightsContext value={rights}>{children}</ManagerRightsContext>
}
