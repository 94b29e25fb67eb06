import { endpoints } from '@/api/endpoints'
import { callApi } from '@/lib/api-client'
import { encryptPayload } from '@/lib/crypto/payload'

/**
 * Login, register and password changes travel as one ciphertext made in the browser to the server's
 * `/config.json` `PUBLIC_KEY` (decisions "Security"): `{ data }` is the request body those endpoints take.
 */
export async function encryptForServer(payload: unknown): Promise<{ data: string }> {
  const config = await callApi(endpoints.getConfig, {})
  return { data: await encryptPayload(config.PUBLIC_KEY, payload) }
}
