import { readToken } from '@/lib/session'
import { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client'

/**
 * The console's one API client: the token comes from session storage (the session module owns it), errors go
 * to whatever toast the app installs. Tests and tools that need another setup call `createApiClient`.
 */
let notifier: ApiClientOptions['notify'] | null = null
let unauthorizedHandler: ApiClientOptions['onUnauthorized'] | null = null

/**
 * Stories wait longer than the 10 s a user waits (tooling/story-api-timeout.ts): a story test holds a loading
 * state for its screenshot, and a docs page's frames share one main thread, so on a loaded machine a mock call
 * outlasts 10 s and the story shows a failure that is not its state. The console's builds leave it unset.
 */
const storyTimeout = Number(import.meta.env.VITE_STORY_API_TIMEOUT_MS) || undefined

const consoleClient: ApiClient = createApiClient({
  ...(storyTimeout ? { timeout: storyTimeout } : {}),
  getToken: () => {
    const token = readToken()
    return token.status === 'ok' ? token.value : null
  },
  notify: (message, error) => notifier?.(message, error),
  onUnauthorized: (error) => unauthorizedHandler?.(error),
})

/** Calls an endpoint of the registry with the console's session. */
export const callApi: ApiClient['callApi'] = (endpoint, request) => consoleClient.callApi(endpoint, request)

/** Installs the toast for API errors (null removes it). */
export function setApiErrorNotifier(notify: ApiClientOptions['notify'] | null): void {
  notifier = notify
}

/** Installs what happens when the server says the session expired (null removes it). */
export function setUnauthorizedHandler(handler: ApiClientOptions['onUnauthorized'] | null): void {
  unauthorizedHandler = handler
}
