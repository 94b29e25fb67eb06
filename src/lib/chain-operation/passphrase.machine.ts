import { assign, setup } from 'xstate'
import { messageFromServerError, type UiMessage } from '@/lib/i18n/message-ref'
import { actionPlaceholder, promisePlaceholder } from '@/lib/machine-replay/placeholders'

/**
 * Asks for the chain account's passphrase when an operation needs the private key (spec §2 "password
 * dialog", §8). The passphrase travels only in the submit event and the verify actor's input: it is never
 * kept in context. The decrypted key goes straight from the verify result to the key holder
 * (`keepChainKey`, `@/lib/chain-keys`), never into context either.
 */

export interface PassphraseInput {
  /** The chain account whose key is unlocked. */
  account: string
}

export interface PassphraseContext {
  account: string
  /** What the dialog shows now: progress, the wrong-passphrase error, or the verified notice. */
  message: UiMessage | null
  /** Re-encrypted (current format) ciphertexts to store because stored ones were legacy. */
  pendingUpgrade: StoredKeysUpgrade | null
  outcome: PassphraseOutput['outcome'] | null
}

export type PassphraseEvent = { type: 'passphrase.submit'; passphrase: string } | { type: 'passphrase.close' }

export interface VerifyPassphraseInput {
  account: string
  passphrase: string
}

/**
 * The passphrase check value and every custodial key re-encrypted in the current format with the same
 * passphrase (the server replaces them all at once). Ciphertexts only, never a plaintext.
 */
export interface StoredKeysUpgrade {
  passphraseCheck: string
  keys: Array<{ permAccountsId: string; ciphertext: string }>
}

/**
 * `verified`: the passphrase matched and the key decrypted; `upgrade` is set when something stored was in
 * the legacy format. `wrongPassphrase`: try again.
 */
export type VerifyPassphraseOutput =
  { status: 'verified'; privateKey: string; upgrade: StoredKeysUpgrade | null } | { status: 'wrongPassphrase' }

export interface SaveUpgradedKeysInput {
  account: string
  upgrade: StoredKeysUpgrade
}

export type PassphraseOutput = { outcome: 'verified' } | { outcome: 'dismissed' }

export const passphraseMachine = setup({
  types: {
    input: {} as PassphraseInput,
    context: {} as PassphraseContext,
    events: {} as PassphraseEvent,
    output: {} as PassphraseOutput,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Server check of the passphrase, then decryption of the stored key (and its upgrade if legacy). */
    verifyPassphrase: promisePlaceholder<VerifyPassphraseOutput, VerifyPassphraseInput>('verifyPassphrase'),
    /** Stores the re-encrypted keys so the legacy format is used no more. */
    // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- promise actors without input or output are typed void by XState
    saveUpgradedKeys: promisePlaceholder<void, SaveUpgradedKeysInput>('saveUpgradedKeys'),
  },
  actions: {
    /** Hands the decrypted key to the key holder for the chain operations of this tab, until it locks. */
    keepChainKey: actionPlaceholder<{ account: string; privateKey: string }>('keepChainKey'),
    /** Remembers, for this page load, that the user closed the dialog (later operations do not ask again). */
    rememberPassphraseDeclined: actionPlaceholder<undefined>('rememberPassphraseDeclined'),
  },
  guards: {
    needsUpgrade: (_, result: VerifyPassphraseOutput) => isVerified(result) && result.upgrade !== null,
    isVerified: (_, result: VerifyPassphraseOutput) => isVerified(result),
  },
}).createMachine({
  id: 'passphrase',
  context: ({ input }) => ({ account: input.account, message: null, pendingUpgrade: null, outcome: null }),
  initial: 'prompting',
  states: {
    prompting: {
      on: {
        'passphrase.submit': { target: 'verifying' },
        'passphrase.close': { target: 'dismissed' },
      },
    },
    verifying: {
      tags: ['busy'],
      entry: assign({ message: { key: 'messages.verifyingPassphrase' } }),
      invoke: {
        id: 'verifyPassphrase',
        src: 'verifyPassphrase',
        input: ({ context, event }) => ({
          account: context.account,
          passphrase: event.type === 'passphrase.submit' ? event.passphrase : '',
        }),
        onDone: [
          {
            guard: { type: 'needsUpgrade', params: ({ event }) => event.output },
            target: 'upgrading',
            actions: [
              {
                type: 'keepChainKey',
                params: ({ context, event }) => ({ account: context.account, privateKey: verifiedKey(event.output) }),
              },
              assign({ pendingUpgrade: ({ event }) => (isVerified(event.output) ? event.output.upgrade : null) }),
            ],
          },
          {
            guard: { type: 'isVerified', params: ({ event }) => event.output },
            target: 'verified',
            actions: {
              type: 'keepChainKey',
              params: ({ context, event }) => ({ account: context.account, privateKey: verifiedKey(event.output) }),
            },
          },
          { target: 'wrongPassphrase' },
        ],
        onError: {
          target: 'verificationFailed',
          actions: assign({ message: ({ event }) => messageFromServerError(event.error, 'messages.serviceError') }),
        },
      },
    },
    wrongPassphrase: {
      tags: ['error'],
      entry: assign({ message: { key: 'messages.wrongPassphrase' } }),
      on: {
        'passphrase.submit': { target: 'verifying' },
        'passphrase.close': { target: 'dismissed' },
      },
    },
    /** The check itself failed (network, server): the user may try again or give up. */
    verificationFailed: {
      tags: ['error'],
      on: {
        'passphrase.submit': { target: 'verifying' },
        'passphrase.close': { target: 'dismissed' },
      },
    },
    upgrading: {
      tags: ['busy'],
      invoke: {
        id: 'saveUpgradedKeys',
        src: 'saveUpgradedKeys',
        input: ({ context }) => ({
          account: context.account,
          upgrade: context.pendingUpgrade ?? { passphraseCheck: '', keys: [] },
        }),
        // The legacy ciphertext still decrypts, so a failed upgrade is retried at the next unlock, not shown.
        onDone: { target: 'verified', actions: assign({ pendingUpgrade: null }) },
        onError: { target: 'verified', actions: assign({ pendingUpgrade: null }) },
      },
    },
    verified: {
      type: 'final',
      entry: assign({ message: { key: 'messages.passphraseVerified' }, outcome: 'verified' }),
    },
    dismissed: {
      type: 'final',
      tags: ['error'],
      entry: [
        'rememberPassphraseDeclined',
        assign({ message: { key: 'messages.passphraseMissing' }, outcome: 'dismissed' }),
      ],
    },
  },
  output: ({ context }) => ({ outcome: context.outcome ?? 'dismissed' }),
})

function isVerified(output: VerifyPassphraseOutput): output is Extract<VerifyPassphraseOutput, { status: 'verified' }> {
  return output.status === 'verified'
}

function verifiedKey(output: VerifyPassphraseOutput): string {
  return isVerified(output) ? output.privateKey : ''
}
