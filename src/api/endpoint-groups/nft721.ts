import { define, both } from '../endpoint-definition'
import * as nft721 from '../nft721'

/** The `nft721` group's endpoints (a part of the registry in ../endpoints.ts). */
export const nft721Endpoints = {
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
} as const
