/**
 * Logged-in states for stories and browser tests: a session the mock backend accepts (created directly in
 * its store, as a login would) and the same session items the login stores. Stories and tests only.
 */
import { DEMO_LOGINS, getStore } from '@mocks/handlers'
import { toSessionState } from '@mocks/http/views'
import { storeSessionState } from '@/lib/console-session'
import { resetPassphrasePrompts } from '@/lib/passphrase-prompt'
import { clearSession, writeToken } from '@/lib/session'

export type DemoUser = keyof typeof DEMO_LOGINS

let tokenCounter = 0

/** Logs the story in as one of the demo users (operator, platform, user without role, newcomer). */
export function signInAs(kind: DemoUser): void {
  const store = getStore()
  const user = store.users.find((candidate) => candidate.user_name === DEMO_LOGINS[kind].user_name)
  if (!user) throw new Error(`demo user ${kind} is not in the mock store`)
  tokenCounter += 1
  const token = `story-token-${kind}-${tokenCounter}`
  store.sessions.set(token, { user_id: user.user_id, expires_at: Date.now() + 60 * 60 * 1000 })
  clearSession()
  writeToken(token)
  storeSessionState(toSessionState(store, user))
}

/** No session at all (a visitor), and no leftover passphrase prompt. */
export function signOut(): void {
  clearSession()
  resetPassphrasePrompts()
}
