import { isValidAccountName } from './account-name'
import { ChainError } from './errors'
import { isValidPublicKey } from './keys'
import { type OperatorAddInput } from './manager-actions'
import { type ChainAction } from './types'

/** The account that holds the native and system actions. */
export const systemAccount = 'eosio'

/** New-account defaults (product-spec §9): 8192 bytes of RAM, 1.0000 staked for NET and CPU, no transfer. */
export const newAccountDefaults = {
  ramBytes: 8192,
  stakeNetQuantity: '1.0000 SYS',
  stakeCpuQuantity: '1.0000 SYS',
} as const

export interface Authority {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: { actor: string; permission: string }; weight: number }[]
  waits: { wait_sec: number; weight: number }[]
}

/**
 * The key plus the creator's owner permission, weight 1 each, threshold 1: either alone can act, so the
 * creator can reset the key of a user who lost it.
 */
export function keyWithCreatorAuthority(publicKey: string, creator: string): Authority {
  return {
    threshold: 1,
    keys: [{ key: publicKey.trim(), weight: 1 }],
    accounts: [{ permission: { actor: creator, permission: 'owner' }, weight: 1 }],
    waits: [],
  }
}

export interface CreateAccountInput {
  /** The new account's name (a-z, 1-5, '.', at most 12 characters plus a restricted 13th). */
  name: string
  publicKey: string
  /** operatoradd's fields for the new account (`account` is the new name). */
  operator: Omit<OperatorAddInput, 'account' | 'permission'>
  /** Whether the chain runs system contracts (config HAS_SYSTEM_CONTRACTS === 'true'): then RAM is bought and bandwidth staked. */
  hasSystemContracts: boolean
  /** RAM to buy: bytes (buyrambytes), or a token quantity (buyram, config BUY_RAM_QUANT) when given. */
  ramBytes?: number
  ramQuantity?: string
  stakeNetQuantity?: string
  stakeCpuQuantity?: string
}

/** newaccount (+ buyram and delegatebw with system contracts) + operatoradd, all by the creator's owner permission. */
export function createAccountActions(
  contractAccount: string,
  creator: string,
  input: CreateAccountInput,
): ChainAction[] {
  if (!isValidAccountName(input.name)) throw new ChainError('accountName')
  if (!isValidPublicKey(input.publicKey)) throw new ChainError('publicKeyFormat')
  const authorization = [{ actor: creator, permission: 'owner' }]
  const authority = keyWithCreatorAuthority(input.publicKey, creator)
  const newAccount: ChainAction = {
    account: systemAccount,
    name: 'newaccount',
    authorization,
    data: { creator, name: input.name, owner: authority, active: authority },
  }
  const resources: ChainAction[] = input.hasSystemContracts
    ? [
        input.ramQuantity
          ? {
              account: systemAccount,
              name: 'buyram',
              authorization,
              data: { payer: creator, receiver: input.name, quant: input.ramQuantity },
            }
          : {
              account: systemAccount,
              name: 'buyrambytes',
              authorization,
              data: { payer: creator, receiver: input.name, bytes: input.ramBytes ?? newAccountDefaults.ramBytes },
            },
        {
          account: systemAccount,
          name: 'delegatebw',
          authorization,
          data: {
            from: creator,
            receiver: input.name,
            stake_net_quantity: input.stakeNetQuantity ?? newAccountDefaults.stakeNetQuantity,
            stake_cpu_quantity: input.stakeCpuQuantity ?? newAccountDefaults.stakeCpuQuantity,
            transfer: false,
          },
        },
      ]
    : []
  const operatorAdd: ChainAction = {
    account: contractAccount,
    name: 'operatoradd',
    authorization,
    data: {
      sender: creator,
      account: input.name,
      account_name: input.operator.account_name,
      account_did: input.operator.account_did,
      leader_did: input.operator.leader_did,
    },
  }
  return [newAccount, ...resources, operatorAdd]
}

/** A permission as get_account lists it. */
export interface AccountPermission {
  perm_name: string
  parent: string
  required_auth: Authority
}

/**
 * Key reset (forgotten password): every permission of the account gets the new key in place of its
 * keys, keeping its account entries (the creator's owner permission) so a later reset still works.
 * Signed by whoever satisfies the account's owner authority (the creator).
 */
export function resetKeyActions(
  account: string,
  newPublicKey: string,
  permissions: AccountPermission[],
): ChainAction[] {
  if (!isValidPublicKey(newPublicKey)) throw new ChainError('publicKeyFormat')
  if (permissions.length === 0) throw new ChainError('accountNotFound')
  // Parents before children, owner first: updateauth needs the parent to exist.
  const ordered = [...permissions].sort((a, b) => depth(a, permissions) - depth(b, permissions))
  return ordered.map((permission) => ({
    account: systemAccount,
    name: 'updateauth',
    authorization: [{ actor: account, permission: 'owner' }],
    data: {
      account,
      permission: permission.perm_name,
      parent: permission.parent,
      auth: {
        threshold: 1,
        keys: [{ key: newPublicKey.trim(), weight: 1 }],
        accounts: permission.required_auth.accounts,
        waits: permission.required_auth.waits,
      },
    },
  }))
}

function depth(permission: AccountPermission, all: AccountPermission[]): number {
  let level = 0
  let parent = permission.parent
  while (parent && level < all.length) {
    const next = all.find((candidate) => candidate.perm_name === parent)
    if (!next) break
    level += 1
    parent = next.parent
  }
  return level
}
