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
 * Single-copy (ERC-721 style) collectibles: role 2 manages its own (/digital-collection-721), role 1
 * sees every user's (/user-collection-721). Same shapes as the 1155 area; amount is always '1'.
 */
export const nft721ListRequest = managedListRequest
export const nft721ListResponse = managedListResponse
export const nft721DetailRequest = managedDetailRequest
export const nft721DetailResponse = managedDetailResponse
export const nft721HistoryRequest = managedHistoryRequest
export const nft721HistoryResponse = managedHistoryResponse
export const approved721Request = approvalListRequest
export const approved721Response = approvalListResponse
