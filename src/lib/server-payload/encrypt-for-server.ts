import { configEndpoints } from '@/api/endpoint-groups/config'
import { callApi } from '@/lib/api-client'
import { encryptPayload } from '@/lib/crypto/payload'
import { withFreshness } from './freshness'

/**
 * Login, register and password changes travel as one ciphertext made in the browser to the server's
 * `/config.json` `PUBLIC_KEY` (decisions "Security"): `{ data }` is the request body those endpoints take.
 * The time and a nonce go inside, so the server can refuse a replayed ciphertext.
 */
export async function encryptForServer(payload: object): Promise<{ data: string }> {
  const config = await callApi(configEndpoints.getConfig, {})
  return { data: await encryptPayload(config.PUBLIC_KEY, withFreshness(payload)) }
}
