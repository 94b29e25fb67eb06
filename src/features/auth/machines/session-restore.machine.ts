import { assign, setup } from 'xstate'
import type { SessionState } from '@/api/system'
import type { UiMessage } from '@/lib/i18n/message-ref'
import { actionPlaceholder, promisePlaceholder } from '@/lib/machine-replay/placeholders'

/**
 * On load without login state, restores the session from the login info saved in session storage
 * (spec §4). Corrupted info: '环境异常,请重新登录', storage cleared, back to login. Missing info: 'login
 * invalid or expired, log in again', back to login.
 */

export type SavedLoginRead = { status: 'ok'; session: SessionState } | { status: 'missing' } | { status: 'corrupted' }

export type SessionRestoreStatus = 'restored' | 'missing' | 'corrupted'

export interface SessionRestoreContext {
  session: SessionState | null
  error: UiMessage | null
  status: SessionRestoreStatus | null
}

export interface SessionRestoreOutput {
  status: SessionRestoreStatus
  session: SessionState | null
}

export const sessionRestoreMachine = setup({
  types: {
    context: {} as SessionRestoreContext,
    output: {} as SessionRestoreOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The schema-checked read of the saved login info. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
    readSavedLogin: promisePlaceholder<SavedLoginRead, void>('readSavedLogin'),
  },
  actions: {
    clearSession: actionPlaceholder<undefined>('clearSession'),
    redirectToLogin: actionPlaceholder<undefined>('redirectToLogin'),
  },
  guards: {
    isSaved: (_, read: SavedLoginRead) => read.status === 'ok',
    isMissing: (_, read: SavedLoginRead) => read.status === 'missing',
  },
}).createMachine({
  id: 'sessionRestore',
  context: { session: null, error: null, status: null },
  initial: 'reading',
  states: {
    reading: {
      tags: ['busy'],
      invoke: {
        id: 'readSavedLogin',
        src: 'readSavedLogin',
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'restored',
            actions: assign({ session: ({ event }) => (event.output.status === 'ok' ? event.output.session : null) }),
          },
          { guard: { type: 'isMissing', params: ({ event }) => event.output }, target: 'missing' },
          { target: 'corrupted' },
        ],
        // Storage that cannot even be read is treated like corrupted content.
        onError: { target: 'corrupted' },
      },
    },
    restored: {
      type: 'final',
      entry: assign({ status: 'restored' }),
    },
    missing: {
      type: 'final',
      tags: ['error'],
      entry: [assign({ status: 'missing', error: { key: 'messages.loginExpired' } }), 'redirectToLogin'],
    },
    corrupted: {
      type: 'final',
      tags: ['error'],
      entry: [
        assign({ status: 'corrupted', error: { key: 'messages.environmentError' } }),
        'clearSession',
        'redirectToLogin',
      ],
    },
  },
  output: ({ context }) => ({ status: context.status ?? 'corrupted', session: context.session }),
})
