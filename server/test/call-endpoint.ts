import { endpointUrl, type AnyEndpoint } from '@/api/endpoints'
import { call, type CallResult, type TestServer } from './harness'

/** How a value travels in a query string: text as is, anything else as its JSON. */
export function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
}

export function asQuery(input: unknown): Record<string, string> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).map(([key, value]) => [key, queryText(value)]))
    : {}
}

/** Calls a registry endpoint with `input` where it travels: the query string (as text) or the JSON body. */
export function callEndpoint(
  server: TestServer,
  endpoint: AnyEndpoint,
  input: unknown,
  token: string | null,
): Promise<CallResult> {
  const url = endpointUrl(endpoint)
  if (endpoint.input === 'query') {
    return call(server, endpoint.method, url, { query: asQuery(input), token })
  }
  return call(server, endpoint.method, url, { body: input, token })
}
