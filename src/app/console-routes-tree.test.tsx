import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Outlet, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Role } from '@/api/primitives'
import { clearSession } from '@/lib/session'
import { signInAs, type DemoUser } from '@/test/story-session'
import { consoleEntries } from './console-routes'
import { composeRoutes } from './router/compose-routes'
import { useRouteRegistry } from './router/registry-context'
import { createRouteRegistry, type RouteEntry } from './router/route-registry'
import { useSessionRole } from './router/use-session-role'

/** The redirect lands after the lazily composed tree has rendered: on a loaded CI machine that can take seconds. */
const LOADED = { timeout: 10_000 }

/** The fixture: the app's registry plus one new screen, added the way a screen author adds one. */
const reportEntry: RouteEntry = {
  path: '/operator-report',
  label: 'statisticsDetail',
  roles: [Role.Operator],
  menu: 'top',
  page: () => <p>operator report page</p>,
}
/** A screen that fails to render. */
const brokenEntry: RouteEntry = {
  path: '/broken-report',
  label: 'statisticsDetail',
  roles: [Role.Operator],
  menu: 'hidden',
  page: () => {
    throw new Error('render failed')
  },
}
/**
 * Every screen stands in as its path: the tree, not the screens, is under test here. With a real screen, a
 * redirect's navigation (a transition) waited for that screen's chunk: at load 15 the address still read / after
 * 10 s while /collection-search's page module loaded.
 */
const standIns = consoleEntries.map((entry) => ({ ...entry, page: () => <p>{`${entry.path} page`}</p> }))
const registry = createRouteRegistry([...standIns, reportEntry, brokenEntry])

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

/** Stand-in for the error page: a way home, as the real one has. */
function ErrorFrame() {
  const navigate = useNavigate()
  return (
    <button type="button" onClick={() => navigate('/operator-report')}>
      error page
    </button>
  )
}

const routes: RouteObject[] = composeRoutes(registry, {
  console: <ConsoleFrame />,
  outside: [{ path: '/404', element: <p>not found page</p> }],
  error: <ErrorFrame />,
  forbidden: () => <p>forbidden page</p>,
  notBuilt: () => <p>not built page</p>,
  checking: () => <p>checking rights</p>,
})

/** The address bar: where the router says the user is. */
function AddressBar() {
  return <output aria-label="address">{useLocation().pathname}</output>
}

function Tree() {
  return useRoutes(routes)
}

/** Opens the composed tree at `path` in the app's router mode (declarative, no data router). */
function open(path: string, user: DemoUser | null) {
  if (user) signInAs(user)
  render(
    <MemoryRouter initialEntries={[path]}>
      <Tree />
      <AddressBar />
    </MemoryRouter>,
  )
}

const address = () => screen.getByRole('status', { name: 'address' })

afterEach(() => {
  clearSession()
  vi.restoreAllMocks()
})

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
    open('/operator-report/extra', 'operator')
    expect(await screen.findByText('not found page')).toBeInTheDocument()
    await waitFor(() => expect(address()).toHaveTextContent('/404'), LOADED)
  })
})

describe('the composed tree', () => {
  it('sends /charging to the first billing page the role may see', async () => {
    open('/charging', 'operator')
    expect(await screen.findByText('/charging/recharge-record page')).toBeInTheDocument()
    await waitFor(() => expect(address()).toHaveTextContent('/charging/recharge-record'), LOADED)
  })

  it('sends the platform from /charging to its first billing page', async () => {
    open('/charging', 'platform')
    expect(await screen.findByText('/charging/recharge page')).toBeInTheDocument()
    await waitFor(() => expect(address()).toHaveTextContent('/charging/recharge'), LOADED)
  })

  it('shows 403 at /charging to a user whose role may see no billing page', async () => {
    open('/charging', 'user')
    expect(await screen.findByText('forbidden page')).toBeInTheDocument()
    await waitFor(() => expect(address()).toHaveTextContent('/charging'), LOADED)
  })

  it('sends / to the first route of the role', async () => {
    open('/', 'user')
    expect(await screen.findByText('/collection-search page')).toBeInTheDocument()
    await waitFor(() => expect(address()).toHaveTextContent('/collection-search'), LOADED)
  })
})

describe('a screen that fails to render', () => {
  it('shows the error page in its place until the user navigates away', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    open('/broken-report', 'operator')
    await userEvent.click(await screen.findByRole('button', { name: 'error page' }))
    expect(await screen.findByText('operator report page')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'error page' })).toBeNull()
  })
})
