import { describe, expect, it } from 'vitest'
import { Role, type Role as RoleValue } from '@/api/primitives'
import { consoleRegistry } from './console-routes'
import type { MenuNode } from './router/route-registry'

const leaves = (nodes: readonly MenuNode[]) => nodes.flatMap((node) => ('children' in node ? node.children : [node]))
const menuPaths = (role: RoleValue | null) => leaves(consoleRegistry.menuFor(role)).map((page) => page.path)

describe("the console's routes (spec §2, §6)", () => {
  it('shows the operator its pages and none of the platform pages', () => {
    const paths = menuPaths(Role.Operator)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/home',
        '/user-collection-721',
        '/user-collection-1155',
        '/charging/recharge-record',
        '/charging/charging-rule',
        '/charging/set-charging',
        '/charging/account-points',
        '/charging/recharge',
      ]),
    )
    expect(paths).not.toContain('/digital-collection-721')
    expect(paths).not.toContain('/charging/account-point')
  })

  it('shows the platform its pages, never the ledger record in the menu', () => {
    const paths = menuPaths(Role.Platform)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/digital-collection-721',
        '/digital-collection-1155',
        '/charging/account-point',
        '/charging/distribution',
      ]),
    )
    expect(paths).not.toContain('/charging/record')
    expect(paths).not.toContain('/charging/charging-rule')
    const record = consoleRegistry.find('/charging/record')
    expect(record && consoleRegistry.canAccess(record, Role.Platform)).toBe(true)
  })

  it('lets a user with no role reach only personal center and collection search pages', () => {
    const allowed = consoleRegistry.entries
      .filter((entry) => consoleRegistry.canAccess(entry, null))
      .map((entry) => entry.path)
    expect(allowed.sort()).toEqual([
      '/collection-search',
      '/collection-search-deal',
      '/collection-search-details',
      '/personal-center',
    ])
    expect(menuPaths(null)).toEqual(['/collection-search', '/personal-center'])
  })

  it('sends the root to the first route the user may see, and /charging to the first billing page', () => {
    expect(consoleRegistry.firstAllowedPath(Role.Operator)).toBe('/home')
    expect(consoleRegistry.firstAllowedPath(null)).toBe('/collection-search')
    const charging = consoleRegistry.findGroup('/charging')
    expect(charging).toBeDefined()
    if (!charging) return
    expect(consoleRegistry.firstAllowedChild(charging, Role.Operator)).toBe('/charging/recharge-record')
    expect(consoleRegistry.firstAllowedChild(charging, Role.Platform)).toBe('/charging/recharge')
    expect(consoleRegistry.firstAllowedChild(charging, null)).toBeNull()
  })

  it('opens only the collection search details and deal pages to visitors without a session', () => {
    expect(consoleRegistry.entries.filter((entry) => entry.visitors).map((entry) => entry.path)).toEqual([
      '/collection-search-details',
      '/collection-search-deal',
    ])
  })

  it('leads detail pages back to their list', () => {
    expect(consoleRegistry.breadcrumbFor('/details-721').map((crumb) => crumb.path)).toEqual([
      '/digital-collection-721',
      '/details-721',
    ])
    expect(consoleRegistry.find('/admin-statistics-detail/mint')?.label).toBe('statisticsDetail')
  })
})
