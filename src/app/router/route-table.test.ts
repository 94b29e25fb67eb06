import { describe, expect, it } from 'vitest'
import {
  canAccess,
  consoleRoutes,
  findRoute,
  firstAllowedPath,
  flattenRoutes,
  menuFor,
  roleCodeOf,
} from './route-table'

const menuPaths = (role: '1' | '2' | null) => flattenRoutes(menuFor(role)).map((route) => route.path)

describe('route table', () => {
  it('treats any role but 1 and 2 as no role', () => {
    expect(roleCodeOf(1)).toBe('1')
    expect(roleCodeOf('2')).toBe('2')
    expect(roleCodeOf(3)).toBeNull()
    expect(roleCodeOf(undefined)).toBeNull()
  })

  it('shows the operator its pages and none of the platform pages', () => {
    const paths = menuPaths('1')
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
    const paths = menuPaths('2')
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
    const record = findRoute('/charging/record')
    expect(record && canAccess(record, '2')).toBe(true)
  })

  it('lets a user with no role reach only personal center and collection search pages', () => {
    const allowed = flattenRoutes(consoleRoutes)
      .filter((route) => !route.children && canAccess(route, null))
      .map((route) => route.path)
    expect(allowed.sort()).toEqual([
      '/collection-search',
      '/collection-search-deal',
      '/collection-search-details',
      '/personal-center',
    ])
    expect(menuPaths(null)).toEqual(['/collection-search', '/personal-center'])
  })

  it('sends the root to the first route the user may see', () => {
    expect(firstAllowedPath('1')).toBe('/home')
    expect(firstAllowedPath(null)).toBe('/collection-search')
  })

  it('matches parameterised paths', () => {
    expect(findRoute('/admin-statistics-detail/mint')?.labelKey).toBe('statisticsDetail')
    expect(findRoute('/nowhere')).toBeUndefined()
  })
})
