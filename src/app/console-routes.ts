import { lazy } from 'react'
import { Role } from '@/api/primitives'
import { createRouteRegistry, type MenuGroup, type RouteEntry } from './router/route-registry'

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
  {
    path: '/digital-collection-721',
    label: 'collection721',
    roles: [Platform],
    menu: 'top',
    page: lazy(() => import('@/features/collectibles/routes/Platform721ListPage')),
  },
  {
    path: '/details-721',
    label: 'details721',
    roles: [Platform],
    menu: 'hidden',
    parent: '/digital-collection-721',
    page: lazy(() => import('@/features/collectibles/routes/Platform721DetailsPage')),
  },
  {
    path: '/user-collection-721',
    label: 'userCollection721',
    roles: [Operator],
    menu: 'top',
    page: lazy(() => import('@/features/collectibles/routes/Operator721ListPage')),
  },
  {
    path: '/details-user721',
    label: 'detailsUser721',
    roles: [Operator],
    menu: 'hidden',
    parent: '/user-collection-721',
    page: lazy(() => import('@/features/collectibles/routes/Operator721DetailsPage')),
  },
  {
    path: '/digital-collection-1155',
    label: 'collection1155',
    roles: [Platform],
    menu: 'top',
    page: lazy(() => import('@/features/collectibles/routes/Platform1155ListPage')),
  },
  {
    path: '/details-1155',
    label: 'details1155',
    roles: [Platform],
    menu: 'hidden',
    parent: '/digital-collection-1155',
    page: lazy(() => import('@/features/collectibles/routes/Platform1155DetailsPage')),
  },
  {
    path: '/user-collection-1155',
    label: 'userCollection1155',
    roles: [Operator],
    menu: 'top',
    page: lazy(() => import('@/features/collectibles/routes/Operator1155ListPage')),
  },
  {
    path: '/details-user1155',
    label: 'detailsUser1155',
    roles: [Operator],
    menu: 'hidden',
    parent: '/user-collection-1155',
    page: lazy(() => import('@/features/collectibles/routes/Operator1155DetailsPage')),
  },
  {
    path: '/charging/recharge-record',
    label: 'rechargeRecord',
    roles: [Operator],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/RechargeRecordPage')),
  },
  {
    path: '/charging/recharge',
    label: 'recharge',
    roles: [Operator, Platform],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/RechargePage')),
  },
  {
    path: '/charging/distribution-record',
    label: 'distributionRecord',
    roles: [Operator, Platform],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/DistributionRecordPage')),
  },
  {
    path: '/charging/distribution',
    label: 'distribution',
    roles: [Operator, Platform],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/DistributionPage')),
  },
  {
    path: '/charging/charging-rule',
    label: 'chargingRule',
    roles: [Operator],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/ChargingRulePage')),
  },
  {
    path: '/charging/set-charging',
    label: 'setCharging',
    roles: [Operator],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/SetChargingPage')),
  },
  {
    path: '/charging/account-points',
    label: 'accountPoints',
    roles: [Operator],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/AccountPointsPage')),
  },
  {
    path: '/charging/account-point',
    label: 'accountPoint',
    roles: [Platform],
    menu: charging,
    page: lazy(() => import('@/features/billing/routes/AccountPointPage')),
  },
  // The ledger is opened from the platform's own points page.
  {
    path: '/charging/record',
    label: 'record',
    roles: [Platform],
    menu: 'hidden',
    parent: '/charging/account-point',
    page: lazy(() => import('@/features/billing/routes/RecordPage')),
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
    path: '/multisig-proposals',
    label: 'multisigProposals',
    roles: [Operator],
    menu: 'top',
    page: lazy(() => import('@/features/multisig/routes/ProposalsPage')),
  },
  {
    path: '/contract-manage',
    label: 'contractManage',
    roles: [Operator],
    managerOnly: true,
    menu: 'top',
    page: lazy(() => import('@/features/contract-manager/routes/ContractManagerPage')),
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
    page: lazy(() => import('@/features/statistics/routes/StatisticsDetailPage')),
  },
  // The points ledger against the chain's s21balance table: last in the billing menu, operator only.
  {
    path: '/charging/reconciliation',
    label: 'reconciliation',
    roles: [Operator],
    menu: charging,
    page: lazy(() => import('@/features/statistics/routes/ReconciliationPage')),
  },
]

export const consoleRegistry = createRouteRegistry(consoleEntries)
