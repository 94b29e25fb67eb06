import { define } from '../endpoint-definition'
import * as captcha from '../captcha'

/**
 * The captcha (a path of the system group) in a group of its own: the login and visitor search pages load only
 * it, not the schemas of every system endpoint.
 */
export const captchaEndpoints = {
  getCode: define('getCode', {
    method: 'GET',
    path: '/v1/system/getCode',
    group: 'system',
    input: 'query',
    request: captcha.getCodeRequest,
    response: captcha.getCodeResponse,
    public: true,
  }),
} as const
