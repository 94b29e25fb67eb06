/**
 * GET requests the console's entry starts before the API client has loaded (the visitor page's captcha: on a
 * phone it waits for the chain of chunks otherwise), or answers it already holds. The client's first call to the
 * same address takes the answer instead of asking again (fetch-adapter.ts), so it goes through the client's
 * usual checks; it is taken once, then forgotten: a captcha is single-use. No imports: this module is part of the
 * entry.
 */
export interface EarlyAnswer {
  readonly response: Promise<Response>
  /** Aborts the request, when the client's time limit for the call that took it runs out. */
  readonly abort: AbortController
}

const started = new Map<string, EarlyAnswer>()

/**
 * 128 random bits in hex: the id the server logs a request under, for these and every API client request
 * (`crypto.randomUUID` needs a secure context; an intranet console may not have one). Here, with no imports.
 */
export const newRequestId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * Starts `GET address` (relative to the page) for the API client to take later, or holds `held` as its answer
 * (the visitor page's first captcha, which the server drew into its HTML). Resolves to a copy of the answer the
 * caller may read (to draw it before the console runs); the client reads the original.
 */
export function startEarlyGet(address: string, held?: Response): Promise<Response> {
  const url = new URL(address, location.href).href
  const abort = new AbortController()
  const response = held
    ? Promise.resolve(held)
    : fetch(url, { headers: { Accept: 'application/json', 'X-Request-Id': newRequestId() }, signal: abort.signal })
  // A failure reaches the call that takes it (or nobody), never the console as an unhandled rejection.
  response.catch(() => undefined)
  // Registered before the client can await the original, so the copy is made before its body is read.
  const copy = response.then((answer) => answer.clone())
  started.set(url, { response, abort })
  return copy
}

/** The answer started early for this full address, once; later calls to it are sent as usual. */
export function takeEarlyAnswer(method: string, url: string): EarlyAnswer | undefined {
  if (method.toUpperCase() !== 'GET') return undefined
  const answer = started.get(url)
  started.delete(url)
  return answer
}
