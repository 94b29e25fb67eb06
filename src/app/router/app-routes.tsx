import { PageContainer } from '@/design-system'
import { lazy } from 'react'
import type { RouteObject } from 'react-router'
import { ErrorPage } from '../pages/ErrorPage'
import { NotFoundPage } from '../pages/NotFoundPage'
import { PublicFrame } from '../layout/PublicFrame'
import { SessionGate } from '../session/SessionGate'
import { consolePageFor } from './console-pages'
import { LoginPage, LogoutPage, RegisterPage, TouristSearchPage } from './pages'
import { RootRedirect } from './RootRedirect'
import { RouteGuard } from './RouteGuard'
import { flattenRoutes } from './route-table'
import { UnknownPath } from './UnknownPath'

const QueryFrame = lazy(() => import('../providers/QueryFrame'))

/** Every leaf console route with its page behind the role check (groups such as /charging have no page). */
function consoleChildRoutes(): RouteObject[] {
  return flattenRoutes()
    .filter((route) => !route.children)
    .map((route) => ({ path: route.path, element: <RouteGuard route={route} page={consolePageFor(route.labelKey)} /> }))
}

/**
 * The console's route tree (spec §2). A render failure anywhere shows the error page with back and home.
 * Screens outside the console (login, register, logout, visitor search, 404) share the public frame; every
 * console path goes through the session gate, which restores the session and picks the layout.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      errorElement: <ErrorPage />,
      children: [
        {
          element: <PublicFrame />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/logout', element: <LogoutPage /> },
            {
              element: <QueryFrame />,
              children: [
                { path: '/register', element: <RegisterPage /> },
                {
                  path: '/tourist',
                  element: (
                    <PageContainer>
                      <TouristSearchPage />
                    </PageContainer>
                  ),
                },
              ],
            },
            { path: '/404', element: <NotFoundPage /> },
          ],
        },
        {
          path: '/',
          element: <SessionGate />,
          children: [
            { index: true, element: <RootRedirect /> },
            ...consoleChildRoutes(),
            { path: '*', element: <UnknownPath /> },
          ],
        },
      ],
    },
  ]
}
