import { lazy, Suspense, useEffect } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useMachine } from '@xstate/react'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { message, PageContainer } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '@/lib/i18n'
import { clearSession } from '@/lib/session'
import { readSavedLogin } from '@/features/auth/machines/session-restore.actors'
import { sessionRestoreMachine } from '@/features/auth/machines/session-restore.machine'
import { PageLoading } from '../layout/PageLoading'
import { PublicFrame } from '../layout/PublicFrame'
import { findRoute } from '../router/route-table'

/** Console paths a visitor may open too (spec §2 visitor routes): without a session they show outside the console. */
export const visitorPaths: readonly string[] = ['/collection-search-details', '/collection-search-deal']

// The console's frame (menus, header, account switcher, passphrase dialog and its crypto) loads only
// for a logged-in user: the login and visitor screens never download it.
const ConsoleLayout = lazy(() => import('../layout/ConsoleLayout'))
const QueryFrame = lazy(() => import('../providers/QueryFrame'))

const restoreMachine = sessionRestoreMachine.provide({
  actors: { readSavedLogin },
  actions: {
    clearSession: () => clearSession(),
    // Where to go depends on the path (a visitor page, the root, a console page): the gate renders it.
    redirectToLogin: () => undefined,
  },
})

type Destination = { to: string; notice: 'environmentError' | 'loginExpired' | null } | null

function visitorDestination(pathname: string): Destination {
  if (visitorPaths.includes(pathname)) return null
  if (pathname === '/' || pathname === '') return { to: '/login', notice: null }
  // Spec §2: unknown states of a visitor go to the search page.
  if (!findRoute(pathname)) return { to: '/tourist', notice: null }
  return { to: '/login', notice: 'loginExpired' }
}

/**
 * Every console path goes through here (loaded by SessionGate). On load the saved session is restored (spec §4); a corrupted one
 * shows '环境异常,请重新登录', is cleared and sends the user to login. Logged in: the console layout.
 * Not logged in: the visitor variant of a visitor path, or the login page.
 */
export default function RestoringSessionGate() {
  const { messages } = useI18n()
  const { pathname } = useLocation()
  const [state] = useMachine(restoreMachine, { inspect: machineInspector })
  const live = useConsoleSession()
  const restoring = state.hasTag('busy')
  const status = state.context.status

  let destination: Destination = null
  if (!restoring) {
    if (status === 'corrupted') destination = { to: '/login', notice: 'environmentError' }
    else if (status !== 'restored' || live.status !== 'ok') destination = visitorDestination(pathname)
  }
  const notice = destination?.notice ?? null

  useEffect(() => {
    // A fixed id: StrictMode's second effect run replaces the toast instead of stacking a copy.
    if (notice) message.error(messages.messages[notice], { id: `session.${notice}` })
  }, [notice, messages])

  if (restoring) return <PageLoading />
  if (destination) return <Navigate to={destination.to} replace />
  if (status === 'restored' && live.status === 'ok') {
    return (
      <Suspense fallback={<PageLoading />}>
        <ConsoleLayout session={live.session} />
      </Suspense>
    )
  }
  return (
    <PublicFrame>
      <PageContainer>
        <QueryFrame />
      </PageContainer>
    </PublicFrame>
  )
}
