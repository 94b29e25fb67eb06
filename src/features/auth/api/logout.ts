import { authEndpoints } from '@/api/endpoint-groups/auth'
import { callApi } from '@/lib/api-client'
import { lockChainKey } from '@/lib/chain-keys/chain-key'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession } from '@/lib/session'

/**
 * Logging out (spec §4): the server revokes the token, then everything of the session leaves this tab
 * (token, login info, the unlocked chain key with its sealed copy and wrapping key, the "passphrase
 * declined" flag). The call reads the token as it
 * starts, so storage can be cleared at once; a server that cannot be reached does not keep the user in.
 */
export function endSession(): void {
  void callApi(authEndpoints.logout, {}).catch(() => undefined)
  // Before the storage is cleared: the lock finds the wrapping key's id there.
  void lockChainKey()
  clearSession()
  resetPassphrasePrompts()
}
