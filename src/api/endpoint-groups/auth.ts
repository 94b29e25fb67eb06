import { define } from '../endpoint-definition'
import * as permission from '../permission'
import * as system from '../system'

/** The `auth` group's endpoints (a part of the registry in ../endpoints.ts); `getInfo` is in auth-session.ts. */
export const authEndpoints = {
  // ---- auth: login, register, session ----
  login: define('login', {
    method: 'POST',
    path: '/v1/system/login',
    group: 'auth',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.loginResponse,
    public: true,
  }),
  register: define('register', {
    method: 'POST',
    path: '/v1/system/register',
    group: 'auth',
    input: 'body',
    request: system.encryptedPayloadRequest,
    response: system.registerResponse,
    public: true,
  }),
  logout: define('logout', {
    method: 'POST',
    path: '/v1/system/logout',
    group: 'auth',
    input: 'body',
    request: system.logoutRequest,
    response: system.logoutResponse,
  }),
  authCheckToken: define('authCheckToken', {
    method: 'GET',
    path: '/v1/permission/auth_check_token',
    group: 'auth',
    input: 'query',
    request: permission.authCheckTokenRequest,
    response: permission.authCheckTokenResponse,
  }),
} as const
