import * as keyCustody from '../key-custody'
import { define, operatorOnly } from '../endpoint-definition'

/**
 * Binding an existing chain account and the kept versions of key material (issue 19 items 6 and 7): a group of
 * their own (paths under /v1/system and /v1/permission), so that only the screens that use them load their
 * schemas, not every route that calls the system or permission group.
 */
export const keyCustodyEndpoints = {
  bindChallenge: define('bindChallenge', {
    method: 'POST',
    path: '/v1/system/bindChallenge',
    group: 'system',
    input: 'body',
    request: keyCustody.bindChallengeRequest,
    response: keyCustody.bindChallengeResponse,
  }),
  // Kept versions of key material: operators list and restore them.
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
