// The console's API client as each behaviour test uses it: a session per user, raw posts the console would never
// send, expected failures, fresh names.
import { endpoints } from '@/api/endpoints'
import { createApiClient, type ApiClient } from '@/lib/api-client'
import { encryptPayload } from '@/lib/crypto/payload'
import { withFreshness } from '@/lib/server-payload/freshness'

export interface BehaviourBackend {
  /** `/api` for the mock (MSW answers any origin); `http://127.0.0.1:<port>/api` for the server. */
  readonly apiBase: string
  /** Site root for files outside `/api` (`/config.json`); empty for the mock. */
  readonly origin: string
  readonly operator: { readonly user_name: string; readonly password: string }
  readonly registerCode: string
  /**
   * The chain and indexer's part of an approval: `creator`'s newaccount of `account` with owner `publicKey`,
   * indexed (the server's indexed_new_accounts, the mock's createdAccounts). Answers its transaction id.
   */
  recordAccountCreation(account: string, creator: string, publicKey: string): Promise<string>
}

export interface Client {
  readonly api: ApiClient
  token: string | null
  login(account: string, password: string): Promise<boolean>
  sealed(payload: object): Promise<{ data: string }>
}

export function client(backend: Pick<BehaviourBackend, 'apiBase' | 'origin'>): Client {
  const session: Client = {
    token: null,
    // Root files (`/config.json`) are fetched next to the console, i.e. from the backend's origin.
    api: createApiClient({ getToken: () => session.token, baseURL: backend.apiBase, rootURL: backend.origin }),
    async sealed(payload) {
      const { PUBLIC_KEY } = await session.api.callApi(endpoints.getConfig, {})
      return { data: await encryptPayload(PUBLIC_KEY, withFreshness(payload)) }
    },
    async login(account, password) {
      const result = await session.api.callApi(endpoints.login, await session.sealed({ account, password }))
      if (Array.isArray(result)) return false
      session.token = result.token
      return true
    },
  }
  return session
}

/** A body the console's own checks would never send, posted as is: rejects with the envelope's code and message. */
export async function rawPost(client: Client, url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(client.token ? { Authorization: client.token } : {}) },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as { error_code?: number; message?: string; data?: unknown }
  if (response.ok && answer.error_code === 0) return answer.data
  throw Object.assign(new Error(answer.message ?? 'service error'), { code: answer.error_code ?? response.status })
}

export async function failure(promise: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  try {
    await promise
  } catch (error) {
    // ApiError carries the envelope's code (or the HTTP status without one) and the server's message.
    if (error instanceof Error) return { code: (error as Error & { code?: unknown }).code, message: error.message }
  }
  throw new Error('expected the call to fail')
}

export function uniqueName(prefix: string): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz'
  const tail = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(6)), (byte) => letters[byte % 26]).join('')
  return `${prefix}${tail}`
}
