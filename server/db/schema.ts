import type { ColumnType, Generated } from 'kysely'

/**
 * The tables as Kysely sees them. Ids and amounts are int8/numeric, read as decimal strings (they can
 * exceed 2^53, and the API sends them as strings); times are timestamptz, read as Date.
 */
type Id = ColumnType<string, string | number | bigint | undefined, string | number>
type Time = ColumnType<Date, Date | string | undefined, Date | string>
type Optional<T> = ColumnType<T, T | undefined, T>
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

export interface UsersTable {
  user_id: Id
  user_name: string
  phone: string
  password_hash: string
  create_time: Time
  current_account_id: string | null
  passphrase_check: string | null
  /** src/api/names.ts `nameKey` of the name, unique; null only for a look-alike registered before migration 17. */
  name_key: string | null
}

export interface SessionsTable {
  /** SHA-256 of the token: a database leak does not hand out live sessions. */
  token_hash: string
  user_id: string
  created_at: Time
  expires_at: Time
  revoked_at: NullableTime
}

export interface ChainsTable {
  chain_info_id: Id
  chain_type: string
  chain_rpc: string
  chain_id: string
  contract_account: string
  contract_name: string
}

export interface ChainAccountsTable {
  perm_accounts_id: Id
  account: string
  /** The user who holds it; null for an account created directly from /account-manage (no one logs in with it yet). */
  user_id: string | null
  type: number
  role: number
  operator_state: Generated<number>
  platform_state: Generated<number>
  public_key: string
  chain_info_id: string
  bussiness_name: string
  apply_id: Optional<string | null>
  /** The platform account this account belongs to (its own name for platforms, null for the operator). */
  platform: string | null
  create_time: Time
  /** Ciphertext made in the browser (key vault format); never plaintext. */
  encrypted_private_key: string | null
  /** The account that created it directly on chain (newaccount + operatoradd), null otherwise. */
  creator: Optional<string | null>
}

export interface ApplicationsTable {
  apply_id: Id
  apply_type: 'create_account' | 'reset_key' | 'bind_account'
  user_id: string
  account: string
  type: number
  public_key: string
  chain_info_id: string
  bussiness_name: string
  remark: string
  state: 'pending' | 'approved' | 'rejected'
  reason: string
  create_time: Time
  review_time: NullableTime
  reviewer: string | null
  encrypted_private_key: string | null
  /** The indexer's block when the application was made: a created account must come later (migration 18). */
  indexed_block: Optional<string | null>
}

export interface CollectiblesTable {
  id: Id
  nft_id: string
  erc_info_id: string
  chain_info_id: string
  business_type: number
  supply: string
  nft_uri: string
  nft_memo: string
  owner: string
  create_time: Time
  state: Generated<number>
  approved: Generated<string>
  amount: string
  tx_hash: string
  platform: string
}

export interface ProvenanceTable {
  history_id: Id
  business_type: number
  nft_id: string
  tx_hash: string
  create_time: Time
  sender: string
  from_account: string
  to_account: string
  action_name: string
  amount: string
  contract_name: string
  raw_data: string
  block_number: string
  block_hash: string
  /** JSON text of the transaction's actions (the deal page's operation table). */
  actions: string
  /** Mint rows: the platform that minted the collectible (statistics count its operations for it); null otherwise. */
  platform: Optional<string | null>
}

export interface ApprovalsTable {
  history_id: Id
  nft_id: string
  business_type: number
  owner: string
  to_account: string
  approved: boolean
  tx_hash: string
  create_time: Time
}

export interface FeeRulesTable {
  business_type: number
  func_name: string
  value: string
  update_time: Time
}

export interface PointsBalancesTable {
  account: string
  balance: string
  update_time: Time
}

export interface RechargesTable {
  id: Id
  kind: 'recharge' | 'self_recharge' | 'distribution'
  from_account: string
  to_account: string
  value: string
  memo: string
  tx_hash: string
  create_time: Time
}

export interface ChargesTable {
  id: Id
  account: string
  business_type: number
  func_name: string
  value: string
  tx_hash: string
  create_time: Time
}

export interface LedgerTable {
  id: Id
  account: string
  type: 'recharge' | 'self_recharge' | 'distribution_in' | 'distribution_out' | 'fee'
  change: string
  balance_after: string
  counterparty: string
  func_name: string | null
  tx_hash: string
  create_time: Time
}

export interface CaptchasTable {
  captcha_id: string
  /** SHA-256 of the upper-case answer. */
  code_hash: string
  expires_at: Time
}

export interface RateLimitsTable {
  bucket: string
  window_start: Time
  hits: number
}

/** Wrong passwords in a row per login name (registered or not): from the threshold on, a captcha is required. */
export interface LoginFailuresTable {
  /** SHA-256 (hex) of the name, NFKC and lower case (`loginNameHash`). */
  name_hash: string
  failures: number
  last_failed_at: Time
}

export interface PayloadNoncesTable {
  nonce: string
  expires_at: Time
}

export interface ResetCodesTable {
  id: Id
  user_id: string
  code_hash: string
  expires_at: Time
  used_at: NullableTime
  attempts: Generated<number>
}

export interface SmsOutboxTable {
  id: Id
  phone: string
  purpose: string
  body: string
  create_time: Time
}

