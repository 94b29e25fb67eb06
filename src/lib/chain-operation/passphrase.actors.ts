/**
 * The passphrase machine's real side effects: the server's check value and stored key (`/permission/verify`),
 * decryption in the browser, the decrypted key handed to the key holder.
 * Use as `passphraseMachine.provide(passphraseImplementations)`.
 */
import { fromPromise } from 'xstate'
import { unlockChainKey } from '@/lib/chain-keys'
import { keepChainKey } from '@/lib/chain-keys/chain-key'
import { rememberPassphraseDeclined } from '@/lib/passphrase-prompt'
import type { SaveUpgradedKeysInput, VerifyPassphraseInput, VerifyPassphraseOutput } from './passphrase.machine'

/** The account has no stored key: nothing to unlock (its key was never handed to the console). */
export class NoStoredKeyError extends Error {
  override readonly name = 'NoStoredKeyError'
  constructor(readonly account: string) {
    super(`No stored key for ${account}`)
  }
}

export const verifyPassphrase = fromPromise<VerifyPassphraseOutput, VerifyPassphraseInput>(async ({ input }) => {
  const unlocked = await unlockChainKey(input.passphrase)
  if (unlocked.status === 'wrongPassphrase') return { status: 'wrongPassphrase' }
  if (unlocked.privateKey === null) throw new NoStoredKeyError(unlocked.account)
  // A legacy ciphertext is not re-encrypted here: storing key material needs the login password (step-up),
  // which an unlock does not ask for. It still decrypts, and the next passphrase change stores it anew.
  return { status: 'verified', privateKey: unlocked.privateKey, upgrade: null }
})

/** Never started: `verifyPassphrase` prepares no upgrade (see above). */
// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor without output
export const saveUpgradedKeys = fromPromise<void, SaveUpgradedKeysInput>(() =>
  Promise.reject(new Error('key material is stored only with step-up')),
)

export const passphraseImplementations = {
  actors: { verifyPassphrase, saveUpgradedKeys },
  actions: {
    // Held in memory at once; its sealed copy for a reload is stored in the background.
    keepChainKey: (_: unknown, params: { account: string; privateKey: string }) =>
      void keepChainKey(params.account, params.privateKey),
    rememberPassphraseDeclined: () => rememberPassphraseDeclined(),
  },
}
