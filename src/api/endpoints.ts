import type * as z from 'zod/mini'
import * as audit from './audit'
import * as chain from './chain'
import { remoteConfig } from './config'
import * as fee from './fee'
import * as multisig from './multisig'
import * as nft from './nft'
import * as nft721 from './nft721'
import * as nft1155 from './nft1155'
import * as permission from './permission'
import { noInput, Role } from './primitives'
import * as statistics from './statistics'
import * as system from './system'

/** Handler groups: a story or test overrides one group at a time (mocks/handlers.ts). */
export const endpointGroups = [
  'config',
  'auth',
  'system',
  'permission',
  'nft',
  'nft721',
  'nft1155',
  'fee',
  'statistics',
] as const
export type EndpointGroup = (typeof endpointGroups)[number]

export interface EndpointDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The registry key. */
  readonly id: string
  readonly method: 'GET' | 'POST'
  /** Path under the API base `/api` (or under the site root when `base` is 'root'). */
  readonly path: string
  readonly group: EndpointGroup
  /** Where the request travels: the query string or a JSON body (some POSTs take a query, spec §7). */
  readonly input: 'query' | 'body'
  readonly request: Request
  /** The envelope's `data` (or the whole body when `envelope` is false). */
  readonly response: Response
  /** Who may call it: absent = any logged-in user. Enforced by the server and the mocks. */
  readonly roles?: readonly Role[]
  /** Callable without a session (visitors). */
  readonly public?: true
  /** false: the body is not wrapped in `{ error_code, data, message }`. */
  readonly envelope?: false
  /** 'root': served next to the console, not under `/api`. */
  readonly base?: 'root'
}

export type AnyEndpoint = EndpointDefinition
export type EndpointRequest<E extends AnyEndpoint> = z.input<E['request']>
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>

const both = [Role.Operator, Role.Platform] as const
const operatorOnly = [Role.Operator] as const
const platformOnly = [Role.Platform] as const

function define<const Id extends string, Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  id: Id,
  definition: Omit<EndpointDefinition<Request, Response>, 'id'>,
): EndpointDefinition<Request, Response> & { readonly id: Id } {
  return { id, ...definition }
}

