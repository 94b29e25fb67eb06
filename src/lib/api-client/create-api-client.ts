import Axios from 'axios/unsafe/core/Axios.js'
import AxiosError from 'axios/unsafe/core/AxiosError.js'
import mergeConfig from 'axios/unsafe/core/mergeConfig.js'
import axiosDefaults from 'axios/unsafe/defaults/index.js'
import type * as z from 'zod/mini'
import { envelope, envelopeCode } from '@/api/envelope'
import { userFacingMessage } from '@/api/user-message'
import type { AnyEndpoint, EndpointRequest, EndpointResponse } from '@/api/endpoint-definition'
import { messagesFor } from '@/lib/i18n'
import { ApiError, ApiSchemaError } from './errors'
import { OVERLOAD_RETRY_DELAYS_MS, OVERLOADED_STATUS, overloadRetryDelay, pause } from './overload-retry'
import { plainCheckOf } from './plain-check'
import { fetchAdapter } from './fetch-adapter'
import { newRequestId } from './early-answers'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The registry id of the endpoint called: the 401 interceptor names it in its error. */
    endpointId?: string
  }
}

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
  /** Where files at the site root (`/config.json`) are fetched from: the page's own origin by default. */
  rootURL?: string
  timeout?: number
  /**
   * Waits before each retry of a GET the server refused as overloaded (503); writes are never retried.
   * `OVERLOAD_RETRY_DELAYS_MS` by default; `[]` retries nothing.
   */
  overloadRetryDelaysMs?: readonly number[]
}

export interface ApiClient {
  callApi<E extends AnyEndpoint>(endpoint: E, request: EndpointRequest<E>): Promise<EndpointResponse<E>>
  /** The base every endpoint path is under (spec §7: /api) and the per-call time limit. */
  readonly settings: { readonly baseURL: string; readonly timeout: number }
}

/** The endpoint path under the base, as an absolute URL (relative to the page), with the query string. */
function urlOf(baseURL: string, path: string, query: Record<string, unknown> | null): string {
  const joined = baseURL ? `${baseURL.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}` : path
  const url = new URL(joined, globalThis.location?.href ?? 'http://localhost/')
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value])
      url.searchParams.append(
        Array.isArray(value) ? `${key}[]` : key,
        typeof item === 'object' ? JSON.stringify(item) : String(item),
      )
  }
  return url.href
}

function firstIssue(error: z.core.$ZodError): { path: string; message: string } {
  const issue = error.issues[0]
  return { path: issue ? issue.path.map(String).join('.') : '', message: issue?.message ?? 'invalid' }
}

/** The server's message as a user may read it (no field names, no schema wording). */
function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null
  const { message } = body
  return typeof message === 'string' && message.length > 0 ? userFacingMessage(message, SERVICE_ERROR_MESSAGE) : null
}

function codeOf(body: unknown): number | null {
  const parsed = envelope.safeParse(body)
  return parsed.success ? envelopeCode(parsed.data) : null
}

/**
 * A 503: the catalogue's "server busy" message in the chosen language, whatever the body says (a proxy's page,
 * or the server's own Chinese text).
 */
function overloaded(endpointId: string, answer: { status: number; body: unknown }, retrying = false): ApiError {
  const { messages } = messagesFor()
  const text = retrying ? messages.serverBusyRetrying : messages.serverBusy
  return new ApiError(text, endpointId, OVERLOADED_STATUS, answer, 'server')
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const settings = { baseURL: options.baseURL ?? API_BASE, timeout: options.timeout ?? API_TIMEOUT_MS }
  const retryDelays = options.overloadRetryDelaysMs ?? OVERLOAD_RETRY_DELAYS_MS
  // axios on its defaults, as `axios.create` makes it, with the console's fetch adapter. An answer of any
  // status comes back as an answer: the client reads the envelope of a failure too.
  const http = new Axios(
    mergeConfig(axiosDefaults, { adapter: fetchAdapter, timeout: settings.timeout, validateStatus: () => true }),
  )
  // The session token, read at each call; the server logs every line of a request under its id and answers it back.
  http.interceptors.request.use((config) => {
    const token = options.getToken()
    if (token) config.headers.set('Authorization', token)
    config.headers.set('X-Request-Id', newRequestId())
    return config
  })
  // A missing or expired session (HTTP 401, or envelope code 401 in a 200): the session layer hears of it once.
  http.interceptors.response.use((response) => {
    const code = response.status === OVERLOADED_STATUS ? null : codeOf(response.data)
    if (response.status !== UNAUTHORIZED && code !== UNAUTHORIZED) return response
    const error = new ApiError(
      messageOf(response.data) ?? SERVICE_ERROR_MESSAGE,
      response.config.endpointId ?? '',
      code ?? response.status,
      { status: response.status, body: response.data as unknown },
      'server',
    )
    options.onUnauthorized?.(error)
    throw error
  })

  function fail(error: ApiError | ApiSchemaError): never {
    const shown = error instanceof ApiError ? error.message : SERVICE_ERROR_MESSAGE
    if (!SILENT_MESSAGES.has(shown)) options.notify?.(shown, error)
    throw error
  }

  function parseResponse<E extends AnyEndpoint>(endpoint: E, data: unknown): EndpointResponse<E> {
    // An answer zod would return unchanged needs no copy (a 10,000-row list is checked in a few ms).
    if (plainCheckOf(endpoint.response)?.(data)) return data as EndpointResponse<E>
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
    const send = async () => {
      const response = await http.request({
        method: endpoint.method,
        // Files at the site root (config.json) are not under the API base.
        url: urlOf(
          endpoint.base === 'root' ? (options.rootURL ?? '') : settings.baseURL,
          endpoint.path,
          // The validated, normalised form (trimmed, defaults filled): every schema accepts its own output.
          endpoint.input === 'query' ? (checked.data as Record<string, unknown>) : null,
        ),
        data: endpoint.input === 'query' ? undefined : checked.data,
        endpointId: endpoint.id,
      })
      const retryAfter: unknown = response.headers['retry-after']
      return {
        status: response.status,
        body: response.data as unknown,
        retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
      }
    }
    let status: number
    let body: unknown
    try {
      let answer = await send()
      // An overloaded server refuses at once: a read is asked again after a growing pause (the user is told
      // once); a write is not, since the console cannot know it was not done.
      const retries = endpoint.method === 'GET' ? retryDelays.length : 0
      for (let attempt = 0; answer.status === OVERLOADED_STATUS && attempt < retries; attempt += 1) {
        if (attempt === 0) {
          const notice = overloaded(endpoint.id, answer, true)
          options.notify?.(notice.message, notice)
        }
        await pause(overloadRetryDelay(attempt, answer.retryAfter, retryDelays))
        answer = await send()
      }
      status = answer.status
      body = answer.body
    } catch (caught) {
      if (caught instanceof ApiError) return fail(caught)
      if (caught instanceof AxiosError && caught.code === 'ECONNABORTED')
        return fail(new ApiError(TIMEOUT_MESSAGE, endpoint.id, null, null, 'timeout'))
      return fail(new ApiError(SERVICE_ERROR_MESSAGE, endpoint.id, null, null, 'network'))
    }
    if (status === OVERLOADED_STATUS) return fail(overloaded(endpoint.id, { status, body }))
    if (status < 200 || status >= 300) {
      return fail(
        new ApiError(
          messageOf(body) ?? SERVICE_ERROR_MESSAGE,
          endpoint.id,
          codeOf(body) ?? status,
          { status, body },
          'server',
        ),
      )
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

  return { callApi, settings }
}
