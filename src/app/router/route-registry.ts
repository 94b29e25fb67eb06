import type { ComponentType } from 'react'
import { matchPath } from 'react-router'
import type { Role } from '@/api/primitives'
import type { Messages } from '@/lib/i18n'

/**
 * The mechanics of the console's route registry: one entry per logged-in route (product-spec §2, §6) from
 * which the menu, the role checks, the breadcrumbs, the redirects and the route tree are all derived. The
 * entries themselves live with the app (src/app/console-routes.ts); nothing here knows a screen. Role checks
 * are convenience for menus and redirects: the server re-checks every call.
 */

/** The i18n key of a route's menu item, page title and breadcrumb (`messages.menu`). */
export type MenuLabelKey = keyof Messages['menu']

/** A side-menu group such as 计费管理 (/charging): its path redirects to the first child the role may see. */
export interface MenuGroup {
  readonly path: string
  readonly label: MenuLabelKey
}

/** A route whose screen a later issue builds: shown as an honest "not built yet" page behind its role check. */
export const notBuilt = 'notBuilt'

export interface RouteEntry {
  /** A react-router path; `:param` segments match any value. */
  readonly path: string
  readonly label: MenuLabelKey
  /** Roles that may open it, or 'anyone' for any logged-in user, also one without a role (spec §6). */
  readonly roles: readonly Role[] | 'anyone'
  /** Where the side menu shows it: top level, inside a group, or hidden (reached from another page). */
  readonly menu: 'top' | 'hidden' | MenuGroup
  /** The route its breadcrumb leads back to (a detail page's list). */
  readonly parent?: string
  /** A visitor without a session may open it too; it then shows outside the console (spec §2 visitor routes). */
  readonly visitors?: boolean
  /**
   * Only for an account with manager rights on the contract (decisions.md: role 1 whose chain account is a
   * manager), on top of `roles`. Others get no menu item and a refusal page; the contract is the guard.
   */
  readonly managerOnly?: boolean
  /** The screen, loaded on first visit (each its own chunk), or `notBuilt`. */
  readonly page: ComponentType | typeof notBuilt
}

/** What the session's chain account may do beyond its role. */
export interface AccessRights {
  /** Holds manager rights on the contract (read from the server's copy of the chain's s21account). */
  readonly manager: boolean
}
const noRights: AccessRights = { manager: false }

export interface MenuPage {
  readonly path: string
  readonly label: MenuLabelKey
}

export type MenuNode = MenuPage | (MenuGroup & { readonly children: readonly MenuPage[] })

export interface Crumb {
  readonly path: string
  readonly label: MenuLabelKey
}

export interface RouteRegistry {
  readonly entries: readonly RouteEntry[]
  /** The groups the entries name, in menu order. */
  readonly groups: readonly MenuGroup[]
  /** Whether a user of this role (null: no role, or no session) and these rights may open the route. */
  canAccess(entry: RouteEntry, role: Role | null, rights?: AccessRights): boolean
  /** The side menu of a role: only what it may open, a group only when some child is open to it. */
  menuFor(role: Role | null, rights?: AccessRights): MenuNode[]
  /** Where `/` sends a logged-in user: the first menu route the role may open. */
  firstAllowedPath(role: Role | null, rights?: AccessRights): string
  /** Where a group's own path sends the role: its first child the role may see, or null (then 403). */
  firstAllowedChild(group: MenuGroup, role: Role | null, rights?: AccessRights): string | null
  /** The entry a location path belongs to. */
  find(pathname: string): RouteEntry | undefined
  /** The group whose own path this is. */
  findGroup(pathname: string): MenuGroup | undefined
  /** The breadcrumb trail down to the route at this path (its group, its parents, itself). */
  breadcrumbFor(pathname: string): Crumb[]
}

/** Where `/` goes when a role may open no menu route at all. */
const FALLBACK_PATH = '/personal-center'

