import { authEndpoints } from '@/api/endpoint-groups/auth'
import { createApiClient } from '@/lib/api-client'
import { lockChainKeyIfHeld } from '@/lib/chain-keys/holder-loader'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession, readToken } from '@/lib/session'

/**
 * Logging out (spec §4): the server revokes the token, then everything of the session leaves this tab
 * (token, login info, the unlocked chain key with its sealed copy and wrapping key, the "passphrase
 * declined" flag). Only a stored token is revoked, once: a second run (StrictMode's second effect) and a
 * visitor find none and send nothing. The call carries the token read here, so storage is cleared at once;
 * its answer is not the user's concern (a token the server already dropped answers 401): no toast, and a
 * server that cannot be reached does not keep the user in.
 */
export function endSession(): void {
  const token = readToken()
  if (token.status === 'ok') {
    const quiet = createApiClient({ getToken: () => token.value })
    void quiet.callApi(authEndpoints.logout, {}).catch(() => undefined)
  }
  // Before the storage is cleared: the lock finds the wrapping key's id there.
  void lockChainKeyIfHeld()
  clearSession()
  resetPassphrasePrompts()
}
