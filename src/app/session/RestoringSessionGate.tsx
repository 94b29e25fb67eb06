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
import { useRouteRegistry } from '../router/registry-context'
import type { RouteRegistry } from '../router/route-registry'

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

/**
 * Where a user without a session goes. A console page needs a login, so its link leads to the login page;
 * '登录已失效或过期' is said only when `sessionLost`: the session this console opened with is gone (the
 * server refused the token, or the items were removed). A visitor who never logged in in this tab is sent
 * on silently: nothing of theirs expired. Paths no route knows are spec §2's unknown states: /tourist.
 */
function destinationWithoutSession(registry: RouteRegistry, pathname: string, sessionLost: boolean): Destination {
  const entry = registry.find(pathname)
  if (entry?.visitors) return null
  if (pathname === '/' || pathname === '') return { to: '/login', notice: null }
  if (!entry && !registry.findGroup(pathname)) return { to: '/tourist', notice: null }
  return { to: '/login', notice: sessionLost ? 'loginExpired' : null }
}

/**
 * Every console path goes through here (loaded by SessionGate). On load the saved session is restored (spec §4); a corrupted one
 * shows '环境异常,请重新登录', is cleared and sends the user to login. Logged in: the console layout.
 * Not logged in: the visitor variant of a visitor path, or the login page. A session that disappears while
 * the console is open (the API client clears it when the server answers 401) ends here too.
 */
export default function RestoringSessionGate() {
  const { messages } = useI18n()
  const { pathname } = useLocation()
  const registry = useRouteRegistry()
  const [state] = useMachine(restoreMachine, { inspect: machineInspector })
  const live = useConsoleSession()
  const restoring = state.hasTag('busy')
  const status = state.context.status

  let destination: Destination = null
  if (!restoring) {
    if (status === 'corrupted') destination = { to: '/login', notice: 'environmentError' }
    else if (status !== 'restored') destination = destinationWithoutSession(registry, pathname, false)
    else if (live.status !== 'ok') destination = destinationWithoutSession(registry, pathname, true)
  }
  const notice = destination?.notice ?? null

  useEffect(() => {
    if (!notice) return
    // The text as id: StrictMode's second effect run, and the server's own 401 toast of the same text,
    // replace the toast instead of stacking a copy.
    const text = messages.messages[notice]
    message.error(text, { id: text })
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
