import { remoteConfig } from '../config'
import { define } from '../endpoint-definition'
import { noInput } from '../primitives'

/** The `config` group's endpoints (a part of the registry in ../endpoints.ts). */
export const configEndpoints = {
  // ---- config ----
  getConfig: define('getConfig', {
    method: 'GET',
    path: '/config.json',
    group: 'config',
    input: 'query',
    request: noInput,
    response: remoteConfig,
    public: true,
    envelope: false,
    base: 'root',
  }),
} as const
