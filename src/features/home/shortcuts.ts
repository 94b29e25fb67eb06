import { Role } from '@/api/primitives'
import type { Messages } from './messages'

/** A link to a console route, labelled with that route's menu label. */
export interface HomeShortcut {
  readonly path: string
  readonly label: keyof Messages['menu']
}

/**
 * The common tasks of each role, as routes of the console's registry (src/app/console-routes.ts; a test there
 * checks each one exists and is open to that role).
 */
export const homeShortcuts: Record<Role, readonly HomeShortcut[]> = {
  [Role.Operator]: [
    { path: '/charging/recharge', label: 'recharge' },
    { path: '/charging/distribution', label: 'distribution' },
    { path: '/charging/set-charging', label: 'setCharging' },
    { path: '/charging/account-points', label: 'accountPoints' },
    { path: '/account-manage', label: 'accountManage' },
    { path: '/charging/reconciliation', label: 'reconciliation' },
  ],
  [Role.Platform]: [
    { path: '/digital-collection-721', label: 'collection721' },
    { path: '/digital-collection-1155', label: 'collection1155' },
    { path: '/charging/distribution', label: 'distribution' },
    { path: '/charging/account-point', label: 'accountPoint' },
    { path: '/account-manage', label: 'accountManage' },
  ],
}

/** The statistics the home figures link to (`/admin-statistics-detail/{dataType}`). */
export function statisticsHref(dataType: string): string {
  return `/admin-statistics-detail/${dataType}`
}

/** The deal page of one operation (its provenance record). */
export function dealHref(row: { history_id: string; business_type: number }): string {
  return `/collection-search-deal?${new URLSearchParams({ history_id: row.history_id, business_type: String(row.business_type) })}`
}
