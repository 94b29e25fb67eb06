import * as keyCustody from '../key-custody'
import { define, operatorOnly } from '../endpoint-definition'

/**
 * The kept versions of key material (issue 19 item 7; paths of the permission group): a module of its own, so
 * that only the account manager loads their schemas.
 */
export const keyVersionEndpoints = {
  keyVersions: define('keyVersions', {
    method: 'GET',
    path: '/v1/permission/keyVersions',
    group: 'permission',
    input: 'query',
    request: keyCustody.keyVersionsRequest,
    response: keyCustody.keyVersionsResponse,
    roles: operatorOnly,
  }),
  restoreKeyVersion: define('restoreKeyVersion', {
    method: 'POST',
    path: '/v1/permission/restoreKeyVersion',
    group: 'permission',
    input: 'body',
    request: keyCustody.restoreKeyVersionRequest,
    response: keyCustody.restoreKeyVersionResponse,
    roles: operatorOnly,
  }),
} as const
