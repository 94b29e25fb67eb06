import '@/api/zod-locale'
import type { HttpHandler } from 'msw'
import type { EndpointGroup } from '@/api/endpoints'
import { BusinessType } from '@/api/primitives'
import { buildHandlers, type RoutesByGroup } from './http/define-route'
import { authRoutes } from './handlers/auth'
import { chainRoutes } from './handlers/chain'
import { collectibleWatchHandler } from './handlers/collectible-watch'
import { configRoutes } from './handlers/config'
import { feeRoutes } from './handlers/fee'
import { largeCollectionListRoute, type LargeCollection } from './handlers/large-collection'
import { nftRoutes } from './handlers/nft'
import { nft721Routes } from './handlers/nft721'
import { multisigRoutes } from './handlers/multisig'
import { nft1155Routes } from './handlers/nft1155'
import { auditRoutes } from './handlers/audit'
import { bindingRoutes, keyCustodyRoutes } from './handlers/key-custody'
import { permissionRoutes } from './handlers/permission'
import { statisticsRoutes } from './handlers/statistics'
import { systemRoutes } from './handlers/system'

/** Every mocked endpoint, by handler group (the `group` of its registry entry). */
export const routesByGroup: RoutesByGroup = {
  auth: authRoutes,
  system: [...systemRoutes, ...chainRoutes, ...bindingRoutes],
  nft: nftRoutes,
  nft721: nft721Routes,
  nft1155: nft1155Routes,
  fee: feeRoutes,
  statistics: statisticsRoutes,
  permission: [...permissionRoutes, ...multisigRoutes, ...auditRoutes, ...keyCustodyRoutes],
  config: configRoutes,
}

/**
 * The `nft` group also holds the details page's event stream, which is not a registry endpoint. MSW builds
 * stream handlers only where EventSource exists (browsers; not Node's test runs).
 */
function withStreams(group: EndpointGroup, handlers: HttpHandler[]): HttpHandler[] {
  return group === 'nft' && typeof EventSource !== 'undefined' ? [...handlers, collectibleWatchHandler()] : handlers
}

function mapGroups(build: (group: EndpointGroup) => HttpHandler[]): Record<EndpointGroup, HttpHandler[]> {
  return {
    auth: build('auth'),
    system: build('system'),
    nft: build('nft'),
    nft721: build('nft721'),
    nft1155: build('nft1155'),
    fee: build('fee'),
    statistics: build('statistics'),
    permission: build('permission'),
    config: build('config'),
  }
}

/**
 * Default handlers by group. Storybook's preview sets `parameters.msw.handlers` to this object, so a story
 * replaces one group: `msw: { handlers: { nft: scenarios.empty('nft') } }`.
 */
export const handlerGroups: Record<EndpointGroup, HttpHandler[]> = mapGroups((group) =>
  withStreams(group, buildHandlers(routesByGroup[group])),
)

/** Every default handler: the offline demo, `mocks/node.ts` and `mocks/browser.ts` start with these. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat()

/**
 * Overrides for stories and tests, one group at a time. Each returns handlers to put in front of the
 * defaults (`server.use(...)`, `worker.use(...)`) or under the group's key in `parameters.msw.handlers`.
 */
export const scenarios = {
  /** Lists answer `{ list: [], total: 0 }`, arrays `[]`; input is still validated. */
  empty: (group: EndpointGroup) => withStreams(group, buildHandlers(routesByGroup[group], { kind: 'empty' })),
  /** Every call fails with HTTP 500 and the server-style error envelope carrying `message`. */
  error: (group: EndpointGroup, message = '服务器内部错误') =>
    withStreams(group, buildHandlers(routesByGroup[group], { kind: 'error', message })),
  /** Normal answers after `ms` milliseconds (loading states). */
  slow: (group: EndpointGroup, ms = 2500) =>
    withStreams(group, buildHandlers(routesByGroup[group], { kind: 'slow', ms })),
  /** Never answers (a loading state that stays for a screenshot). */
  pending: (group: EndpointGroup) =>
    withStreams(group, buildHandlers(routesByGroup[group], { kind: 'slow', ms: 'infinite' })),
  /** Every group: endpoints that need a session answer 401 "login expired"; public ones work. */
  expiredSession: (): Record<EndpointGroup, HttpHandler[]> =>
    mapGroups((group) => buildHandlers(routesByGroup[group], { kind: 'expired' })),
  /**
   * The 721 or 1155 group with its managed list answered from a very large collection (made a page at a time):
   * `{ nft721: scenarios.largeCollection({ count: 100_000, … }) }`.
   */
  largeCollection: (collection: LargeCollection) => [
    ...buildHandlers([largeCollectionListRoute(collection)]),
    ...handlerGroups[collection.businessType === BusinessType.SingleCopy ? 'nft721' : 'nft1155'],
  ],
}

export { collectibleWatchHandler } from './handlers/collectible-watch'
export { chainNodeHandlers } from './chain-node/handlers'
export { largeCollectionRow, type LargeCollection } from './handlers/large-collection'
export { resetStore, getStore } from './store/store'
export { peekCaptchaCode } from './store/captcha'
export { peekResetCode } from './store/reset-codes'
export { DEMO_LOGINS, DEMO_PASSPHRASE } from './store/demo-logins'