function isGroup(menu: RouteEntry['menu']): menu is MenuGroup {
  return typeof menu === 'object'
}

/**
 * Builds the registry from its entries, in menu order. Mistakes a screen author can make (a path declared
 * twice, a breadcrumb parent that is no route, two groups sharing a path) fail at start-up, not in a menu.
 */
export function createRouteRegistry(entries: readonly RouteEntry[]): RouteRegistry {
  const byPath = new Map<string, RouteEntry>()
  for (const entry of entries) {
    if (byPath.has(entry.path)) throw new Error(`route ${entry.path} is declared twice`)
    byPath.set(entry.path, entry)
  }
  const groups: MenuGroup[] = []
  for (const entry of entries) {
    const seen = new Set([entry.path])
    for (let parent = entry.parent; parent !== undefined; parent = byPath.get(parent)?.parent) {
      if (!byPath.has(parent))
        throw new Error(`route ${entry.path} names ${parent} as a breadcrumb parent, which is no route`)
      if (seen.has(parent)) throw new Error(`the breadcrumb parents of ${entry.path} go round in a circle`)
      seen.add(parent)
    }
    const menu = entry.menu
    if (!isGroup(menu) || groups.includes(menu)) continue
    if (groups.some((group) => group.path === menu.path) || byPath.has(menu.path))
      throw new Error(`menu group ${menu.path} is declared twice`)
    groups.push(menu)
  }

  const canAccess = (entry: RouteEntry, role: Role | null, rights: AccessRights = noRights) =>
    (entry.roles === 'anyone' || (role !== null && entry.roles.includes(role))) &&
    (entry.managerOnly !== true || rights.manager)

  const menuPage = (entry: RouteEntry): MenuPage => ({ path: entry.path, label: entry.label })

  function menuFor(role: Role | null, rights: AccessRights = noRights): MenuNode[] {
    const nodes: MenuNode[] = []
    for (const entry of entries) {
      if (entry.menu === 'hidden' || !canAccess(entry, role, rights)) continue
      const menu = entry.menu
      if (!isGroup(menu)) {
        nodes.push(menuPage(entry))
        continue
      }
      // A group sits where its first visible child does.
      if (nodes.some((node) => node.path === menu.path)) continue
      const children = entries
        .filter((child) => child.menu === menu && canAccess(child, role, rights))
        .map((child) => menuPage(child))
      nodes.push({ ...menu, children })
    }
    return nodes
  }

  function firstAllowedPath(role: Role | null, rights: AccessRights = noRights): string {
    const first = menuFor(role, rights)[0]
    if (!first) return FALLBACK_PATH
    return 'children' in first ? (first.children[0]?.path ?? FALLBACK_PATH) : first.path
  }

  function firstAllowedChild(group: MenuGroup, role: Role | null, rights: AccessRights = noRights): string | null {
    const child = entries.find((entry) => entry.menu === group && canAccess(entry, role, rights))
    return child?.path ?? null
  }

  function find(pathname: string): RouteEntry | undefined {
    return entries.find((entry) => matchPath({ path: entry.path, end: true }, pathname) !== null)
  }

  function findGroup(pathname: string): MenuGroup | undefined {
    return groups.find((group) => matchPath({ path: group.path, end: true }, pathname) !== null)
  }

  function breadcrumbFor(pathname: string): Crumb[] {
    const trail: Crumb[] = []
    let entry = find(pathname)
    const current = entry
    while (entry) {
      trail.unshift({ path: entry === current ? pathname : entry.path, label: entry.label })
      const top: RouteEntry = entry
      entry = entry.parent === undefined ? undefined : byPath.get(entry.parent)
      if (!entry && isGroup(top.menu)) trail.unshift({ path: top.menu.path, label: top.menu.label })
    }
    return trail
  }

  return { entries, groups, canAccess, menuFor, firstAllowedPath, firstAllowedChild, find, findGroup, breadcrumbFor }
}
