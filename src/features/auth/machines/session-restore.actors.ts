/**
 * The session-restore machine's real side effects:
 * `sessionRestoreMachine.provide(sessionRestoreImplementations({ navigate }))`.
 */
import { fromPromise } from 'xstate'
import { readConsoleSession, toSessionState } from '@/lib/console-session'
import { clearSession } from '@/lib/session'
import type { SavedLoginRead } from './session-restore.machine'

/** The schema-checked read of `token`, `loginInfo` and `chain` from session storage. */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor without input
export const readSavedLogin = fromPromise<SavedLoginRead, void>(async () => {
  const read = readConsoleSession()
  return read.status === 'ok' ? { status: 'ok', session: toSessionState(read.session) } : read
})

export function sessionRestoreImplementations({ navigate }: { navigate: (to: string) => void }) {
  return {
    actors: { readSavedLogin },
    actions: {
      clearSession: () => clearSession(),
      redirectToLogin: () => navigate('/login'),
    },
  }
}
