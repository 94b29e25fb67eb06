import { systemEndpoints } from '@/api/endpoint-groups/system'
import { callApi } from '@/lib/api-client'
import { sendAudited } from '@/lib/chain-operation/audit-report'
import { chainFailureMessage } from '@/lib/chain-operation/chain-operation.machine'
import { chainTarget } from '@/lib/chain-operation/chain-target'
import type { UiMessage } from '@/lib/i18n/message-ref'
import type { SessionChain } from '@/lib/session'

export interface ResetChainKeyInput {
  /** The account of the approved reset application. */
  account: string
  applyId: string
  /** The user's chain passphrase: it encrypts the new private key before it leaves the browser. */
  passphrase: string
  chain: SessionChain
}

export type ResetChainKeyResult = { status: 'done' } | { status: 'failed'; message: UiMessage }

/**
 * Forgotten-key reset (spec §4): a new key pair made in the browser, every chain permission of the
 * account moved to the new public key (signed with the session's unlocked key, the account's creator),
 * then the server told with the new key's ciphertext. A chain success followed by a server failure is
 * reported as such ('…链上密码重置成功，但服务器调用失败，请联系管理员'). The chain step is reported to the
 * audit log.
 */
export async function resetChainKey(input: ResetChainKeyInput): Promise<ResetChainKeyResult> {
  // The offline demo has no chain: the step fails as an unreachable node would, it never pretends.
  if (import.meta.env.DEMO) return { status: 'failed', message: { key: 'chainErrors.network' } }
  // The key vault's ciphers (crypto-js) load only when a reset runs.
  const [{ unlockChainKey }, { encryptSecret }] = await Promise.all([
    import('@/lib/chain-keys'),
    import('@/lib/crypto/key-vault'),
  ])
  const check = await unlockChainKey(input.passphrase).catch(() => null)
  if (check?.status === 'wrongPassphrase') return { status: 'failed', message: { key: 'messages.wrongPassphrase' } }
  // The signer: the current account's key opened with this passphrase, else the one already unlocked.
  const signer =
    check?.status === 'unlocked' && check.privateKey !== null
      ? { account: check.account, privateKey: check.privateKey }
      : await unlockedKeyOfThisTab()

  // The chain SDK (eosjs) loads only here, when a reset actually runs.
  const chain = await import('@/lib/chain')
  const newKeys = chain.generateKeys()
  const ciphertext = await encryptSecret(newKeys.privateKey, input.passphrase)
  try {
    // The session chain's node and contract (the user's own account is no contract).
    const target = await chainTarget(input.chain)
    const client = chain.createChainClient({ ...target, ...(signer ? { signer } : {}) })
    // Sent or refused, the reset goes to the audit log (the tx id or the error code; never a key).
    await sendAudited([{ operation: 'reset_key', account: input.account }], () =>
      client.resetAccountKey({ account: input.account, newPublicKey: newKeys.publicKey }),
    )
  } catch (error) {
    return { status: 'failed', message: chainFailureMessage(error) }
  }
  try {
    await callApi(systemEndpoints.resetForgetPassword, {
      public_key: newKeys.publicKey,
      private_key: ciphertext,
      apply_id: input.applyId,
    })
  } catch {
    return { status: 'failed', message: { key: 'chainErrors.resetServerFailed' } }
  }
  return { status: 'done' }
}

async function unlockedKeyOfThisTab() {
  const { chainKeyState, unlockedChainKey } = await import('@/lib/chain-keys')
  const state = chainKeyState()
  return state.status === 'unlocked' ? unlockedChainKey(state.account) : null
}
