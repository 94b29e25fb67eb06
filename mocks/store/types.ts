import type { ActiveState, AccountType, Role } from '@/api/primitives'
import type { ChainOption } from '@/api/system'
import type { AccountApplication } from '@/api/system'
import type { AuditOperation } from '@/api/audit'
import type { ApprovalRecord, ManagedCollectible, TransferRecord } from '@/api/nft'
import type { FeeRule, LedgerEntry, RechargeRecord } from '@/api/fee'
import type * as z from 'zod/mini'
import type { chainContract } from '@/api/system'
import type { chargeDetail } from '@/api/fee'

/** A ciphertext the store holds: made on first use for fixtures (PBKDF2 is slow), stored as sent otherwise. */
export type StoredSecret = { readonly demo: 'passphrase-check' | 'private-key' } | { readonly value: string }

export interface UserRecord {
  user_id: string
  user_name: string
  phone: string
  password_salt: string
  password_hash: string
  create_time: string
  current_account_id: string | null
  passphrase_check: StoredSecret | null
}

export interface ChainAccountRecord {
  perm_accounts_id: string
  account: string
  user_id: string
  type: AccountType
  /** 0: no role (a consumer, a visitor in the console). */
  role: Role | 0
  operator_state: ActiveState
  platform_state: ActiveState
  public_key: string
  chain_info_id: string
  bussiness_name: string
  apply_id: string | null
  /** The platform account this account belongs to (its own name for platforms, null for the operator). */
  platform: string | null
  create_time: string
  encrypted_private_key: StoredSecret | null
}

export interface KeyVersionRecord {
  version_id: string
  user_id: string
  /** Null: the passphrase check value. */
  perm_accounts_id: string | null
  account: string | null
  ciphertext: StoredSecret | null
  public_key: string | null
  cause: string
  replaced_at: string
}

export interface ApplicationRecord extends AccountApplication {
  user_id: string
  encrypted_private_key: string | null
}

/** One audit row as the server keeps it: the result is derived when listed (the mock indexes at once). */
export interface AuditRecord {
  audit_id: string
  user_id: string
  actor_account: string | null
  account: string
  operation: AuditOperation
  tx_id: string | null
  failed: boolean
  detail: string
  create_time: string
}

export interface CollectibleRecord extends ManagedCollectible {
  /** The platform that minted it: its scope for role 2. */
  platform: string
}

export interface BalanceRecord {
  account: string
  balance: number
  update_time: string
}

export type ChargeDetailRecord = z.infer<typeof chargeDetail>

export interface Store {
  chains: ChainOption[]
  contracts: z.infer<typeof chainContract>[]
  users: UserRecord[]
  accounts: ChainAccountRecord[]
  applications: ApplicationRecord[]
  audit: AuditRecord[]
  /**
   * Transactions the mock's indexer has, as the server's `indexed_transactions` (for the audit log's result):
   * the fixtures' history; a tx id the console reports stays "pending", as on a server whose indexer has not
   * seen it. The mock keeps no actions, so it never answers "mismatch" (the server's own check, tested there).
   */
  indexedTransactions: Set<string>
  /**
   * The indexer's `newaccount` rows (server: indexed_new_accounts): an approval of a new name needs the
   * approver's. The demo has no chain, so only tests add them.
   */
  createdAccounts: Map<string, { creator: string; public_key: string; tx_hash: string }>
  /** One-time challenges of `bindChallenge` (id → holder, text, expiry in ms). */
  bindChallenges: Map<string, { user_id: string; challenge: string; expires_at: number }>
  /** Replaced key material, as the server's key_versions: never destroyed, an operator restores it. */
  keyVersions: KeyVersionRecord[]
  collectibles: CollectibleRecord[]
  transfers: TransferRecord[]
  approvals: ApprovalRecord[]
  feeRules: FeeRule[]
  balances: Map<string, BalanceRecord>
  /** Accounts with manager rights on the contract (s21account.is_manager), besides the contract account. */
  managers: Set<string>
  recharges: RechargeRecord[]
  charges: ChargeDetailRecord[]
  ledger: LedgerEntry[]
  sessions: Map<string, { user_id: string; expires_at: number }>
  captchas: Map<string, { code: string; expires_at: number }>
  /** The live password-reset code of each user (reset-codes.ts), by user id. */
  resetCodes: Map<string, { code: string; expires_at: number }>
  /** Monotonic counters for new ids, block numbers and times. */
  sequence: { id: number; block: number; clock: number }
}
