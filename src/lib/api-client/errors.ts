import type { Envelope } from '@/api/envelope'

/** A call the server answered with a failure, or that never got an answer (timeout, network). */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    message: string,
    /** The endpoint's registry id. */
    readonly endpointId: string,
    /** The envelope code, the HTTP status when there was no envelope, or null without a response. */
    readonly code: number | null,
    /** The response as received (status and body), when there was one. */
    readonly response: { status: number; body: unknown } | null,
    readonly kind: 'server' | 'timeout' | 'network',
  ) {
    super(message)
  }

  /** The envelope, when the server sent one. */
  get envelope(): Envelope | null {
    const body = this.response?.body
    return typeof body === 'object' && body !== null ? (body as Envelope) : null
  }
}

/** A request or response that does not match the endpoint's schema: a contract break, found at the edge. */
export class ApiSchemaError extends Error {
  override readonly name = 'ApiSchemaError'
  constructor(
    readonly endpointId: string,
    readonly direction: 'request' | 'response',
    /** Dotted path of the first mismatching field ('' for the root). */
    readonly issuePath: string,
    readonly issue: string,
  ) {
    super(`${endpointId} ${direction} does not match its schema at '${issuePath}': ${issue}`)
  }
}
