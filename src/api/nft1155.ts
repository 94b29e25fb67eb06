import {
  approvalListRequest,
  approvalListResponse,
  managedDetailRequest,
  managedDetailResponse,
  managedHistoryRequest,
  managedHistoryResponse,
  managedListRequest,
  managedListResponse,
} from './nft'

/**
 * Multi-copy (ERC-1155 style) collectibles: role 2 manages its own (/digital-collection-1155), role 1
 * sees every user's (/user-collection-1155). Same shapes as the 721 area; amount is the copies `owner` holds.
 */
export const nft1155ListRequest = managedListRequest
export const nft1155ListResponse = managedListResponse
export const nft1155DetailRequest = managedDetailRequest
export const nft1155DetailResponse = managedDetailResponse
export const nft1155HistoryRequest = managedHistoryRequest
export const nft1155HistoryResponse = managedHistoryResponse
export const approved1155Request = approvalListRequest
export const approved1155Response = approvalListResponse
