import { readToken } from '@/lib/session'
import { createApiClient, type ApiClient, type ApiClientOptions } from './create-api-client'

/**
 * The console's one API client: the token comes from session storage (the session module owns it), errors go
 * to whatever toast the app installs. Tests and tools that need another setup call `createApiClient`.
 */
let notifier: ApiClientOptions['notify'] | null = null
let unauthorizedHandler: ApiClientOptions['onUnauthorized'] | null = null

/**
 * Stories wait longer than the 10 s a user waits. The story tests hold a loading state (a call that never
 * answers) for its screenshot, which on a loaded machine came after 10 s and showed the failure instead. A built
 * Storybook's docs page runs all of a screen's stories in frames that share one main thread: at load 13-18 a
 * mock call took over 10 s there, and the Home page's low-balance story showed a failed overview instead of its
 * warning. The story projects and the Storybook build set it; the console's builds leave it unset.
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
