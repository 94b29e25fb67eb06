import { useSyncExternalStore } from 'react'
import { currentPassphraseRequest, subscribePassphraseRequests, type PassphraseRequest } from './passphrase-prompt'

/** The passphrase request the dialog should show now, or null. */
export function usePassphraseRequest(): PassphraseRequest | null {
  return useSyncExternalStore(subscribePassphraseRequests, currentPassphraseRequest, () => null)
}
