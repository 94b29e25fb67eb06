/**
 * The user's custodial chain keys as the server keeps them: ciphertexts made in this browser with the
 * chain passphrase (decisions "Security"). The passphrase and the decrypted keys never leave the browser.
 */
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { systemEndpoints } from '@/api/endpoint-groups/system'
import { AccountType } from '@/api/primitives'
import { PASSPHRASE_CHECK_PLAINTEXT } from '@/api/permission'
import { callApi } from '@/lib/api-client'
import { decryptPrivateKey, decryptSecret, encryptSecret, WrongPassphraseError } from '@/lib/crypto/key-vault'

export type UnlockResult =
  | { status: 'unlocked'; account: string; privateKey: string | null; needsUpgrade: boolean }
  | { status: 'wrongPassphrase' }

/**
 * Checks the passphrase against the stored check value and decrypts the account's key (the session's current
 * account unless `permAccountsId` is given). `privateKey` is null when the account has no stored key.
 */
export async function unlockChainKey(passphrase: string, permAccountsId?: string): Promise<UnlockResult> {
  const stored = await callApi(
    permissionEndpoints.verifyPassphrase,
    permAccountsId ? { perm_accounts_id: permAccountsId } : {},
  )
  try {
    const check = await decryptSecret(stored.passphrase_check, passphrase, { expect: 'text' })
    if (check.plaintext !== PASSPHRASE_CHECK_PLAINTEXT) return { status: 'wrongPassphrase' }
    if (stored.encrypted_private_key === null)
      return { status: 'unlocked', account: stored.account, privateKey: null, needsUpgrade: check.needsUpgrade }
    const key = await decryptPrivateKey(stored.encrypted_private_key, passphrase)
    return {
      status: 'unlocked',
      account: stored.account,
      privateKey: key.plaintext,
      needsUpgrade: check.needsUpgrade || key.needsUpgrade,
    }
  } catch (error) {
    if (error instanceof WrongPassphraseError) return { status: 'wrongPassphrase' }
    throw error
  }
}

/** First passphrase of the user: the check value plus any custodial keys already in hand. */
export async function setChainPassphrase(
  passphrase: string,
  keys: readonly { permAccountsId: string; privateKey: string }[] = [],
): Promise<void> {
  await callApi(permissionEndpoints.setPassphrase, {
    passphrase_check: await encryptSecret(PASSPHRASE_CHECK_PLAINTEXT, passphrase),
    keys: await Promise.all(
      keys.map(async (key) => ({
        perm_accounts_id: key.permAccountsId,
        encrypted_private_key: await encryptSecret(key.privateKey, passphrase),
      })),
    ),
  })
}

/** The check value and every stored custodial key, encrypted with a new passphrase: ciphertexts only. */
export interface ReencryptedKeys {
  passphraseCheck: string
  keys: Array<{ permAccountsId: string; ciphertext: string }>
}

/**
 * Re-encrypts the check value and every stored custodial key from `oldPassphrase` to `newPassphrase`
 * without sending anything. With the same passphrase twice it upgrades legacy ciphertexts to the current
 * format. `wrongPassphrase` when the old passphrase does not open them.
 */
export async function reencryptStoredKeys(
  oldPassphrase: string,
  newPassphrase: string,
): Promise<ReencryptedKeys | 'wrongPassphrase'> {
  const accounts = await callApi(systemEndpoints.getUserNft, {})
  const keys: ReencryptedKeys['keys'] = []
  for (const account of accounts) {
    if (account.type !== AccountType.Custodial) continue
    const unlocked = await unlockChainKey(oldPassphrase, account.perm_accounts_id)
    if (unlocked.status === 'wrongPassphrase') return 'wrongPassphrase'
    if (unlocked.privateKey !== null)
      keys.push({
        permAccountsId: account.perm_accounts_id,
        ciphertext: await encryptSecret(unlocked.privateKey, newPassphrase),
      })
  }
  if (accounts.every((account) => account.type !== AccountType.Custodial)) {
    // No custodial account to prove the old passphrase with: check it on the stored check value alone.
    const check = await unlockChainKey(oldPassphrase).catch(() => null)
    if (check?.status === 'wrongPassphrase') return 'wrongPassphrase'
  }
  return { passphraseCheck: await encryptSecret(PASSPHRASE_CHECK_PLAINTEXT, newPassphrase), keys }
}

/**
 * Replaces the stored check value and keys at once (the server refuses a change that leaves a key behind),
 * with the login password as step-up, encrypted for the server like every password field.
 */
export async function saveReencryptedKeys(reencrypted: ReencryptedKeys, loginPassword: string): Promise<void> {
  // Loaded when a passphrase changes: the payload encryption is not part of every console page.
  const { encryptForServer } = await import('@/lib/server-payload')
  await callApi(permissionEndpoints.changePassphrase, {
    ...(await encryptForServer({ password: loginPassword })),
    passphrase_check: reencrypted.passphraseCheck,
    keys: reencrypted.keys.map((key) => ({
      perm_accounts_id: key.permAccountsId,
      encrypted_private_key: key.ciphertext,
    })),
  })
}

/** Changes the chain passphrase: every stored key re-encrypted in this browser, then saved with step-up. */
export async function changeChainPassphrase(
  oldPassphrase: string,
  newPassphrase: string,
  loginPassword: string,
): Promise<'changed' | 'wrongPassphrase'> {
  const reencrypted = await reencryptStoredKeys(oldPassphrase, newPassphrase)
  if (reencrypted === 'wrongPassphrase') return reencrypted
  await saveReencryptedKeys(reencrypted, loginPassword)
  return 'changed'
}
