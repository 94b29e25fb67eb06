import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditOperation, AuditResult } from '@/api/audit'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { type EndpointRequest } from '@/api/endpoint-definition'
import { callApi } from '@/lib/api-client'

/** The server calls of the chain-account screens, as react-query hooks (spec §9: no cache, no retry). */

export const accountsKeys = {
  all: ['accounts'] as const,
  list: (filter: AccountFilter, page: PageState) => ['accounts', 'list', filter, page] as const,
  info: (account: string) => ['accounts', 'info', account] as const,
  chain: (account: string) => ['accounts', 'chain', account] as const,
  pending: (page: PageState) => ['accounts', 'pending', page] as const,
  reviewed: (page: PageState) => ['accounts', 'reviewed', page] as const,
  audit: (filter: AuditFilter, page: PageState) => ['accounts', 'audit', filter, page] as const,
}

export interface PageState {
  current: number
  size: number
}

export interface AccountFilter {
  account: string
  role: '' | '0' | '1' | '2'
  state: '' | '1' | '2'
}
export const emptyAccountFilter: AccountFilter = { account: '', role: '', state: '' }

export interface AuditFilter {
  account: string
  operation: '' | AuditOperation
  result: '' | AuditResult
}
export const emptyAuditFilter: AuditFilter = { account: '', operation: '', result: '' }

export function accountListRequest(
  filter: AccountFilter,
  page: PageState,
): EndpointRequest<typeof permissionEndpoints.accountList> {
  return {
    current: page.current,
    size: page.size,
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.role ? { role: filter.role } : {}),
    ...(filter.state ? { state: filter.state } : {}),
  }
}

export function auditLogRequest(
  filter: AuditFilter,
  page: PageState,
): EndpointRequest<typeof permissionEndpoints.auditLog> {
  return {
    current: page.current,
    size: page.size,
    ...(filter.account ? { account: filter.account } : {}),
    ...(filter.operation ? { operation: filter.operation } : {}),
    ...(filter.result ? { result: filter.result } : {}),
  }
}

export function useAccountList(filter: AccountFilter, page: PageState) {
  return useQuery({
    queryKey: accountsKeys.list(filter, page),
    queryFn: () => callApi(permissionEndpoints.accountList, accountListRequest(filter, page)),
    placeholderData: keepPreviousData,
  })
}

export function useAccountInfo(account: string) {
  return useQuery({
    queryKey: accountsKeys.info(account),
    queryFn: () => callApi(permissionEndpoints.getAccountInfo, { account }),
    enabled: account !== '',
  })
}

export function usePendingApplications(page: PageState) {
  return useQuery({
    queryKey: accountsKeys.pending(page),
    queryFn: () => callApi(permissionEndpoints.getNeedApproved, { current: page.current, size: page.size }),
    placeholderData: keepPreviousData,
  })
}

export function useReviewedApplications(page: PageState) {
  return useQuery({
    queryKey: accountsKeys.reviewed(page),
    queryFn: () => callApi(permissionEndpoints.approvedApplications, { current: page.current, size: page.size }),
    placeholderData: keepPreviousData,
  })
}

export function useAuditLog(filter: AuditFilter, page: PageState) {
  return useQuery({
    queryKey: accountsKeys.audit(filter, page),
    queryFn: () => callApi(permissionEndpoints.auditLog, auditLogRequest(filter, page)),
    placeholderData: keepPreviousData,
  })
}

/** The pending key-reset application of one account, if any (the detail page offers the reset with it). */
export function usePendingReset(account: string) {
  return useQuery({
    queryKey: ['accounts', 'pending-reset', account],
    queryFn: async () => {
      const page = await callApi(permissionEndpoints.getNeedApproved, { current: 1, size: 100, account })
      return (
        page.list.find((application) => application.account === account && application.apply_type === 'reset_key') ??
        null
      )
    },
    enabled: account !== '',
  })
}
