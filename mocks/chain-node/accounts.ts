import type { Store } from '../store/types'
import { CONTRACT_ACCOUNT } from '../store/fixtures/context'
import { DEMO_PUBLIC_KEY } from '../store/demo-logins'

/** The demo's 2-of-3 fee board: the account the multisig proposals act as. */
export const FEE_BOARD = 'ddcfeeboard1'
/** The board's approvers, each of weight 1 against a threshold of 2. */
export const FEE_BOARD_APPROVERS = ['ddcoperator1', 'ddcoperator2', 'ddcplatform1'] as const
export const FEE_BOARD_THRESHOLD = 2

interface Authority {
  threshold: number
  keys: { key: string; weight: number }[]
  accounts: { permission: { actor: string; permission: string }; weight: number }[]
  waits: { wait_sec: number; weight: number }[]
}

/** An account as nodeos's get_account answers it (the fields eosjs and the console read, and a few more). */
export interface NodeAccount {
  account_name: string
  head_block_num: number
  head_block_time: string
  privileged: boolean
  last_code_update: string
  created: string
  ram_quota: number
  net_weight: number
  cpu_weight: number
  ram_usage: number
  permissions: { perm_name: string; parent: string; required_auth: Authority }[]
}

const keyAuthority = (key: string): Authority => ({
  threshold: 1,
  keys: [{ key, weight: 1 }],
  accounts: [],
  waits: [],
})

const boardAuthority = (): Authority => ({
  threshold: FEE_BOARD_THRESHOLD,
  keys: [],
  // nodeos lists an authority's accounts sorted by name.
  accounts: [...FEE_BOARD_APPROVERS]
    .sort()
    .map((actor) => ({ permission: { actor, permission: 'active' }, weight: 1 })),
  waits: [],
})

/** `YYYY-MM-DD HH:mm:ss` (the store's times) as nodeos writes times: `YYYY-MM-DDTHH:mm:ss.000`. */
const nodeTime = (text: string) => `${text.replace(' ', 'T')}.000`

function account(name: string, created: string, owner: Authority, active: Authority, head: number): NodeAccount {
  return {
    account_name: name,
    head_block_num: head,
    head_block_time: nodeTime(created),
    privileged: false,
    last_code_update: '1970-01-01T00:00:00.000',
    created: nodeTime(created),
    ram_quota: 8192,
    net_weight: -1,
    cpu_weight: -1,
    ram_usage: 2996,
    permissions: [
      { perm_name: 'active', parent: 'owner', required_auth: active },
      { perm_name: 'owner', parent: '', required_auth: owner },
    ],
  }
}

/**
 * get_account from the mock store: every chain account of the store with its key on owner and active (a key
 * reset changes the store's key, and so the answer), the contract account, and the fee board whose active
 * permission is satisfied by two of its three approvers. Null: the chain has no such account.
 */
export function nodeAccount(store: Store, name: string): NodeAccount | null {
  const head = store.sequence.block
  const createdAt = '2026-01-05 00:00:00'
  if (name === CONTRACT_ACCOUNT) {
    return account(name, createdAt, keyAuthority(DEMO_PUBLIC_KEY), keyAuthority(DEMO_PUBLIC_KEY), head)
  }
  if (name === FEE_BOARD) return account(name, createdAt, boardAuthority(), boardAuthority(), head)
  const record = store.accounts.find((candidate) => candidate.account === name)
  if (!record) return null
  const key = keyAuthority(record.public_key)
  return account(name, record.create_time, key, key, head)
}
