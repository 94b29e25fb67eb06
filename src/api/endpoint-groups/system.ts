import * as chain from '../chain'
import { define } from '../endpoint-definition'
import * as system from '../system'

/** The `system` group's endpoints (a part of the registry in ../endpoints.ts). */
export const systemEndpoints = {
  // ---- system ----
  personalInformation: define('personalInformation', {
    method: 'GET',
    path: '/v1/system/personalInformation',
    group: 'system',
    input: 'query',
    request: system.personalInformationRequest,
    response: system.personalInformationResponse,
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
} as const
