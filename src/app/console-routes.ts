import { lazy } from 'react'
import { Role } from '@/api/primitives'
import { createRouteRegistry, notBuilt, type MenuGroup, type RouteEntry } from './router/route-registry'

/**
 * Every logged-in route of the console, declared once (product-spec §2, §6; withheld names from
 * decisions.md), in menu order. Adding a screen = one entry here + the feature's page. Pages load on first
 * visit, each its own chunk; the visitor screens load no chain code (eosjs is imported inside chain actions).
 */

const { Operator, Platform } = Role

const charging: MenuGroup = { path: '/charging', label: 'charging' }

export const consoleEntries: readonly RouteEntry[] = [
  {
    path: '/home',
    label: 'home',
    roles: [Operator, Platform],
    menu: 'top',
    page: lazy(() => import('@/features/home/routes/HomePage')),
  },
  {
    path: '/collection-search',
    label: 'collectionSearch',
    roles: 'anyone',
    menu: 'top',
    page: lazy(() => import('@/features/collection-search/routes/TouristSearchPage')),
  },
  {
    path: '/collection-search-details',
    label: 'collectionDetails',
    roles: 'anyone',
    menu: 'hidden',
    parent: '/collection-search',
    visitors: true,
    page: lazy(() => import('@/features/collection-search/routes/CollectionDetailsPage')),
  },
  {
    // The details page it comes from needs its query string, so the trail leads back to the search.
    path: '/collection-search-deal',
    label: 'collectionDeal',
    roles: 'anyone',
    menu: 'hidden',
    parent: '/collection-search',
    visitors: true,
    page: lazy(() => import('@/features/collection-search/routes/CollectionDealPage')),
  },
  { path: '/digital-collection-721', label: 'collection721', roles: [Platform], menu: 'top', page: notBuilt },
  {
    path: '/details-721',
    label: 'details721',
    roles: [Platform],
    menu: 'hidden',
    parent: '/digital-collection-721',
    page: notBuilt,
  },
  { path: '/user-collection-721', label: 'userCollection721', roles: [Operator], menu: 'top', page: notBuilt },
  {
    path: '/details-user721',
    label: 'detailsUser721',
    roles: [Operator],
    menu: 'hidden',
    parent: '/user-collection-721',
    page: notBuilt,
  },
  { path: '/digital-collection-1155', label: 'collection1155', roles: [Platform], menu: 'top', page: notBuilt },
  {
    path: '/details-1155',
    label: 'details1155',
    roles: [Platform],
    menu: 'hidden',
    parent: '/digital-collection-1155',
    page: notBuilt,
  },
  { path: '/user-collection-1155', label: 'userCollection1155', roles: [Operator], menu: 'top', page: notBuilt },
  {
    path: '/details-user1155',
    label: 'detailsUser1155',
    roles: [Operator],
    menu: 'hidden',
    parent: '/user-collection-1155',
    page: notBuilt,
  },
  { path: '/charging/recharge-record', label: 'rechargeRecord', roles: [Operator], menu: charging, page: notBuilt },
  { path: '/charging/recharge', label: 'recharge', roles: [Operator, Platform], menu: charging, page: notBuilt },
  {
    path: '/charging/distribution-record',
    label: 'distributionRecord',
    roles: [Operator, Platform],
    menu: charging,
    page: notBuilt,
  },
  {
    path: '/charging/distribution',
    label: 'distribution',
    roles: [Operator, Platform],
    menu: charging,
    page: notBuilt,
  },
  { path: '/charging/charging-rule', label: 'chargingRule', roles: [Operator], menu: charging, page: notBuilt },
  { path: '/charging/set-charging', label: 'setCharging', roles: [Operator], menu: charging, page: notBuilt },
  { path: '/charging/account-points', label: 'accountPoints', roles: [Operator], menu: charging, page: notBuilt },
  { path: '/charging/account-point', label: 'accountPoint', roles: [Platform], menu: charging, page: notBuilt },
  // The ledger is opened from the platform's own points page.
  {
    path: '/charging/record',
    label: 'record',
    roles: [Platform],
    menu: 'hidden',
    parent: '/charging/account-point',
    page: notBuilt,
  },
  {
    path: '/account-manage',
    label: 'accountManage',
    roles: [Operator, Platform],
    menu: 'top',
    page: lazy(() => import('@/features/accounts/routes/AccountManagePage')),
  },
  {
    path: '/account-manage-detail',
    label: 'accountManageDetail',
    roles: [Operator, Platform],
    menu: 'hidden',
    parent: '/account-manage',
    page: lazy(() => import('@/features/accounts/routes/AccountManageDetailPage')),
  },
  // Issue 14: the audit log of console operations (the operator everyone's, a platform its users').
  {
    path: '/audit-log',
    label: 'auditLog',
    roles: [Operator, Platform],
    menu: 'top',
    page: lazy(() => import('@/features/accounts/routes/AuditLogPage')),
  },
  {
    path: '/personal-center',
    label: 'personalCenter',
    roles: 'anyone',
    menu: 'top',
    page: lazy(() => import('@/features/personal-center/routes/PersonalCenterPage')),
  },
  // Opened from the home page's statistics.
  {
    path: '/admin-statistics-detail/:dataType',
    label: 'statisticsDetail',
    roles: [Operator, Platform],
    menu: 'hidden',
    parent: '/home',
    page: notBuilt,
  },
]

export const consoleRegistry = createRouteRegistry(consoleEntries)
