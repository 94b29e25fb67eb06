import { define } from '../endpoint-definition'
import * as system from '../system'

/**
 * The session's state (an auth path) in a part of its own: every console page asks for it on load, and the
 * login, register and token-check schemas of the rest of the group stay out of the console's first chunk.
 */
export const sessionEndpoints = {
  getInfo: define('getInfo', {
    method: 'POST',
    path: '/v1/system/getInfo',
    group: 'auth',
    input: 'body',
    request: system.getInfoRequest,
    response: system.getInfoResponse,
  }),
} as const
