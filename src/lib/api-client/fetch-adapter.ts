import type { AxiosAdapter, AxiosResponse } from 'axios'
import AxiosError from 'axios/unsafe/core/AxiosError.js'
import { takeEarlyAnswer } from './early-answers'

/**
 * axios's transport for the console: the platform's fetch, with the time limit over the whole answer (body
 * included). The body is handed over as text; axios's own response transform parses JSON. `config.url` is
 * the full address (the client builds it, query string included).
 *
 * Why not axios's own adapters: they are its XMLHttpRequest and fetch transports, 6-8 KiB gzip that every page
 * would download; the build leaves them out (vite.config.ts, `axiosSlim`).
 */
export const fetchAdapter: AxiosAdapter = async (config) => {
  const abort = new AbortController()
  let timedOut = false
  const timer = config.timeout
    ? setTimeout(() => {
        timedOut = true
        abort.abort()
      }, config.timeout)
    : undefined
  const body = (config.data as BodyInit | undefined) ?? null
  const headers: Record<string, string> = {}
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    // axios marks every POST form-encoded; its own transports drop that for a request without a body, and so
    // does this one: the server refuses a declared body type with no body (a POST whose input is the query).
    if (value == null || (body === null && name.toLowerCase() === 'content-type')) continue
    headers[name] = String(value)
  }
  const method = (config.method ?? 'get').toUpperCase()
  // A GET the console's entry already sent (early-answers.ts) is taken, not sent again; the time limit covers it.
  const early = body === null ? takeEarlyAnswer(method, config.url ?? '') : undefined
  if (early) abort.signal.addEventListener('abort', () => early.abort.abort())
  try {
    const response = await (early?.response ?? fetch(config.url ?? '', { method, headers, body, signal: abort.signal }))
    const answer: AxiosResponse<string> = {
      data: await response.text(),
      status: response.status,
      statusText: response.statusText,
      headers: Object.fromEntries(response.headers),
      config,
      request: null,
    }
    if (config.validateStatus && !config.validateStatus(answer.status))
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        answer,
      )
    return answer
  } catch (caught) {
    if (caught instanceof AxiosError) throw caught
    if (timedOut) throw new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)
    throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config)
  } finally {
    clearTimeout(timer)
  }
}
