import * as z from 'zod/mini'
import { bigId, chainAccountName, dateTime, hash64, optionalFilter, pageOf, pageRequest, publicKey } from './primitives'

// ---------- audit log (operations done through the console) ----------

/**
 * What was done. Server-side steps (apply, review) are written by the server itself; chain operations are
 * reported by the console with their transaction id, which the server checks against the indexer.
 */
export const AUDIT_OPERATIONS = [
  'apply_account',
  'apply_reset_key',
  'approve_application',
  'reject_application',
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
] as const
export const auditOperation = z.enum(AUDIT_OPERATIONS)
export type AuditOperation = z.infer<typeof auditOperation>

/** The chain operations the console reports (the server writes the others). */
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
] as const satisfies readonly AuditOperation[]
export const chainAuditOperation = z.enum(CHAIN_AUDIT_OPERATIONS)
export type ChainAuditOperation = z.infer<typeof chainAuditOperation>

/**
 * `success`: done (a chain operation: its transaction is indexed); `pending`: sent to the chain, not indexed
 * yet; `failed`: refused by the chain or never sent. Derived when read, so a late indexer catches up.
 */
export const auditResult = z.enum(['success', 'pending', 'failed'])
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
const errorCode = z.string().check(z.regex(/^[A-Za-z][A-Za-z.]{0,59}$/, 'expected an error code'))

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
