import type { FastifyRequest } from 'fastify'
import type * as z from 'zod/mini'
import type { AnyEndpoint, EndpointResponse } from '@/api/endpoints'
import type { ServerContext } from '../context'
import type { RateLimitHit, RateLimitRule } from './rate-limit'
import type { Session } from './session'

export interface RouteInput<E extends AnyEndpoint> {
  readonly input: z.output<E['request']>
  /** Null only on public endpoints called without a valid session. */
  readonly session: Session | null
  readonly context: ServerContext
  readonly request: FastifyRequest
  /** The per-IP hit of the route's `statementIpLimit`, for the handler to count in its own statement. */
  readonly ipLimitHit: RateLimitHit | null
}

export interface ServerRoute {
  readonly endpoint: AnyEndpoint
  readonly handle: (input: RouteInput<AnyEndpoint>) => Promise<unknown>
  /** Limits counted per client IP before the input is even read. */
  readonly ipLimits: readonly RateLimitRule[]
  readonly statementIpLimit: RateLimitRule | null
  readonly bodyLimit: number
}

export interface RouteOptions {
  readonly ipLimits?: readonly RateLimitRule[]
  /**
   * A per-IP limit the handler counts inside its own database statement (`ipLimitHit`), saving a round trip on
   * a hot public route; a refused input is counted before the 400 as with `ipLimits`.
   */
  readonly statementIpLimit?: RateLimitRule
  /** Bytes; 64 KiB unless a route carries many ciphertexts. */
  readonly bodyLimit?: number
}

export const DEFAULT_BODY_LIMIT = 64 * 1024

/** Pairs an endpoint of the registry with its handler; the types tie the answer to the endpoint's schema. */
export function route<E extends AnyEndpoint>(
  endpoint: E,
  handle: (input: RouteInput<E>) => Promise<EndpointResponse<E>> | EndpointResponse<E>,
  options: RouteOptions = {},
): ServerRoute {
  return {
    endpoint,
    handle: async (input) => handle(input as RouteInput<E>),
    ipLimits: options.ipLimits ?? [],
    statementIpLimit: options.statementIpLimit ?? null,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
  }
}
