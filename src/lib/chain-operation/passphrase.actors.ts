/**
 * The passphrase machine's real side effects: the server's check value and stored key (`/permission/verify`),
 * decryption in the browser, the decrypted key handed to the key holder, legacy ciphertexts upgraded.
 * Use as `passphraseMachine.provide(passphraseImplementations)`.
 */
import { fromPromise } from 'xstate'
import { reencryptStoredKeys, saveReencryptedKeys, unlockChainKey } from '@/lib/chain-keys'
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
  // The re-encryption is prepared here, where the passphrase is at hand (the machine never holds it); the
  // machine saves it next. Failing to prepare it only leaves the legacy ciphertext, which still decrypts.
  const upgrade = unlocked.needsUpgrade
    ? await reencryptStoredKeys(input.passphrase, input.passphrase).catch(() => null)
    : null
  return {
    status: 'verified',
    privateKey: unlocked.privateKey,
    upgrade: upgrade === 'wrongPassphrase' ? null : upgrade,
  }
})

// eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- the machine declares this actor without output
export const saveUpgradedKeys = fromPromise<void, SaveUpgradedKeysInput>(async ({ input }) =>
  saveReencryptedKeys(input.upgrade),
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
