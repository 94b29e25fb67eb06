import * as z from 'zod/mini'
import { bigId, chainAccountName, dateTime, hash64, optionalFilter, pageOf, pageRequest, publicKey } from './primitives'

// ---------- audit log (operations done through the console) ----------

/** The contract manager's direct actions (each may also be sent as a multisig proposal). */
const MANAGER_AUDIT_OPERATIONS = [
  'add_operator',
  'set_account_role',
  'add_function_permission',
  'delete_function_permission',
  'cross_approve',
  'set_platform_state',
  'set_fee',
  'delete_fee',
  'delete_business_type',
] as const

/** The chain operations the console reports with their transaction id, which the server checks against the indexer. */
export const CHAIN_AUDIT_OPERATIONS = [
  'create_account',
  'freeze_account',
  'unfreeze_account',
  'reset_key',
  'propose_multisig',
  'approve_multisig',
  'unapprove_multisig',
  'cancel_multisig',
  'execute_multisig',
  'invalidate_multisig',
  ...MANAGER_AUDIT_OPERATIONS,
  // Billing points.
  'recharge',
  'self_recharge',
  'distribute_points',
  // Collectibles (a CSV batch's transactions are reported as mint or transfer).
  'mint',
  'transfer',
  'burn',
  'freeze_collectible',
  'unfreeze_collectible',
  'approve_collectible',
  'approve_all',
  'delete_approval',
  'set_uri',
] as const
export const chainAuditOperation = z.enum(CHAIN_AUDIT_OPERATIONS, { error: 'expected a chain operation name' })
export type ChainAuditOperation = z.infer<typeof chainAuditOperation>

/** What was done: the server's own steps (apply, review), which it writes itself, then the chain operations. */
export const AUDIT_OPERATIONS = [
  'apply_account',
  'apply_reset_key',
  'approve_application',
  'reject_application',
  ...CHAIN_AUDIT_OPERATIONS,
] as const
// A short message: the list of names is too long to echo back in a refusal.
export const auditOperation = z.enum(AUDIT_OPERATIONS, { error: 'expected an audit operation name' })
export type AuditOperation = z.infer<typeof auditOperation>

/**
 * Reported operations whose account is not one the reporter holds or manages (a new account's name, a
 * proposal's proposer): the server and the mock accept them without that check.
 */
export const REPORTED_FOR_UNHELD_ACCOUNT: ReadonlySet<AuditOperation> = new Set<AuditOperation>([
  'create_account',
  'approve_multisig',
  'unapprove_multisig',
  'cancel_multisig',
  'execute_multisig',
])

/**
 * The chain actions that make each reported operation: `contract` is the session chain's NFT contract,
 * `system` the chain's `eosio`, `msig` its `eosio.msig`. The server shows a reported transaction as done only
 * when the indexed transaction holds one of these actions authorized by the acting account (or by the
 * account it is about, for a key reset signed through that account's owner authority); otherwise "mismatch".
 */
export const AUDIT_CHAIN_ACTIONS = {
  create_account: { contract: 'system', actions: ['newaccount'] },
  freeze_account: { contract: 'contract', actions: ['updateaccsta'] },
  unfreeze_account: { contract: 'contract', actions: ['updateaccsta'] },
  reset_key: { contract: 'system', actions: ['updateauth'] },
  propose_multisig: { contract: 'msig', actions: ['propose'] },
  approve_multisig: { contract: 'msig', actions: ['approve'] },
  unapprove_multisig: { contract: 'msig', actions: ['unapprove'] },
  cancel_multisig: { contract: 'msig', actions: ['cancel'] },
  execute_multisig: { contract: 'msig', actions: ['exec'] },
  invalidate_multisig: { contract: 'msig', actions: ['invalidate'] },
  add_operator: { contract: 'contract', actions: ['operatoradd'] },
  set_account_role: { contract: 'contract', actions: ['setaccrole'] },
  add_function_permission: { contract: 'contract', actions: ['addfuncperm'] },
  delete_function_permission: { contract: 'contract', actions: ['delfuncperm'] },
  cross_approve: { contract: 'contract', actions: ['crossapprove'] },
  set_platform_state: { contract: 'contract', actions: ['setplatform'] },
  set_fee: { contract: 'contract', actions: ['setfee'] },
  delete_fee: { contract: 'contract', actions: ['deletefee'] },
  delete_business_type: { contract: 'contract', actions: ['delbiztype'] },
  recharge: { contract: 'contract', actions: ['recharge'] },
  self_recharge: { contract: 'contract', actions: ['selfrecharge'] },
  distribute_points: { contract: 'contract', actions: ['recharge'] },
  mint: { contract: 'contract', actions: ['mint', 'mintbatch'] },
  transfer: { contract: 'contract', actions: ['transfer', 'batchtrans'] },
  burn: { contract: 'contract', actions: ['burn', 'burnbatch'] },
  freeze_collectible: { contract: 'contract', actions: ['freeze'] },
  unfreeze_collectible: { contract: 'contract', actions: ['unfreeze'] },
  approve_collectible: { contract: 'contract', actions: ['approve', 'approvebatch'] },
  approve_all: { contract: 'contract', actions: ['approvalall'] },
  delete_approval: { contract: 'contract', actions: ['delapproval'] },
  set_uri: { contract: 'contract', actions: ['seturi'] },
} as const satisfies Record<
  ChainAuditOperation,
  { contract: 'contract' | 'system' | 'msig'; actions: readonly string[] }
