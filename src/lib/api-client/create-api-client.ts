import axios, { AxiosError, type AxiosInstance } from 'axios'
import type * as z from 'zod/mini'
import { envelope, envelopeCode } from '@/api/envelope'
import type { AnyEndpoint, EndpointRequest, EndpointResponse } from '@/api/endpoints'
import { ApiError, ApiSchemaError } from './errors'

/** Spec §7/§9. */
export const API_BASE = '/api'
export const API_TIMEOUT_MS = 10_000
export const TIMEOUT_MESSAGE = 'request timeout'
export const SERVICE_ERROR_MESSAGE = 'service error'
const UNAUTHORIZED = 401
/** Captcha failures are shown by the search form itself, never as a toast (spec §8). */
export const SILENT_MESSAGES: ReadonlySet<string> = new Set(['verification code error'])

export interface ApiClientOptions {
  /** The session token, read at each call (the session module owns it). */
  getToken: () => string | null | undefined
  /** Shows an error to the user (a toast). Not called for silent messages. */
  notify?: (message: string, error: ApiError | ApiSchemaError) => void
  /** Called when the server says the session is missing or expired (HTTP or envelope code 401). */
  onUnauthorized?: (error: ApiError) => void
  baseURL?: string
  timeout?: number
}

export interface ApiClient {
  callApi<E extends AnyEndpoint>(endpoint: E, request: EndpointRequest<E>): Promise<EndpointResponse<E>>
  readonly http: AxiosInstance
}

function firstIssue(error: z.core.$ZodError): { path: string; message: string } {
  const issue = error.issues[0]
  return { path: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'invalid' }
}

function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  const { message } = body
  return typeof message === 'string' && message.length > 0 ? message : null
}

function codeOf(body: unknown): number | null {
  const parsed = envelope.safeParse(body)
  return parsed.success ? envelopeCode(parsed.data) : null
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({ baseURL: options.baseURL ?? API_BASE, timeout: options.timeout ?? API_TIMEOUT_MS })
  http.interceptors.request.use((config) => {
    const token = options.getToken()
    if (token) config.headers.set('Authorization', token)
    return config
  })

  function fail(error: ApiError | ApiSchemaError): never {
    if (error instanceof ApiError && (error.code === UNAUTHORIZED || error.response?.status === UNAUTHORIZED))
      options.onUnauthorized?.(error)
    const shown = error instanceof ApiError ? error.message : SERVICE_ERROR_MESSAGE
    if (!SILENT_MESSAGES.has(shown)) options.notify?.(shown, error)
    throw error
  }

  function parseResponse<E extends AnyEndpoint>(endpoint: E, data: unknown): EndpointResponse<E> {
    const parsed = endpoint.response.safeParse(data)
    if (!parsed.success) {
      const issue = firstIssue(parsed.error)
      return fail(new ApiSchemaError(endpoint.id, 'response', issue.path, issue.message))
    }
    return parsed.data as EndpointResponse<E>
  }

  async function callApi<E extends AnyEndpoint>(
    endpoint: E,
    request: EndpointRequest<E>,
  ): Promise<EndpointResponse<E>> {
    const checked = endpoint.request.safeParse(request)
    if (!checked.success) {
      const issue = firstIssue(checked.error)
      return fail(new ApiSchemaError(endpoint.id, 'request', issue.path, issue.message))
    }
    let status: number
    let body: unknown
    try {
      const response = await http.request({
        method: endpoint.method,
        url: endpoint.path,
        // Files at the site root (config.json) are not under the API base.
        ...(endpoint.base === 'root' ? { baseURL: '' } : {}),
        // The validated, normalised form (trimmed, defaults filled): every schema accepts its own output.
        ...(endpoint.input === 'query' ? { params: checked.data } : { data: checked.data }),
      })
      status = response.status
      body = response.data
    } catch (caught) {
      if (caught instanceof AxiosError) {
        if (caught.code === AxiosError.ECONNABORTED || caught.code === AxiosError.ETIMEDOUT) {
          return fail(new ApiError(TIMEOUT_MESSAGE, endpoint.id, null, null, 'timeout'))
        }
        if (caught.response) {
          const failed = caught.response
          return fail(
            new ApiError(
              messageOf(failed.data) ?? SERVICE_ERROR_MESSAGE,
              endpoint.id,
              codeOf(failed.data) ?? failed.status,
              { status: failed.status, body: failed.data },
              'server',
            ),
          )
        }
      }
      return fail(new ApiError(SERVICE_ERROR_MESSAGE, endpoint.id, null, null, 'network'))
    }

    if (endpoint.envelope === false) return parseResponse(endpoint, body)
    const wrapped = envelope.safeParse(body)
    if (!wrapped.success) {
      const issue = firstIssue(wrapped.error)
      return fail(new ApiSchemaError(endpoint.id, 'response', issue.path, issue.message))
    }
    const code = envelopeCode(wrapped.data)
    if (code !== 0) {
      return fail(new ApiError(messageOf(body) ?? SERVICE_ERROR_MESSAGE, endpoint.id, code, { status, body }, 'server'))
    }
    return parseResponse(endpoint, wrapped.data.data)
  }

  return { callApi, http }
}
