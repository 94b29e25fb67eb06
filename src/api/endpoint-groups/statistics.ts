import { define, both, operatorOnly } from '../endpoint-definition'
import * as statistics from '../statistics'

/** The `statistics` group's endpoints (a part of the registry in ../endpoints.ts). */
export const statisticsEndpoints = {
  // ---- statistics: home dashboard, time series, reconciliation ----
  getDashboard: define('getDashboard', {
    method: 'GET',
    path: '/v1/statistics/dashboard',
    group: 'statistics',
    input: 'query',
    request: statistics.dashboardRequest,
    response: statistics.dashboardResponse,
    roles: both,
  }),
  getStatisticsSeries: define('getStatisticsSeries', {
    method: 'GET',
    path: '/v1/statistics/series',
    group: 'statistics',
    input: 'query',
    request: statistics.seriesRequest,
    response: statistics.seriesResponse,
    roles: both,
  }),
  getReconciliation: define('getReconciliation', {
    method: 'GET',
    path: '/v1/statistics/reconciliation',
    group: 'statistics',
    input: 'query',
    request: statistics.reconciliationRequest,
    response: statistics.reconciliationResponse,
    roles: operatorOnly,
  }),
} as const
