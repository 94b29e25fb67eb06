import { define } from '../endpoint-definition'
import * as nft from '../nft'

/** The `nft` group's endpoints (a part of the registry in ../endpoints.ts). */
export const nftEndpoints = {
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
} as const
