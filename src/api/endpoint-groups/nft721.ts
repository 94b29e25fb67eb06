import { define, both } from '../endpoint-definition'
import * as nft from '../nft'

/** The `nft721` group's endpoints (a part of the registry in ../endpoints.ts). */
export const nft721Endpoints = {
  // ---- nft721 ----
  getNft721List: define('getNft721List', {
    method: 'GET',
    path: '/v1/nft721/getNft721List',
    group: 'nft721',
    input: 'query',
    request: nft.managedListRequest,
    response: nft.managedListResponse,
    roles: both,
  }),
  getDetailNft721: define('getDetailNft721', {
    method: 'GET',
    path: '/v1/nft721/getDetailNft721',
    group: 'nft721',
    input: 'query',
    request: nft.managedDetailRequest,
    response: nft.managedDetailResponse,
    roles: both,
  }),
  getTransferNft721: define('getTransferNft721', {
    method: 'GET',
    path: '/v1/nft721/getTransferNft721',
    group: 'nft721',
    input: 'query',
    request: nft.managedHistoryRequest,
    response: nft.managedHistoryResponse,
    roles: both,
  }),
  approved721: define('approved721', {
    method: 'GET',
    path: '/v1/nft721/approved721',
    group: 'nft721',
    input: 'query',
    request: nft.approvalListRequest,
    response: nft.approvalListResponse,
    roles: both,
  }),
} as const