export interface IndexerCursorTable {
  chain_info_id: string
  block_number: string
  block_time: NullableTime
  updated_at: Time
  /** The id of the last indexed block: the next block must name it as its previous. */
  block_id: Optional<string>
  /** The contract assigns nft_ids consecutively; the indexer follows when a node gives no return value. */
  next_nft_id: Optional<string>
}

/** Transactions the indexer has written (the tx-wait endpoint's answer). */
export interface IndexedTransactionsTable {
  tx_hash: string
  chain_info_id: string
  block_number: string
  block_hash: string
  block_time: Time
  indexed_at: Time
  /**
   * JSON `[{account, name, auth}]`: every action the transaction ran (`auth`: its authorizing actors), what
   * the audit log checks a reported operation against. Null for transactions indexed before it was kept.
   */
  actions: Optional<string | null>
}

/** The contract's `s21account` rows as the indexer follows them. */
export interface IndexedAccountsTable {
  account: string
  role: number
  is_manager: boolean
  operator_state: number
  platform_state: number
  leader: string
  account_name: string
  account_did: string
  leader_did: string
  update_time: Time
}

/** eosio.msig proposals as the indexer saw them: kept after exec or cancel erase the chain's rows. */
export interface MsigProposalsTable {
  proposal_id: Id
  proposer: string
  proposal_name: string
  status: Optional<'open' | 'executed' | 'cancelled'>
  /** JSON: the permission levels still requested, `[{actor, permission}]`. */
  requested: string
  /** JSON: the approvals provided, `[{level: {actor, permission}, time}]`. */
  provided: Optional<string>
  /** JSON: the proposed actions, `[{account, name, authorization, data}]` with data as hex. */
  actions: string
  expiration: Time
  proposed_tx: string
  proposed_time: Time
  closed_by: string | null
  closed_tx: string | null
  closed_time: NullableTime
}

/** Every msig action the indexer applied (proposed, approved, unapproved, executed, cancelled, invalidated). */
export interface MsigEventsTable {
  event_id: Id
  proposal_id: string | null
  kind: 'proposed' | 'approved' | 'unapproved' | 'executed' | 'cancelled' | 'invalidated'
  actor: string
  tx_hash: string
  create_time: Time
}

/** Operations done through the console (issue 14): who, on which account, what, the chain tx, the result. */
export interface AuditLogTable {
  audit_id: Id
  user_id: string
  actor_account: string | null
  account: string
  operation: string
  /** A chain operation's transaction: its result is read from indexed_transactions. */
  tx_id: string | null
  /** The console reported the operation failed (no transaction). */
  failed: Generated<boolean>
  detail: Generated<string>
  create_time: Time
  /** Whether the indexed transaction holds the reported operation: null until judged (see routes/audit.ts). */
  verdict: Optional<'match' | 'mismatch' | null>
  /** The request that wrote the row (its log lines carry it as `reqId`): null for rows written before it was kept. */
  request_id: Optional<string | null>
}

/** Every `newaccount` the indexer saw (migration 18): the proof an approved name was created on chain. */
export interface IndexedNewAccountsTable {
  account: string
  chain_info_id: string
  creator: string
  /** JSON arrays of public keys (legacy `EOS…` text). */
  owner_keys: string
  active_keys: string
  tx_hash: string
  block_number: string
  block_time: Time
}

/** A one-time challenge the key of an existing account signs to bind it (migration 18). */
export interface BindChallengesTable {
  challenge_id: string
  user_id: string
  challenge: string
  expires_at: Time
  used_at: NullableTime
}

/** What a change of key material replaced (migration 18): never destroyed, an operator may restore it. */
export interface KeyVersionsTable {
  version_id: Id
  user_id: string
  /** Null: the user's passphrase check value; else the chain account whose key ciphertext was replaced. */
  perm_accounts_id: string | null
  account: string | null
  /** The replaced ciphertext (null: none was stored). */
  ciphertext: string | null
  public_key: string | null
  cause: string
  /** The user who made the change (the holder, or the operator who restored). */
  replaced_by: string | null
  replaced_at: Time
}

export interface SchemaMigrationsTable {
  version: number
  name: string
  applied_at: Time
}

export interface Database {
  users: UsersTable
  sessions: SessionsTable
  chains: ChainsTable
  chain_accounts: ChainAccountsTable
  applications: ApplicationsTable
  collectibles: CollectiblesTable
  provenance: ProvenanceTable
  approvals: ApprovalsTable
  fee_rules: FeeRulesTable
  points_balances: PointsBalancesTable
  recharges: RechargesTable
  charges: ChargesTable
  ledger: LedgerTable
  captchas: CaptchasTable
  rate_limits: RateLimitsTable
  login_failures: LoginFailuresTable
  payload_nonces: PayloadNoncesTable
  reset_codes: ResetCodesTable
  sms_outbox: SmsOutboxTable
  indexer_cursor: IndexerCursorTable
  indexed_transactions: IndexedTransactionsTable
  indexed_accounts: IndexedAccountsTable
  msig_proposals: MsigProposalsTable
  msig_events: MsigEventsTable
  audit_log: AuditLogTable
  schema_migrations: SchemaMigrationsTable
  indexed_new_accounts: IndexedNewAccountsTable
  bind_challenges: BindChallengesTable
  key_versions: KeyVersionsTable
}
