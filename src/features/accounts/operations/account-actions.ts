import type { ManagedAccount } from '@/api/permission'
import { ActiveState, type Role } from '@/api/primitives'
import type { AccountApplication } from '@/api/system'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import { callApi } from '@/lib/api-client'
import { ChainError } from '@/lib/chain/errors'
import { ServerStepFailed, type AccountOperation } from './account-operation'
import { chainPartDoneFor, forgetChainPartDone, rememberChainPartDone } from './chain-part-done'

/** The account operations of the chain-account screens (spec §4, §7 "Chain actions"). */

/** operatoradd's display-name field: the contract keeps at most 64 characters. */
const DISPLAY_NAME_MAX = 64

/**
 * Approving an application signs its chain part first, then records the review with the transaction id:
 * a new account (newaccount [+ buyram + delegatebw] + operatoradd in one transaction), or a key reset (every
 * permission to the applied key). A review the server then refuses leaves the chain part done: the message
 * says so ('…链上密码重置成功，但服务器调用失败…' for a reset), and approving again only tells the server.
 */
export function approveApplication(application: AccountApplication): AccountOperation {
  const reset = application.apply_type === 'reset_key'
  return {
    method: reset ? 'resetKey' : 'createAccount',
    audit: reset ? 'reset_key' : 'create_account',
    target: application.account,
    async send(client) {
      const done = chainPartDoneFor(application.apply_id)
      const sent = done
        ? { transactionId: done }
        : reset
          ? await client.resetAccountKey({ account: application.account, newPublicKey: application.public_key })
          : await client.createAccount({
              name: application.account,
              publicKey: application.public_key,
              operator: {
                account_name: (application.bussiness_name || application.user_name).slice(0, DISPLAY_NAME_MAX),
                account_did: '',
                leader_did: '',
              },
            })
      try {
        await callApi(permissionEndpoints.reviewApplication, {
          apply_id: application.apply_id,
          approved: true,
          tx_id: sent.transactionId,
        })
      } catch {
        rememberChainPartDone(application.apply_id, sent.transactionId)
        throw new ServerStepFailed(reset ? 'resetServerFailed' : 'reviewFailed', sent.transactionId)
      }
      forgetChainPartDone(application.apply_id)
      return sent.transactionId
    },
  }
}

/** A chain account created directly by the operator or platform (no application behind it). */
export function createAccountDirectly(input: {
  name: string
  publicKey: string
  displayName: string
}): AccountOperation {
  return {
    method: 'createAccount',
    audit: 'create_account',
    target: input.name,
    publicKey: input.publicKey,
    async send(client) {
      const sent = await client.createAccount({
        name: input.name,
        publicKey: input.publicKey,
        operator: { account_name: input.displayName.slice(0, DISPLAY_NAME_MAX), account_did: '', leader_did: '' },
      })
      return sent.transactionId
    },
  }
}

/**
 * Freeze (state 2) or unfreeze (state 1) by §4's rule, planned again from the chain's own s21account row at
 * signing time (the list may be a block behind).
 */
export function changeAccountState(
  account: Pick<ManagedAccount, 'account' | 'operator_state' | 'platform_state'>,
  actingRole: Role,
  state: ActiveState,
): AccountOperation {
  const freezing = state === ActiveState.Frozen
  return {
    method: freezing ? 'freeze' : 'unfreeze',
    audit: freezing ? 'freeze_account' : 'unfreeze_account',
    target: account.account,
    async send(client) {
      const row = await client.readAccount(account.account)
      if (!row) throw new ChainError('accountNotFound')
      const sent = await client.changeAccountState({
        actingRole,
        account: account.account,
        operator_state: row.operator_state === ActiveState.Frozen ? ActiveState.Frozen : ActiveState.Enabled,
        platform_state: row.platform_state === ActiveState.Frozen ? ActiveState.Frozen : ActiveState.Enabled,
        state,
      })
      if (!sent) throw new ChainError('invalidArgument', { detail: 'already in this state' })
      return sent.transactionId
    },
  }
}
