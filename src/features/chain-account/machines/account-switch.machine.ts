import { assign, setup } from 'xstate'
import type { SessionState, UserChainAccount } from '@/api/system'
import { messageFromServerError, type UiMessage } from '@/lib/i18n/message-ref'
import { actionPlaceholder, promisePlaceholder } from '@/lib/machine-replay/placeholders'

/**
 * Switching the current chain account from the header list (spec §4): the chosen account replaces the
 * current one, the decrypted key of the previous account is cleared, and the console goes to `/`.
 */

export interface AccountSwitchInput {
  /** The session's current chain account name (choosing it again does nothing). */
  currentAccount: string | null
}

export interface AccountSwitchContext {
  currentAccount: string | null
  accounts: UserChainAccount[]
  chosen: UserChainAccount | null
  error: UiMessage | null
}

export type AccountSwitchEvent =
  { type: 'accountSwitch.choose'; permAccountsId: string } | { type: 'accountSwitch.retry' }

export interface SwitchAccountInput {
  permAccountsId: string
}

export const accountSwitchMachine = setup({
  types: {
    input: {} as AccountSwitchInput,
    context: {} as AccountSwitchContext,
    events: {} as AccountSwitchEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** The user's chain accounts (`GET /v1/system/getUserNft`). */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
    loadAccounts: promisePlaceholder<UserChainAccount[], void>('loadAccounts'),
    /** Tells the server which account is current now and answers the new session state. */
    switchAccount: promisePlaceholder<SessionState, SwitchAccountInput>('switchAccount'),
  },
  actions: {
    /** Drops the decrypted key of the previous account from session storage. */
    clearChainKey: actionPlaceholder<undefined>('clearChainKey'),
    /** Stores the new session state (current chain account) in session storage. */
    replaceCurrentAccount: actionPlaceholder<{ session: SessionState }>('replaceCurrentAccount'),
    redirectHome: actionPlaceholder<undefined>('redirectHome'),
  },
  guards: {
    isAnotherListedAccount: ({ context, event }) =>
      event.type === 'accountSwitch.choose' &&
      context.accounts.some(
        (account) => account.perm_accounts_id === event.permAccountsId && account.account !== context.currentAccount,
      ),
  },
}).createMachine({
  id: 'accountSwitch',
  context: ({ input }) => ({ currentAccount: input.currentAccount, accounts: [], chosen: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'loadAccounts',
        src: 'loadAccounts',
        onDone: { target: 'choosing', actions: assign({ accounts: ({ event }) => event.output }) },
        onError: { target: 'loadFailed', actions: assign({ error: { key: 'messages.chainAccountListFailed' } }) },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { 'accountSwitch.retry': { target: 'loading' } },
    },
    choosing: {
      on: {
        'accountSwitch.choose': {
          guard: 'isAnotherListedAccount',
          target: 'switching',
          actions: assign({
            chosen: ({ context, event }) =>
              context.accounts.find((account) => account.perm_accounts_id === event.permAccountsId) ?? null,
            error: null,
          }),
        },
      },
    },
    switching: {
      tags: ['busy'],
      invoke: {
        id: 'switchAccount',
        src: 'switchAccount',
        input: ({ context }) => ({ permAccountsId: context.chosen?.perm_accounts_id ?? '' }),
        onDone: {
          target: 'switched',
          actions: [
            'clearChainKey',
            { type: 'replaceCurrentAccount', params: ({ event }) => ({ session: event.output }) },
            assign({ currentAccount: ({ event }) => event.output.account?.account ?? null }),
          ],
        },
        onError: {
          target: 'switchFailed',
          actions: assign({ error: ({ event }) => messageFromServerError(event.error, 'messages.serviceError') }),
        },
      },
    },
    /** The server refused: the old account stays current, another choice is possible. */
    switchFailed: {
      tags: ['error'],
      on: {
        'accountSwitch.choose': {
          guard: 'isAnotherListedAccount',
          target: 'switching',
          actions: assign({
            chosen: ({ context, event }) =>
              context.accounts.find((account) => account.perm_accounts_id === event.permAccountsId) ?? null,
            error: null,
          }),
        },
      },
    },
    switched: {
      type: 'final',
      entry: 'redirectHome',
    },
  },
})
