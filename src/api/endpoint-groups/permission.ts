import * as audit from '../audit'
import { define, both, operatorOnly } from '../endpoint-definition'
import * as multisig from '../multisig'
import * as permission from '../permission'

/** The `permission` group's endpoints (a part of the registry in ../endpoints.ts). */
export const permissionEndpoints = {
  // ---- permission: accounts, applications, chain passphrase ----
  multisigProposals: define('multisigProposals', {
    method: 'GET',
    path: '/v1/permission/multisigProposals',
    group: 'permission',
    input: 'query',
    request: multisig.proposalListRequest,
    response: multisig.proposalListResponse,
    roles: operatorOnly,
  }),
  accountList: define('accountList', {
    method: 'GET',
    path: '/v1/permission/accountList',
    group: 'permission',
    input: 'query',
    request: permission.accountListRequest,
    response: permission.accountListResponse,
    roles: both,
  }),
  getAccountInfo: define('getAccountInfo', {
    method: 'GET',
    path: '/v1/permission/getAccountInfo',
    group: 'permission',
    input: 'query',
    request: permission.getAccountInfoRequest,
    response: permission.getAccountInfoResponse,
  }),
  getNeedApproved: define('getNeedApproved', {
    method: 'GET',
    path: '/v1/permission/getNeedApproved',
    group: 'permission',
    input: 'query',
    request: permission.needApprovedRequest,
    response: permission.needApprovedResponse,
    roles: both,
  }),
  approvedApplications: define('approvedApplications', {
    method: 'GET',
    path: '/v1/permission/approved',
    group: 'permission',
    input: 'query',
    request: permission.approvedRequest,
    response: permission.approvedResponse,
    roles: both,
  }),
  reviewApplication: define('reviewApplication', {
    method: 'POST',
    path: '/1.0/app/user_apply/review',
    group: 'permission',
    input: 'body',
    request: permission.reviewRequest,
    response: permission.reviewResponse,
    roles: both,
  }),
  passphraseState: define('passphraseState', {
    method: 'GET',
    path: '/v1/permission/setOrChange',
    group: 'permission',
    input: 'query',
    request: permission.setOrChangeRequest,
    response: permission.setOrChangeResponse,
  }),
  setPassphrase: define('setPassphrase', {
    method: 'POST',
    path: '/v1/permission/setPassword',
    group: 'permission',
    input: 'body',
    request: permission.setPasswordRequest,
    response: permission.setPasswordResponse,
  }),
  changePassphrase: define('changePassphrase', {
    method: 'POST',
    path: '/v1/permission/changePassword',
    group: 'permission',
    input: 'body',
    request: permission.changePasswordRequest,
    response: permission.changePasswordResponse,
  }),
  verifyPassphrase: define('verifyPassphrase', {
    method: 'POST',
    path: '/v1/permission/verify',
    group: 'permission',
    input: 'body',
    request: permission.verifyRequest,
    response: permission.verifyResponse,
  }),
  // Audit log (issue 14): the operator sees everyone's, a platform its own users'.
  auditLog: define('auditLog', {
    method: 'GET',
    path: '/v1/permission/auditLog',
    group: 'permission',
    input: 'query',
    request: audit.auditLogRequest,
    response: audit.auditLogResponse,
    roles: both,
  }),
  auditRecord: define('auditRecord', {
    method: 'POST',
    path: '/v1/permission/auditRecord',
    group: 'permission',
    input: 'body',
    request: audit.auditRecordRequest,
    response: audit.auditRecordResponse,
  }),
} as const
