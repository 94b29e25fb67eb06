import { createApiClient, type ApiClient } from '@/lib/api-client'
import { endpoints } from '@/api/endpoints'
import { encryptPayload } from '@/lib/crypto/payload'

/** Test helper: an API client holding its own session token, as the console would. */
export interface TestSession {
  api: ApiClient
  token: string | null
  login(account: string, password: string): Promise<boolean>
}

export function createTestSession(): TestSession {
  const session: TestSession = {
    token: null,
    api: createApiClient({ getToken: () => session.token }),
    async login(account, password) {
      const { PUBLIC_KEY } = await session.api.callApi(endpoints.getConfig, {})
      const result = await session.api.callApi(endpoints.login, {
        data: await encryptPayload(PUBLIC_KEY, { account, password }),
      })
      if (Array.isArray(result)) return false
      session.token = result.token
      return true
    },
  }
  return session
}