>

/** The audited operation of one action the console's contract manager sends (null: none of its own). */
export function managerAuditOperation(actionName: string): ChainAuditOperation | null {
  const actionsOf = (operation: ChainAuditOperation): readonly string[] => AUDIT_CHAIN_ACTIONS[operation].actions
  return MANAGER_AUDIT_OPERATIONS.find((operation) => actionsOf(operation).includes(actionName)) ?? null
}

/**
 * `success`: done (a chain operation: its transaction is indexed and holds the reported action);
 * `pending`: sent to the chain, not indexed yet; `failed`: refused by the chain or never sent; `mismatch`:
 * the indexed transaction holds no action of the reported operation authorized by the reporting account.
 * Derived when read, so a late indexer catches up.
 */
export const auditResult = z.enum(['success', 'pending', 'failed', 'mismatch'])
export type AuditResult = z.infer<typeof auditResult>

export const auditEntry = z.object({
  audit_id: bigId,
  /** Who: the logged-in user and the chain account they acted as (null before they had one). */
  user_name: z.string(),
  actor_account: z.nullable(chainAccountName),
  /** Which account the operation was about. */
  account: chainAccountName,
  operation: auditOperation,
  tx_id: z.nullable(hash64),
  block_num: z.nullable(bigId),
  result: auditResult,
  /** A rejection's reason or a failure's error code: never a key, password or passphrase. */
  detail: z.string(),
  create_time: dateTime,
  /** The request that wrote the row, as its log lines name it (`reqId`); null for rows older than that. */
  request_id: z.nullable(z.string()),
})
export type AuditEntry = z.infer<typeof auditEntry>

export const auditLogRequest = z.extend(pageRequest, {
  /** Matches the acting user, the acting account or the target account. */
  account: optionalFilter,
  operation: z.optional(auditOperation),
  result: z.optional(auditResult),
})
export const auditLogResponse = pageOf(auditEntry)

/** A chain failure's error code as the console names it (`chainErrors.*` keys): letters and dots only. */
export const AUDIT_ERROR_CODE = /^[A-Za-z][A-Za-z.]{0,59}$/
const errorCode = z.string().check(z.regex(AUDIT_ERROR_CODE, 'expected an error code'))

/**
 * `POST /v1/permission/auditRecord`: the console reports a chain operation it ran. A sent one carries its
 * transaction id (the server shows it as done once the indexer has it); a failed one its error code.
 */
export const auditRecordRequest = z
  .object({
    operation: chainAuditOperation,
    account: chainAccountName,
    tx_id: z.optional(z.pipe(z.string().check(z.trim(), z.toLowerCase()), hash64)),
    error_code: z.optional(errorCode),
    /**
     * When the console began the attempt (UTC, before signing): the log's time. The server keeps it only
     * within a few minutes before the report arrives, and its own time otherwise.
     */
    attempted_at: z.optional(dateTime),
    /**
     * create_account only: the new account's owner key (public), so an account created directly joins the
     * creator's managed list once the indexer confirms the creator registered it.
     */
    public_key: z.optional(publicKey),
  })
  .check(
    z.refine(
      (value: { tx_id?: string; error_code?: string }) =>
        (value.tx_id === undefined) !== (value.error_code === undefined),
      { message: 'either tx_id (sent) or error_code (failed)', path: ['tx_id'] },
    ),
  )
export const auditRecordResponse = z.object({ audit_id: bigId, result: auditResult })
