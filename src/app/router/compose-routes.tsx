import type { ComponentType, ReactElement } from 'react'
import { Outlet, type RouteObject } from 'react-router'
import { GroupRedirect } from './GroupRedirect'
import { RouteRegistryProvider } from './registry-context'
import type { RouteRegistry } from './route-registry'
import { RenderErrorBoundary } from './RenderErrorBoundary'
import { RootRedirect } from './RootRedirect'
import { RouteGuard } from './RouteGuard'
import { UnknownPath } from './UnknownPath'

/** What the app puts around and beside the registry's routes; the router itself knows no screen or layout. */
export interface RouteFrames {
  /** The element of every console path: restores the session and picks the layout; renders an `<Outlet />`. */
  console: ReactElement
  /** Routes outside the console (login, visitor search, 403, 404, ...). */
  outside: RouteObject[]
  /** A render failure anywhere (spec §2: 'page error' with back and home). */
  error: ReactElement
  /** 403: the route exists but the role may not open it (`managerOnly`: only the manager rights are missing). */
  forbidden: ComponentType<{ managerOnly?: boolean }>
  /** The page of an entry whose screen is not built yet. */
  notBuilt: ComponentType
  /** While a manager-only route waits to learn the account's rights. */
  checking: ComponentType
}

/**
 * The route tree composed from the registry: each entry becomes a route behind its role check, each menu
 * group's path a redirect to its first allowed child, `/` a redirect to the first allowed route, and any
 * other console path goes to 404. Everything below can read the registry (`useRouteRegistry`).
 */
export function composeRoutes(registry: RouteRegistry, frames: RouteFrames): RouteObject[] {
  const entryRoutes: RouteObject[] = registry.entries.map((entry) => ({
    path: entry.path,
    element: (
      <RouteGuard
        entry={entry}
        forbidden={frames.forbidden}
        notBuiltPage={frames.notBuilt}
        checkingPage={frames.checking}
      />
    ),
  }))
  const groupRoutes: RouteObject[] = registry.groups.map((group) => ({
    path: group.path,
    element: <GroupRedirect group={group} forbidden={frames.forbidden} />,
  }))
  return [
    {
      element: (
        <RouteRegistryProvider registry={registry}>
          <Outlet />
        </RouteRegistryProvider>
      ),
      children: [
        {
          element: (
            <RenderErrorBoundary fallback={frames.error}>
              <Outlet />
            </RenderErrorBoundary>
          ),
          children: [
            ...frames.outside,
            {
              path: '/',
              element: frames.console,
              children: [
                { index: true, element: <RootRedirect /> },
                ...entryRoutes,
                ...groupRoutes,
                { path: '*', element: <UnknownPath /> },
              ],
            },
          ],
        },
      ],
    },
  ]
}
