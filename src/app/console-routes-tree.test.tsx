import { render, screen } from '@testing-library/react'
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { Role } from '@/api/primitives'
import { clearSession } from '@/lib/session'
import { signInAs, type DemoUser } from '@/test/story-session'
import { consoleEntries } from './console-routes'
import { composeRoutes } from './router/compose-routes'
import { useRouteRegistry } from './router/registry-context'
import { createRouteRegistry, type RouteEntry } from './router/route-registry'
import { useSessionRole } from './router/use-session-role'

/** The fixture: the app's registry plus one new screen, added the way a screen author adds one. */
const reportEntry: RouteEntry = {
  path: '/operator-report',
  label: 'statisticsDetail',
  roles: [Role.Operator],
  menu: 'top',
  page: () => <p>operator report page</p>,
}
const registry = createRouteRegistry([...consoleEntries, reportEntry])

/** Stand-ins for the app's frames: a menu read from the registry and the page below it. */
function ConsoleFrame() {
  const menu = useRouteRegistry().menuFor(useSessionRole())
  const links = menu.flatMap((node) => ('children' in node ? node.children : [node]))
  return (
    <>
      <nav aria-label="menu">
        {links.map((link) => (
          <a key={link.path} href={link.path}>
            {link.path}
          </a>
        ))}
      </nav>
      <Outlet />
    </>
  )
}

const routes: RouteObject[] = composeRoutes(registry, {
  console: <ConsoleFrame />,
  outside: [{ path: '/404', element: <p>not found page</p> }],
  error: <p>error page</p>,
  forbidden: () => <p>forbidden page</p>,
  notBuilt: () => <p>not built page</p>,
})

function open(path: string, user: DemoUser | null) {
  if (user) signInAs(user)
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(<RouterProvider router={router} />)
  return router
}

afterEach(() => clearSession())

describe('a route added by one registry entry', () => {
  it('is in the menu of the role it names and opens its page', async () => {
    open('/operator-report', 'operator')
    expect(await screen.findByText('operator report page')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '/operator-report' })).toBeInTheDocument()
  })

  it('is guarded: another role gets 403 and no menu item', async () => {
    open('/operator-report', 'platform')
    expect(await screen.findByText('forbidden page')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '/operator-report' })).toBeNull()
  })

  it('is in the composed tree, and paths no entry declares are not', async () => {
    const router = open('/operator-report/extra', 'operator')
    expect(await screen.findByText('not found page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/404')
  })
})

describe('the composed tree', () => {
  it('sends /charging to the first billing page the role may see', async () => {
    const router = open('/charging', 'operator')
    expect(await screen.findByText('not built page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/charging/recharge-record')
  })

  it('sends the platform from /charging to its first billing page', async () => {
    const router = open('/charging', 'platform')
    expect(await screen.findByText('not built page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/charging/recharge')
  })

  it('shows 403 at /charging to a user whose role may see no billing page', async () => {
    const router = open('/charging', 'user')
    expect(await screen.findByText('forbidden page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/charging')
  })

  it('sends / to the first route of the role', async () => {
    const router = open('/', 'user')
    expect(await screen.findByRole('link', { name: '/collection-search' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/collection-search')
  })
})
