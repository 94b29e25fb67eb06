import * as z from 'zod/mini'
import { chainAccountName, dateTime, optionalFilter, pageOf, pageRequest } from './primitives'

/** Antelope names of permissions (`active`, `owner`, custom ones). */
const permissionName = z.string().check(z.regex(/^[a-z1-5.]{1,12}[a-j1-5]?$/, 'expected a permission name'))

export const permissionLevel = z.object({ actor: chainAccountName, permission: permissionName })
export type PermissionLevel = z.infer<typeof permissionLevel>

/** One proposed action as the chain stores it: data is the serialized action data (hex), decoded with the ABI. */
export const proposedAction = z.object({
  account: chainAccountName,
  name: z.string(),
  authorization: z.array(permissionLevel),
  data: z.string().check(z.regex(/^[0-9a-f]*$/i, 'expected hex')),
})
export type ProposedAction = z.infer<typeof proposedAction>

export const proposalStatus = z.enum(['open', 'executed', 'cancelled'])
export type ProposalStatus = z.infer<typeof proposalStatus>

/**
 * One step of a proposal's history. `invalidated`: one of its approvers called eosio.msig's `invalidate`
 * while it was open, voiding that approver's earlier approvals everywhere.
 */
export const proposalEvent = z.object({
  kind: z.enum(['proposed', 'approved', 'unapproved', 'executed', 'cancelled', 'invalidated']),
  actor: chainAccountName,
  tx_hash: z.string(),
  create_time: dateTime,
})
export type ProposalEvent = z.infer<typeof proposalEvent>

/** An eosio.msig proposal, open or past, as the indexer kept it (spec §3 multisig). */
export const multisigProposal = z.object({
  proposer: chainAccountName,
  proposal_name: chainAccountName,
  status: proposalStatus,
  requested: z.array(permissionLevel),
  /**
   * The approvals provided. `valid` is false when the approver invalidated itself at or after the time it
   * approved (before the proposal closed): eosio.msig's exec no longer counts such an approval.
   */
  provided: z.array(z.object({ level: permissionLevel, time: dateTime, valid: z.boolean() })),
  actions: z.array(proposedAction),
  expiration: dateTime,
  proposed_time: dateTime,
  closed_by: z.nullable(chainAccountName),
  closed_time: z.nullable(dateTime),
  history: z.array(proposalEvent),
})
export type MultisigProposal = z.infer<typeof multisigProposal>

export const proposalListRequest = z.extend(pageRequest, {
  status: z.optional(proposalStatus),
  proposer: optionalFilter,
})
export const proposalListResponse = pageOf(multisigProposal)
