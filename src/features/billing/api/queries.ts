import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { feeEndpoints } from '@/api/endpoint-groups/fee'
import { type EndpointRequest } from '@/api/endpoint-definition'
import type { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import { serverErrorCode } from '@/lib/i18n/message-ref'

/**
 * The billing screens' reads. Every key starts with 'billing', so one invalidation after a chain operation
 * refreshes them all; a page keeps its rows while the next page loads.
 */
export const billingKeys = {
  all: ['billing'] as const,
  feeRules: (businessType?: BusinessType) => ['billing', 'feeRules', businessType ?? 'all'] as const,
  list: (id: string, input: object) => ['billing', id, input] as const,
  balance: ['billing', 'balance'] as const,
  recipients: (type: RecipientKind) => ['billing', 'recipients', type] as const,
}

/** `getAccount`'s `type`: '1' platform parties, '2' the caller's users. */
export type RecipientKind = EndpointRequest<typeof feeEndpoints.getAccount>['type']
export type RechargeRecordQuery = EndpointRequest<typeof feeEndpoints.getOpertorRecharge>
export type DistributionRecordQuery = EndpointRequest<typeof feeEndpoints.getManagerAssign>
export type AccountPointsQuery = EndpointRequest<typeof feeEndpoints.getSupplyList>
export type LedgerQuery = EndpointRequest<typeof feeEndpoints.getAccountFlow>

export function useFeeRules() {
  return useQuery({ queryKey: billingKeys.feeRules(), queryFn: () => callApi(feeEndpoints.getFee, {}) })
}

/** The operator's recharges and self-recharges. */
export function useRechargeRecords(query: RechargeRecordQuery) {
  return useQuery({
    queryKey: billingKeys.list('recharges', query),
    queryFn: () => callApi(feeEndpoints.getOpertorRecharge, query),
    placeholderData: keepPreviousData,
  })
}

/** Distributions: every one for the operator (manager view), the platform's own for a platform. */
export function useDistributionRecords(query: DistributionRecordQuery, scope: 'all' | 'own') {
  const endpoint = scope === 'all' ? feeEndpoints.getManagerAssign : feeEndpoints.getPersonalAssign
  return useQuery({
    queryKey: billingKeys.list(`distributions-${scope}`, query),
    queryFn: () => callApi(endpoint, query),
    placeholderData: keepPreviousData,
  })
}

export function useAccountPoints(query: AccountPointsQuery) {
  return useQuery({
    queryKey: billingKeys.list('accountPoints', query),
    queryFn: () => callApi(feeEndpoints.getSupplyList, query),
    placeholderData: keepPreviousData,
  })
}

/** The server's code for "this account has no points record": asking again will not help (spec §8). */
export const NO_POINTS_ACCOUNT_CODE = 127
/** Spec §8/§9: a failed points query shows '积分查询失败，请重试' and is asked again after 3 s. */
export const POINTS_RETRY_DELAY_MS = 3000

/** The current chain account's points balance; a failure (other than "no points account") retries after 3 s. */
export function usePointsBalance() {
  return useQuery({
    queryKey: billingKeys.balance,
    queryFn: () => callApi(feeEndpoints.getSupply, {}),
    refetchInterval: (query) =>
      query.state.status === 'error' && serverErrorCode(query.state.error) !== NO_POINTS_ACCOUNT_CODE
        ? POINTS_RETRY_DELAY_MS
        : false,
  })
}

export function useLedger(query: LedgerQuery) {
  return useQuery({
    queryKey: billingKeys.list('ledger', query),
    queryFn: () => callApi(feeEndpoints.getAccountFlow, query),
    placeholderData: keepPreviousData,
  })
}

/** Accounts to send points to: platform parties ('1') or the caller's users ('2'). */
export function useRecipients(type: RecipientKind, enabled = true) {
  return useQuery({
    queryKey: billingKeys.recipients(type),
    queryFn: () => callApi(feeEndpoints.getAccount, { type }),
    enabled,
  })
}
