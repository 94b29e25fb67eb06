import type { AnyEndpoint } from './endpoint-definition'
import { configEndpoints } from './endpoint-groups/config'
import { authEndpoints } from './endpoint-groups/auth'
import { sessionEndpoints } from './endpoint-groups/auth-session'
import { systemEndpoints } from './endpoint-groups/system'
import { captchaEndpoints } from './endpoint-groups/system-captcha'
import { publicChainEndpoints } from './endpoint-groups/system-public-chain'
import { permissionEndpoints } from './endpoint-groups/permission'
import { managerRightsEndpoints } from './endpoint-groups/permission-manager-rights'
import { accountBindingEndpoints } from './endpoint-groups/system-account-binding'
import { keyVersionEndpoints } from './endpoint-groups/permission-key-versions'
import { nftEndpoints } from './endpoint-groups/nft'
import { nft721Endpoints } from './endpoint-groups/nft721'
import { nft1155Endpoints } from './endpoint-groups/nft1155'
import { feeEndpoints } from './endpoint-groups/fee'
import { statisticsEndpoints } from './endpoint-groups/statistics'

export {
  endpointGroups,
  endpointUrl,
  type AnyEndpoint,
  type EndpointDefinition,
  type EndpointGroup,
  type EndpointRequest,
  type EndpointResponse,
} from './endpoint-definition'

/**
 * Every endpoint of the product (spec §7, withheld names filled per decisions.md): the one registry the server
 * registers its routes from and the mocks and coverage tests walk. The console imports a group's module
 * (`@/api/endpoint-groups/<group>`) instead, so a route's chunk carries only the schemas it calls.
 */
export const endpoints = {
  ...configEndpoints,
  ...authEndpoints,
  ...sessionEndpoints,
  ...systemEndpoints,
  ...captchaEndpoints,
  ...publicChainEndpoints,
  ...permissionEndpoints,
  ...managerRightsEndpoints,
  ...accountBindingEndpoints,
  ...keyVersionEndpoints,
  ...nftEndpoints,
  ...nft721Endpoints,
  ...nft1155Endpoints,
  ...feeEndpoints,
  ...statisticsEndpoints,
} as const

export type Endpoints = typeof endpoints
export type EndpointId = keyof Endpoints
export const endpointList: readonly AnyEndpoint[] = Object.values(endpoints)
