import { PageContainer } from '@/design-system'
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { consoleRegistry } from './console-routes'
import { ErrorPage } from './pages/ErrorPage'
import { ForbiddenPage } from './pages/ForbiddenPage'
import { NotBuiltPage } from './pages/NotBuiltPage'
import { NotFoundPage } from './pages/NotFoundPage'
import { PageLoading } from './layout/PageLoading'
import { PublicFrame } from './layout/PublicFrame'
import { composeRoutes } from './router/compose-routes'
import type { RouteRegistry } from './router/route-registry'
import { SessionGate } from './session/SessionGate'

// The screens outside the console; each loads on first visit. The visitor and login screens load no chain code.
const LoginPage = lazy(() => import('@/features/auth/routes/LoginPage'))
const RegisterPage = lazy(() => import('@/features/auth/routes/RegisterPage'))
const LogoutPage = lazy(() => import('@/features/auth/routes/LogoutPage'))
const TouristSearchPage = lazy(() => import('@/features/collection-search/routes/TouristSearchPage'))
const QueryFrame = lazy(() => import('./providers/QueryFrame'))

/** Login, register, logout, visitor search, 403 and 404 share the public frame. */
const outsideRoutes: RouteObject[] = [
  {
    element: <PublicFrame />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/logout', element: <LogoutPage /> },
      { element: <QueryFrame />, children: [{ path: '/register', element: <RegisterPage /> }] },
      // No query client: the visitor page reads the server through plain state (its library stays out).
      {
        path: '/tourist',
        element: (
          <PageContainer>
            <TouristSearchPage />
          </PageContainer>
        ),
      },
      { path: '/403', element: <ForbiddenPage /> },
      { path: '/404', element: <NotFoundPage /> },
    ],
  },
]

/**
 * The console's route tree (spec §2): the registry's routes behind the session gate, which restores the
 * session and picks the layout, beside the public screens. Tests pass a fixture registry.
 */
export function createAppRoutes(registry: RouteRegistry = consoleRegistry): RouteObject[] {
  return composeRoutes(registry, {
    console: <SessionGate />,
    outside: outsideRoutes,
    error: <ErrorPage />,
    forbidden: ForbiddenPage,
    notBuilt: NotBuiltPage,
    checking: PageLoading,
  })
}
