import * as chainTypes from '../chain-types'
import { define } from '../endpoint-definition'

/**
 * What the visitor's search asks before a query (paths of the system group): the chains it may search and the
 * indexer's state. A group of its own, so the public pages do not load every system endpoint's schemas.
 */
export const publicChainEndpoints = {
  getChainType: define('getChainType', {
    method: 'GET',
    path: '/v1/system/getChainType',
    group: 'system',
    input: 'query',
    request: chainTypes.getChainTypeRequest,
    response: chainTypes.getChainTypeResponse,
    public: true,
  }),
  chainStatus: define('chainStatus', {
    method: 'GET',
    path: '/v1/chain/status',
    group: 'system',
    input: 'query',
    request: chainTypes.chainStatusRequest,
    response: chainTypes.chainStatusResponse,
    public: true,
  }),
} as const
