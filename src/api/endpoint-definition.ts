// What an endpoint definition is; the definitions themselves are in ./endpoint-groups, the registry in ./endpoints.ts.
import type * as z from 'zod/mini'
import { Role } from './primitives'
import { refusingControlCharacters } from './text-rules'

/** Handler groups: a story or test overrides one group at a time (mocks/handlers.ts). */
export const endpointGroups = [
  'config',
  'auth',
  'system',
  'permission',
  'nft',
  'nft721',
  'nft1155',
  'fee',
  'statistics',
] as const
export type EndpointGroup = (typeof endpointGroups)[number]

export interface EndpointDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  /** The registry key. */
  readonly id: string
  readonly method: 'GET' | 'POST'
  /** Path under the API base `/api` (or under the site root when `base` is 'root'). */
  readonly path: string
  readonly group: EndpointGroup
  /** Where the request travels: the query string or a JSON body (some POSTs take a query, spec §7). */
  readonly input: 'query' | 'body'
  readonly request: Request
  /** The envelope's `data` (or the whole body when `envelope` is false). */
  readonly response: Response
  /** Who may call it: absent = any logged-in user. Enforced by the server and the mocks. */
  readonly roles?: readonly Role[]
  /** Callable without a session (visitors). */
  readonly public?: true
  /** false: the body is not wrapped in `{ error_code, data, message }`. */
  readonly envelope?: false
  /** 'root': served next to the console, not under `/api`. */
  readonly base?: 'root'
}

export type AnyEndpoint = EndpointDefinition
export type EndpointRequest<E extends AnyEndpoint> = z.input<E['request']>
export type EndpointResponse<E extends AnyEndpoint> = z.output<E['response']>

export const both = [Role.Operator, Role.Platform] as const
export const operatorOnly = [Role.Operator] as const
export const platformOnly = [Role.Platform] as const

export function define<const Id extends string, Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  id: Id,
  definition: Omit<EndpointDefinition<Request, Response>, 'id'>,
): EndpointDefinition<Request, Response> & { readonly id: Id } {
  // Every text of every request, however deep, under the one text rule: no schema can forget it.
  return { id, ...definition, request: refusingControlCharacters(definition.request) }
}

/** The full request path: `/api` + path, or the path itself for files served at the site root. */
export function endpointUrl(endpoint: AnyEndpoint, apiBase = '/api'): string {
  return endpoint.base === 'root' ? endpoint.path : `${apiBase}${endpoint.path}`
}