/** Every endpoint of the product (spec §7, withheld names filled per decisions.md). */
export const endpoints = {
  // ---- config ----
  getConfig: define('getConfig', {
    method: 'GET',
    path: '/config.json',
    group: 'config',
    input: 'query',
    request: noInput,
    response: remoteConfig,
    public: true,
    envelope: false,
    base: 'root',
  }),

  // ---- auth: login, register, session ----
  login: define('login', {
    method: 'POST',
    path: '/v1/system/login',
    group: 'auth',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.loginResponse,
    public: true,
  }),
  register: define('register', {
    method: 'POST',
    path: '/v1/system/register',
    group: 'auth',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.registerResponse,
    public: true,
  }),
  logout: define('logout', {
    method: 'POST',
    path: '/v1/system/logout',
    group: 'auth',
    input: 'body',
    request: system.logoutRequest,
    response: system.logoutResponse,
  }),
  getInfo: define('getInfo', {
    method: 'POST',
    path: '/v1/system/getInfo',
    group: 'auth',
    input: 'body',
    request: system.getInfoRequest,
    response: system.getInfoResponse,
  }),
  authCheckToken: define('authCheckToken', {
    method: 'GET',
    path: '/v1/permission/auth_check_token',
    group: 'auth',
    input: 'query',
    request: permission.authCheckTokenRequest,
    response: permission.authCheckTokenResponse,
  }),

  // ---- system ----
  personalInformation: define('personalInformation', {
    method: 'GET',
    path: '/v1/system/personalInformation',
    group: 'system',
    input: 'query',
    request: system.personalInformationRequest,
    response: system.personalInformationResponse,
  }),
  getChainType: define('getChainType', {
    method: 'GET',
    path: '/v1/system/getChainType',
    group: 'system',
    input: 'query',
    request: system.getChainTypeRequest,
    response: system.getChainTypeResponse,
    public: true,
  }),
  getChainContract: define('getChainContract', {
    method: 'POST',
    path: '/v1/system/getChainContract',
    group: 'system',
    input: 'query',
    request: system.getChainContractRequest,
    response: system.getChainContractResponse,
  }),
  checkTransaction: define('checkTransaction', {
    method: 'GET',
    path: '/v1/chain/checkTransaction',
    group: 'system',
    input: 'query',
    request: chain.checkTransactionRequest,
    response: chain.checkTransactionResponse,
  }),
  chainStatus: define('chainStatus', {
    method: 'GET',
    path: '/v1/chain/status',
    group: 'system',
    input: 'query',
    request: chain.chainStatusRequest,
    response: chain.chainStatusResponse,
    public: true,
  }),
  getCode: define('getCode', {
    method: 'GET',
    path: '/v1/system/getCode',
    group: 'system',
    input: 'query',
    request: system.getCodeRequest,
    response: system.getCodeResponse,
    public: true,
  }),
  changePassword: define('changePassword', {
    method: 'POST',
    path: '/v1/system/changePassword',
    group: 'system',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.changePasswordResponse,
  }),
  resetPassword: define('resetPassword', {
    method: 'POST',
    path: '/v1/system/resetPassword',
    group: 'system',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.resetPasswordResponse,
    public: true,
  }),
  sendResetCode: define('sendResetCode', {
    method: 'POST',
    path: '/v1/system/sendResetCode',
    group: 'system',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.sendResetCodeResponse,
    public: true,
  }),
  getUserNft: define('getUserNft', {
    method: 'GET',
    path: '/v1/system/getUserNft',
    group: 'system',
    input: 'query',
    request: system.getUserNftRequest,
    response: system.getUserNftResponse,
  }),
  changeUserNft: define('changeUserNft', {
    method: 'POST',
    path: '/v1/system/changeUserNft',
    group: 'system',
    input: 'body',
    request: system.changeUserNftRequest,
    response: system.changeUserNftResponse,
  }),
  applyAccount: define('applyAccount', {
    method: 'POST',
    path: '/v1/system/applyAccount',
    group: 'system',
    input: 'body',
    request: system.applyAccountRequest,
    response: system.applyAccountResponse,
  }),
  getApprovalNow: define('getApprovalNow', {
    method: 'GET',
    path: '/v1/system/getApprovalNow',
    group: 'system',
    input: 'query',
    request: system.getApprovalNowRequest,
    response: system.getApprovalNowResponse,
  }),
  resetForgetPassword: define('resetForgetPassword', {
    method: 'POST',
    path: '/v1/system/resetForgetPassword',
    group: 'system',
    input: 'body',
    request: system.resetForgetPasswordRequest,
    response: system.resetForgetPasswordResponse,
  }),

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
  managerRights: define('managerRights', {
    method: 'GET',
    path: '/v1/permission/managerRights',
    group: 'permission',
    input: 'query',
    request: noInput,
    response: permission.managerRightsResponse,
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

  // ---- nft: public search and provenance ----
  getNftByNftIdOrOwner: define('getNftByNftIdOrOwner', {
    method: 'GET',
    path: '/v1/nft/getNftByNftIdOrOwner',
    group: 'nft',
    input: 'query',
    request: nft.searchRequest,
    response: nft.searchResponse,
    public: true,
  }),
  getDetailNftById: define('getDetailNftById', {
    method: 'GET',
    path: '/v1/nft/getDetailNftById',
    group: 'nft',
    input: 'query',
    request: nft.detailRequest,
    response: nft.detailResponse,
    public: true,
  }),
  getTransferNftById: define('getTransferNftById', {
    method: 'GET',
    path: '/v1/nft/getTransferNftById',
    group: 'nft',
    input: 'query',
    request: nft.transferListRequest,
    response: nft.transferListResponse,
    public: true,
  }),
  getTransferDetailById: define('getTransferDetailById', {
    method: 'GET',
    path: '/v1/nft/getTransferDetailById',
    group: 'nft',
    input: 'query',
    request: nft.transferDetailRequest,
    response: nft.transferDetailResponse,
    public: true,
  }),
  approvedHistory: define('approvedHistory', {
    method: 'GET',
    path: '/v1/nft/approvedHistory',
    group: 'nft',
    input: 'query',
    request: nft.approvedHistoryRequest,
    response: nft.approvedHistoryResponse,
  }),

  // ---- nft721 ----
  getNft721List: define('getNft721List', {
    method: 'GET',
    path: '/v1/nft721/getNft721List',
    group: 'nft721',
    input: 'query',
    request: nft721.nft721ListRequest,
    response: nft721.nft721ListResponse,
    roles: both,
  }),
  getDetailNft721: define('getDetailNft721', {
    method: 'GET',
    path: '/v1/nft721/getDetailNft721',
    group: 'nft721',
    input: 'query',
    request: nft721.nft721DetailRequest,
    response: nft721.nft721DetailResponse,
    roles: both,
  }),
  getTransferNft721: define('getTransferNft721', {
    method: 'GET',
    path: '/v1/nft721/getTransferNft721',
    group: 'nft721',
    input: 'query',
    request: nft721.nft721HistoryRequest,
    response: nft721.nft721HistoryResponse,
    roles: both,
  }),
  approved721: define('approved721', {
    method: 'GET',
    path: '/v1/nft721/approved721',
    group: 'nft721',
    input: 'query',
    request: nft721.approved721Request,
    response: nft721.approved721Response,
    roles: both,
  }),

  // ---- nft1155 ----
  getNft1155List: define('getNft1155List', {
    method: 'GET',
    path: '/v1/nft1155/getNft1155List',
    group: 'nft1155',
    input: 'query',
    request: nft1155.nft1155ListRequest,
    response: nft1155.nft1155ListResponse,
    roles: both,
  }),
  getDetailNft1155: define('getDetailNft1155', {
    method: 'GET',
    path: '/v1/nft1155/getDetailNft1155',
    group: 'nft1155',
    input: 'query',
    request: nft1155.nft1155DetailRequest,
    response: nft1155.nft1155DetailResponse,
    roles: both,
  }),
  getTransferNft1155: define('getTransferNft1155', {
    method: 'GET',
    path: '/v1/nft1155/getTransferNft1155',
    group: 'nft1155',
    input: 'query',
    request: nft1155.nft1155HistoryRequest,
    response: nft1155.nft1155HistoryResponse,
    roles: both,
  }),
  approved1155: define('approved1155', {
    method: 'GET',
    path: '/v1/nft1155/approved1155',
    group: 'nft1155',
    input: 'query',
    request: nft1155.approved1155Request,
    response: nft1155.approved1155Response,
    roles: both,
  }),

  // ---- fee: rules, points, recharges, ledgers ----
  getFee: define('getFee', {
    method: 'GET',
    path: '/v1/fee/getFee',
    group: 'fee',
    input: 'query',
    request: fee.getFeeRequest,
    response: fee.getFeeResponse,
    roles: both,
  }),
  getOpertorRecharge: define('getOpertorRecharge', {
    method: 'GET',
    path: '/v1/fee/getOpertorRecharge',
    group: 'fee',
    input: 'query',
    request: fee.recordListRequest,
    response: fee.recordListResponse,
    roles: operatorOnly,
  }),
  getSupply: define('getSupply', {
    method: 'GET',
    path: '/v1/fee/getSupply',
    group: 'fee',
    input: 'query',
    request: fee.getSupplyRequest,
    response: fee.getSupplyResponse,
    roles: both,
  }),
  getNftSupply: define('getNftSupply', {
    method: 'GET',
    path: '/v1/fee/getNftSupply',
    group: 'fee',
    input: 'query',
    request: fee.getNftSupplyRequest,
    response: fee.getNftSupplyResponse,
    roles: both,
  }),
  opertorRecharge: define('opertorRecharge', {
    method: 'POST',
    path: '/v1/fee/opertorRecharge',
    group: 'fee',
    input: 'body',
    request: fee.operatorRechargeRequest,
    response: fee.rechargeResponse,
    roles: operatorOnly,
  }),
  opertorSelfRecharge: define('opertorSelfRecharge', {
    method: 'POST',
    path: '/v1/fee/opertorSelfRecharge',
    group: 'fee',
    input: 'body',
    request: fee.operatorSelfRechargeRequest,
    response: fee.rechargeResponse,
    roles: operatorOnly,
  }),
  recharge: define('recharge', {
    method: 'POST',
    path: '/v1/fee/recharge',
    group: 'fee',
    input: 'body',
    request: fee.rechargeRequest,
    response: fee.rechargeResponse,
    roles: both,
  }),
  getPersonalAssign: define('getPersonalAssign', {
    method: 'POST',
    path: '/v1/fee/getPersonalAssign',
    group: 'fee',
    input: 'query',
    request: fee.recordListRequest,
    response: fee.recordListResponse,
    roles: both,
  }),
  getManagerAssign: define('getManagerAssign', {
    method: 'POST',
    path: '/v1/fee/getManagerAssign',
    group: 'fee',
    input: 'query',
    request: fee.recordListRequest,
    response: fee.recordListResponse,
    roles: operatorOnly,
  }),
  getChargeDetailsOpertor: define('getChargeDetailsOpertor', {
    method: 'GET',
    path: '/v1/fee/getChargeDetailsOpertor',
    group: 'fee',
    input: 'query',
    request: fee.chargeDetailsRequest,
    response: fee.chargeDetailsResponse,
    roles: operatorOnly,
  }),
  getChargeDetailsManager: define('getChargeDetailsManager', {
    method: 'GET',
    path: '/v1/fee/getChargeDetailsManager',
    group: 'fee',
    input: 'query',
    request: fee.chargeDetailsRequest,
    response: fee.chargeDetailsResponse,
    roles: platformOnly,
  }),
  getSupplyList: define('getSupplyList', {
    method: 'GET',
    path: '/v1/fee/getSupplyList',
    group: 'fee',
    input: 'query',
    request: fee.getSupplyListRequest,
    response: fee.getSupplyListResponse,
    roles: operatorOnly,
  }),
  getAccountFlow: define('getAccountFlow', {
    method: 'GET',
    path: '/v1/fee/getAccountFlow',
    group: 'fee',
    input: 'query',
    request: fee.accountFlowRequest,
    response: fee.accountFlowResponse,
    roles: both,
  }),
  getAccount: define('getAccount', {
    method: 'GET',
    path: '/v1/fee/getAccount',
    group: 'fee',
    input: 'query',
    request: fee.getAccountRequest,
    response: fee.getAccountResponse,
    roles: both,
  }),
  isAction: define('isAction', {
    method: 'GET',
    path: '/v1/fee/isAction',
    group: 'fee',
    input: 'query',
    request: fee.isActionRequest,
    response: fee.isActionResponse,
  }),

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

export type Endpoints = typeof endpoints
export type EndpointId = keyof Endpoints
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints)

/** The full request path: `/api` + path, or the path itself for files served at the site root. */
export function endpointUrl(endpoint: AnyEndpoint, apiBase = '/api'): string {
  return endpoint.base === 'root' ? endpoint.path : `${apiBase}${endpoint.path}`
}
