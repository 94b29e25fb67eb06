import { define, both } from '../endpoint-definition'
import * as nft from '../nft'

/** The `nft1155` group's endpoints (a part of the registry in ../endpoints.ts). */
export const nft1155Endpoints = {
  // ---- nft1155 ----
  getNft1155List: define('getNft1155List', {
    method: 'GET',
    path: '/v1/nft1155/getNft1155List',
    group: 'nft1155',
    input: 'query',
    request: nft.managedListRequest,
    response: nft.managedListResponse,
    roles: both,
  }),
  getDetailNft1155: define('getDetailNft1155', {
    method: 'GET',
    path: '/v1/nft1155/getDetailNft1155',
    group: 'nft1155',
    input: 'query',
    request: nft.managedDetailRequest,
    response: nft.managedDetailResponse,
    roles: both,
  }),
  getTransferNft1155: define('getTransferNft1155', {
    method: 'GET',
    path: '/v1/nft1155/getTransferNft1155',
    group: 'nft1155',
    input: 'query',
    request: nft.managedHistoryRequest,
    response: nft.managedHistoryResponse,
    roles: both,
  }),
  approved1155: define('approved1155', {
    method: 'GET',
    path: '/v1/nft1155/approved1155',
    group: 'nft1155',
    input: 'query',
    request: nft.approvalListRequest,
    response: nft.approvalListResponse,
    roles: both,
  }),
} as const
