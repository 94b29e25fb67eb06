import { noInput } from '../primitives'
import { define, operatorOnly } from '../endpoint-definition'
import { managerRightsResponse } from '../manager-rights'

/**
 * Manager rights (a path of the permission group) in a group of its own: every operator's screen asks for
 * them (the menu), and the whole group would bring the schemas of the audit log and multisig proposals too.
 */
export const managerRightsEndpoints = {
  managerRights: define('managerRights', {
    method: 'GET',
    path: '/v1/permission/managerRights',
    group: 'permission',
    input: 'query',
    request: noInput,
    response: managerRightsResponse,
    roles: operatorOnly,
  }),
} as const
