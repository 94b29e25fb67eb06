/**
 * The login machine with every real side effect: `loginMachine.provide(loginImplementations({ search, navigate }))`.
 * The API calls live in `../api/login`; this adds the ones that need the router and the logout cleanup.
 */
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession } from '@/lib/session'
import { loginActions, loginActors, readLoginToken } from '../api/login'

export interface LoginEnvironment {
  /** The page's query string (`?token=…` for token login). */
  search: string
  navigate: (to: string) => void
}

export function loginImplementations({ search, navigate }: LoginEnvironment) {
  return {
    actors: { ...loginActors, readLoginToken: readLoginToken(search) },
    actions: {
      ...loginActions,
      // Logout forgets everything of the session: storage (token, login info, decrypted key) and the
      // "passphrase declined" flag of this page load.
      clearSession: () => {
        clearSession()
        resetPassphrasePrompts()
      },
      redirectHome: () => navigate('/'),
      redirectToLogin: () => navigate('/login'),
    },
  }
}
