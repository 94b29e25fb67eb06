import { describe, expect, it } from 'vitest'
import { Role } from '@/api/primitives'
import { createRouteRegistry, notBuilt, type MenuGroup, type RouteEntry } from './route-registry'

const { Operator, Platform } = Role
const charging: MenuGroup = { path: '/charging', label: 'charging' }

const entries: RouteEntry[] = [
  { path: '/home', label: 'home', roles: [Operator, Platform], menu: 'top', page: notBuilt },
  { path: '/charging/recharge-record', label: 'rechargeRecord', roles: [Operator], menu: charging, page: notBuilt },
  { path: '/charging/recharge', label: 'recharge', roles: [Operator, Platform], menu: charging, page: notBuilt },
  {
    path: '/charging/record',
    label: 'record',
    roles: [Platform],
    menu: 'hidden',
    parent: '/charging/recharge',
    page: notBuilt,
  },
  { path: '/personal-center', label: 'personalCenter', roles: 'anyone', menu: 'top', page: notBuilt },
  {
    path: '/admin-statistics-detail/:dataType',
    label: 'statisticsDetail',
    roles: [Operator, Platform],
    menu: 'hidden',
    parent: '/home',
    page: notBuilt,
  },
]
const registry = createRouteRegistry(entries)

describe('route registry', () => {
  it('builds each role its menu, a group where its first visible child is, hidden routes left out', () => {
    expect(registry.menuFor(Operator)).toEqual([
      { path: '/home', label: 'home' },
      {
        ...charging,
        children: [
          { path: '/charging/recharge-record', label: 'rechargeRecord' },
          { path: '/charging/recharge', label: 'recharge' },
        ],
      },
      { path: '/personal-center', label: 'personalCenter' },
    ])
    expect(registry.menuFor(null)).toEqual([{ path: '/personal-center', label: 'personalCenter' }])
  })

  it('lets a role open a hidden route of its own, and a user without a role only routes open to anyone', () => {
    const record = registry.find('/charging/record')
    expect(record && registry.canAccess(record, Platform)).toBe(true)
    expect(record && registry.canAccess(record, Operator)).toBe(false)
    const home = registry.find('/home')
    expect(home && registry.canAccess(home, null)).toBe(false)
  })

  it('shows a manager-only route to its role only with manager rights', () => {
    const managed = createRouteRegistry([
      ...entries,
      {
        path: '/contract-manage',
        label: 'contractManage',
        roles: [Operator],
        menu: 'top',
        managerOnly: true,
        page: notBuilt,
      },
    ])
    const paths = (nodes: ReturnType<typeof managed.menuFor>) => nodes.map((node) => node.path)
    expect(paths(managed.menuFor(Operator))).not.toContain('/contract-manage')
    expect(paths(managed.menuFor(Operator, { manager: true }))).toContain('/contract-manage')
    const entry = managed.find('/contract-manage')
    expect(entry && managed.canAccess(entry, Operator)).toBe(false)
    expect(entry && managed.canAccess(entry, Operator, { manager: true })).toBe(true)
    // Manager rights never widen the role check.
    expect(entry && managed.canAccess(entry, Platform, { manager: true })).toBe(false)
  })

  it('sends / and a group path to the first route the role may see', () => {
    expect(registry.firstAllowedPath(Operator)).toBe('/home')
    expect(registry.firstAllowedPath(null)).toBe('/personal-center')
    expect(registry.firstAllowedChild(charging, Operator)).toBe('/charging/recharge-record')
    expect(registry.firstAllowedChild(charging, Platform)).toBe('/charging/recharge')
    expect(registry.firstAllowedChild(charging, null)).toBeNull()
  })

  it('matches parameterised paths and tells group paths apart', () => {
    expect(registry.find('/admin-statistics-detail/mint')?.label).toBe('statisticsDetail')
    expect(registry.find('/nowhere')).toBeUndefined()
    expect(registry.find('/charging')).toBeUndefined()
    expect(registry.findGroup('/charging')).toBe(charging)
  })

  it('leads the breadcrumb through the declared parents and the group', () => {
    expect(registry.breadcrumbFor('/charging/record')).toEqual([
      { path: '/charging', label: 'charging' },
      { path: '/charging/recharge', label: 'recharge' },
      { path: '/charging/record', label: 'record' },
    ])
    expect(registry.breadcrumbFor('/admin-statistics-detail/mint')).toEqual([
      { path: '/home', label: 'home' },
      { path: '/admin-statistics-detail/mint', label: 'statisticsDetail' },
    ])
    expect(registry.breadcrumbFor('/home')).toEqual([{ path: '/home', label: 'home' }])
  })

  it('refuses a path declared twice, a parent that is no route, and parents in a circle', () => {
    const home = entries[0] as RouteEntry
    expect(() => createRouteRegistry([home, home])).toThrow('/home is declared twice')
    expect(() => createRouteRegistry([{ ...home, parent: '/gone' }])).toThrow('/gone')
    expect(() =>
      createRouteRegistry([
        { ...home, parent: '/personal-center' },
        {
          path: '/personal-center',
          label: 'personalCenter',
          roles: 'anyone',
          menu: 'top',
          parent: '/home',
          page: notBuilt,
        },
      ]),
    ).toThrow('circle')
  })
})
