import * as keyCustody from '../key-custody'
import { define } from '../endpoint-definition'

/**
 * Binding an existing chain account (issue 19 item 6; a path of the system group): a module of its own, so that
 * only the personal center loads its schemas.
 */
export const accountBindingEndpoints = {
  bindChallenge: define('bindChallenge', {
    method: 'POST',
    path: '/v1/system/bindChallenge',
    group: 'system',
    input: 'body',
    request: keyCustody.bindChallengeRequest,
    response: keyCustody.bindChallengeResponse,
  }),
} as const
