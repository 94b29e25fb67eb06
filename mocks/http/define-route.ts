import type { Role } from '@/api/primitives'
import { delay, http, HttpResponse, type HttpHandler } from 'msw'
import type * as z from 'zod/mini'
import { apiErrorCodes, apiMessages, errorEnvelope, successEnvelope } from '@/api/envelope'
import { endpointUrl, type AnyEndpoint, type EndpointGroup, type EndpointResponse } from '@/api/endpoints'
import { getStore, isCurrentStore } from '../store/store'
import type { ChainAccountRecord, Store, UserRecord } from '../store/types'

/** A failure the mock answers with the server-style error envelope. */
export class MockFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** HTTP status; business errors travel as 200 like the service does, auth and input errors do not. */
    readonly status = 200,
  ) {
    super(message)
  }
}

export interface MockSession {
  token: string
  user: UserRecord
  /** The session's current chain account, null when the user has none. */
  account: ChainAccountRecord | null
  /** The current account's role (0 when none). */
  role: Role | 0
}

export interface RouteContext<E extends AnyEndpoint> {
  input: z.output<E['request']>
  /** Null only on public endpoints called without a valid token. */
  session: MockSession | null
  store: Store
  request: Request
}

export interface MockRoute {
  readonly endpoint: AnyEndpoint
  readonly resolve: (context: RouteContext<AnyEndpoint>) => unknown
}

/** Pairs an endpoint with the function answering it; the types tie the answer to the endpoint's schema. */
export function route<E extends AnyEndpoint>(
  endpoint: E,
  resolve: (context: RouteContext<E>) => EndpointResponse<E> | Promise<EndpointResponse<E>>,
): MockRoute {
  return { endpoint, resolve: resolve as MockRoute['resolve'] }
}

/** How a group answers: normally, with empty lists, with an error, after a delay. */
export type RouteMode =
  | { kind: 'normal' }
  | { kind: 'empty' }
  | { kind: 'error'; message: string }
  | { kind: 'slow'; ms: number | 'infinite' }
  | { kind: 'expired' }

export function bearerToken(request: Request): string | null {
  const header = request.headers.get('Authorization')
  if (!header) return null
  return header.replace(/^Bearer\s+/i, '').trim() || null
}

export function sessionFor(store: Store, token: string | null, now = Date.now()): MockSession | null {
  if (!token) return null
  const entry = store.sessions.get(token)
  if (!entry || entry.expires_at < now) return null
  const user = store.users.find((candidate) => candidate.user_id === entry.user_id)
  if (!user) return null
  const account = store.accounts.find((candidate) => candidate.perm_accounts_id === user.current_account_id) ?? null
  return { token, user, account, role: account?.role ?? 0 }
}

async function readInput(endpoint: AnyEndpoint, request: Request): Promise<unknown> {
  if (endpoint.input === 'query') return Object.fromEntries(new URL(request.url).searchParams)
  const text = await request.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new MockFailure(apiErrorCodes.badRequest, 'request body is not JSON', 400)
  }
}

function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid request'
  const where = issue.path.map(String).join('.')
  return where ? `${where}: ${issue.message}` : issue.message
}

function failureResponse(failure: MockFailure) {
  return HttpResponse.json(errorEnvelope(failure.code, failure.message), { status: failure.status })
}

/** Lists become empty, arrays become [], anything else is left as is. */
function emptied(data: unknown): unknown {
  if (Array.isArray(data)) return []
  if (typeof data === 'object' && data !== null && 'list' in data && 'total' in data)
    return { ...data, list: [], total: 0 }
  return data
}

async function answer(route: MockRoute, request: Request, mode: RouteMode): Promise<Response> {
  const { endpoint } = route
  const store = getStore()
  try {
    if (mode.kind === 'slow') {
      await delay(mode.ms)
      // The store was reset while the answer was held (the test or story that asked has ended): answered from
      // the new fixtures, it would draw from their random stream (captchas, hashes) before the next one does.
      if (!isCurrentStore(store)) return await new Promise<never>(() => undefined)
    }
    if (mode.kind === 'error') throw new MockFailure(apiErrorCodes.serverError, mode.message, 500)
    if (mode.kind === 'expired' && !endpoint.public)
      throw new MockFailure(apiErrorCodes.unauthorized, apiMessages.loginExpired, 401)
    const session = sessionFor(store, bearerToken(request))
    if (!endpoint.public && !session) throw new MockFailure(apiErrorCodes.unauthorized, apiMessages.loginExpired, 401)
    if (endpoint.roles && !(session && (endpoint.roles as readonly number[]).includes(session.role))) {
      throw new MockFailure(apiErrorCodes.forbidden, apiMessages.noPermission, 403)
    }
    const parsed = endpoint.request.safeParse(await readInput(endpoint, request))
    if (!parsed.success) throw new MockFailure(apiErrorCodes.badRequest, issueText(parsed.error), 400)

    const data = await route.resolve({ input: parsed.data, session, store, request })
    const shown = mode.kind === 'empty' ? emptied(data) : data
    // The mock answers only what the schema allows: a mismatch is the mock's bug, surfaced at once.
    const checked = endpoint.response.safeParse(shown)
    if (!checked.success) {
      console.error(`[mocks] ${endpoint.id} answered outside its schema: ${issueText(checked.error)}`)
      throw new MockFailure(apiErrorCodes.serverError, `mock ${endpoint.id} response does not match its schema`, 500)
    }
    // The parsed form drops store-only fields (ownership scopes, user ids) that the schema does not name.
    const body: unknown = checked.data
    return endpoint.envelope === false
      ? HttpResponse.json(body as Record<string, unknown>)
      : HttpResponse.json(successEnvelope(body))
  } catch (caught) {
    if (caught instanceof MockFailure) return failureResponse(caught)
    throw caught
  }
}

/** MSW handlers for a list of routes, in one mode. Paths match on any origin (`*`), so tests and browsers agree. */
export function buildHandlers(routes: readonly MockRoute[], mode: RouteMode = { kind: 'normal' }): HttpHandler[] {
  return routes.map((entry) => {
    const url = `*${endpointUrl(entry.endpoint)}`
    const method = entry.endpoint.method === 'GET' ? http.get : http.post
    return method(url, ({ request }) => answer(entry, request, mode))
  })
}

export type RoutesByGroup = Readonly<Record<EndpointGroup, readonly MockRoute[]>>
