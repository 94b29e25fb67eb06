/**
 * The login machine with every real side effect: `loginMachine.provide(loginImplementations({ search, navigate }))`.
 * The API calls live in `../api/login`; this adds the ones that need the router and the logout cleanup.
 */
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
      // Logout revokes the token and forgets everything of the session in this tab. Its code (the chain key's
      // lock with it) loads when a login must be undone, which the login page rarely needs.
      clearSession: () => void import('../api/logout').then(({ endSession }) => endSession()),
      redirectHome: () => navigate('/'),
      redirectToLogin: () => navigate('/login'),
    },
  }
}
