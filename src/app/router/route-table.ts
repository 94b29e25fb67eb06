/**
 * Every logged-in route of the console with its role list (product-spec §2, §6; withheld names from
 * decisions.md). The list is convenience for menus and redirects; the server re-checks every call.
 * `roles` absent = any logged-in user. Users with no role (not 1 or 2) reach only `noRoleRoutes`.
 */
export type RoleCode = '1' | '2'

export type MenuLabelKey =
  | 'home'
  | 'collectionSearch'
  | 'collection721'
  | 'userCollection721'
  | 'collection1155'
  | 'userCollection1155'
  | 'charging'
  | 'rechargeRecord'
  | 'recharge'
  | 'distributionRecord'
  | 'distribution'
  | 'chargingRule'
  | 'setCharging'
  | 'accountPoints'
  | 'accountPoint'
  | 'record'
  | 'accountManage'
  | 'accountManageDetail'
  | 'personalCenter'
  | 'statisticsDetail'
  | 'collectionDetails'
  | 'collectionDeal'
  | 'details721'
  | 'detailsUser721'
  | 'details1155'
  | 'detailsUser1155'

export interface ConsoleRoute {
  path: string
  labelKey: MenuLabelKey
  roles?: readonly RoleCode[]
  /** Shown in the side menu (detail pages and the ledger record are reached from other pages). */
  inMenu: boolean
  children?: readonly ConsoleRoute[]
}

export const consoleRoutes: readonly ConsoleRoute[] = [
  { path: '/home', labelKey: 'home', inMenu: true },
  { path: '/collection-search', labelKey: 'collectionSearch', inMenu: true },
  { path: '/collection-search-details', labelKey: 'collectionDetails', inMenu: false },
  { path: '/collection-search-deal', labelKey: 'collectionDeal', inMenu: false },
  { path: '/digital-collection-721', labelKey: 'collection721', roles: ['2'], inMenu: true },
  { path: '/details-721', labelKey: 'details721', roles: ['2'], inMenu: false },
  { path: '/user-collection-721', labelKey: 'userCollection721', roles: ['1'], inMenu: true },
  { path: '/details-user721', labelKey: 'detailsUser721', roles: ['1'], inMenu: false },
  { path: '/digital-collection-1155', labelKey: 'collection1155', roles: ['2'], inMenu: true },
  { path: '/details-1155', labelKey: 'details1155', roles: ['2'], inMenu: false },
  { path: '/user-collection-1155', labelKey: 'userCollection1155', roles: ['1'], inMenu: true },
  { path: '/details-user1155', labelKey: 'detailsUser1155', roles: ['1'], inMenu: false },
  {
    path: '/charging',
    labelKey: 'charging',
    inMenu: true,
    children: [
      { path: '/charging/recharge-record', labelKey: 'rechargeRecord', roles: ['1'], inMenu: true },
      { path: '/charging/recharge', labelKey: 'recharge', roles: ['1', '2'], inMenu: true },
      { path: '/charging/distribution-record', labelKey: 'distributionRecord', roles: ['1', '2'], inMenu: true },
      { path: '/charging/distribution', labelKey: 'distribution', roles: ['1', '2'], inMenu: true },
      { path: '/charging/charging-rule', labelKey: 'chargingRule', roles: ['1'], inMenu: true },
      { path: '/charging/set-charging', labelKey: 'setCharging', roles: ['1'], inMenu: true },
      { path: '/charging/account-points', labelKey: 'accountPoints', roles: ['1'], inMenu: true },
      { path: '/charging/account-point', labelKey: 'accountPoint', roles: ['2'], inMenu: true },
      { path: '/charging/record', labelKey: 'record', roles: ['2'], inMenu: false },
    ],
  },
  { path: '/account-manage', labelKey: 'accountManage', roles: ['1', '2'], inMenu: true },
  { path: '/account-manage-detail', labelKey: 'accountManageDetail', roles: ['1', '2'], inMenu: false },
  { path: '/personal-center', labelKey: 'personalCenter', inMenu: true },
  { path: '/admin-statistics-detail/:dataType', labelKey: 'statisticsDetail', roles: ['1', '2'], inMenu: false },
]

/** What a logged-in user with no role (not operator, not platform) may open. */
export const noRoleRoutes: readonly string[] = [
  '/personal-center',
  '/collection-search',
  '/collection-search-details',
  '/collection-search-deal',
]

/** The role code of a session role value; anything but 1 or 2 is no role (visitor rights). */
export function roleCodeOf(role: unknown): RoleCode | null {
  const text = String(role ?? '')
  return text === '1' || text === '2' ? text : null
}

export function flattenRoutes(routes: readonly ConsoleRoute[] = consoleRoutes): ConsoleRoute[] {
  return routes.flatMap((route) => [route, ...flattenRoutes(route.children ?? [])])
}

/** Whether a user of this role may open the route. A group is open when any child is. */
export function canAccess(route: ConsoleRoute, role: RoleCode | null): boolean {
  if (route.children) return route.children.some((child) => canAccess(child, role))
  if (role === null) return noRoleRoutes.includes(route.path)
  return route.roles === undefined || route.roles.includes(role)
}

/** The side menu for a role: only what the role may open, groups keeping only their allowed children. */
export function menuFor(role: RoleCode | null, routes: readonly ConsoleRoute[] = consoleRoutes): ConsoleRoute[] {
  return routes
    .filter((route) => route.inMenu && canAccess(route, role))
    .map((route) => (route.children ? { ...route, children: menuFor(role, route.children) } : route))
}

/** Where `/` sends a user: the first menu route the role may open. */
export function firstAllowedPath(role: RoleCode | null): string {
  const first = flattenRoutes(menuFor(role)).find((route) => !route.children)
  return first?.path ?? '/personal-center'
}

/** The route a location path belongs to (patterns with `:param` segments match any value). */
export function findRoute(pathname: string): ConsoleRoute | undefined {
  const normalised = pathname.replace(/\/+$/, '') || '/'
  return flattenRoutes().find((route) => {
    if (route.children) return false
    const pattern = new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`)
    return pattern.test(normalised)
  })
}
