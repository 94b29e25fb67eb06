import type { MultisigProposal, PermissionLevel } from '@/api/multisig'

/** What the screen shows: an open proposal past its expiry is expired (nothing can be done but cancel). */
export type ProposalState = 'open' | 'expired' | 'executed' | 'cancelled'

/** API times are `YYYY-MM-DD HH:mm:ss` in UTC. */
export function apiTimeMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}Z`)
}

export function proposalState(proposal: MultisigProposal, nowMs: number): ProposalState {
  if (proposal.status !== 'open') return proposal.status
  return apiTimeMs(proposal.expiration) <= nowMs ? 'expired' : 'open'
}

/** Time left as `HH:MM:SS`, with days in front past 24 hours. */
export function countdown(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000))
  const days = Math.floor(total / 86_400)
  const pad = (value: number) => String(value).padStart(2, '0')
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
  return days > 0 ? `${days}d ${clock}` : clock
}

/** The part of a permission's authority an approval can satisfy: approver accounts and their weights. */
export interface ApprovalAuthority {
  threshold: number
  accounts: { permission: PermissionLevel; weight: number }[]
}

/** The approvals exec still counts: not those voided by their approver's later invalidation. */
export function validApprovals<T extends { valid: boolean }>(provided: readonly T[]): T[] {
  return provided.filter((approval) => approval.valid)
}

/** Weight the valid provided approvals carry against the authority, and the threshold to reach. */
export function approvalProgress(
  authority: ApprovalAuthority,
  provided: readonly { level: PermissionLevel; valid: boolean }[],
): { weight: number; threshold: number } {
  const counted = validApprovals(provided)
  const weight = authority.accounts
    .filter(({ permission }) => counted.some(({ level }) => sameLevel(level, permission)))
    .reduce((sum, { weight: each }) => sum + each, 0)
  return { weight, threshold: authority.threshold }
}

/**
 * Whether exec is worth offering: the valid approvals reach the threshold. With the threshold unknown (the
 * chain could not be read) it is not: an exec below the threshold would only fail on the chain.
 */
export function execReady(progress: { weight: number; threshold: number } | null): boolean {
  return progress !== null && progress.weight >= progress.threshold
}

export const sameLevel = (a: PermissionLevel, b: PermissionLevel) =>
  a.actor === b.actor && a.permission === b.permission
