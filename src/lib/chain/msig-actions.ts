import { type ChainAction, type PermissionLevel } from './types'

/** The multisig contract account (eosio.msig on Antelope chains and on the devnet). */
export const MSIG_ACCOUNT = 'eosio.msig'

/** A proposal expires 24 hours after creation unless a positive hour count is given (product-spec §3). */
export const defaultProposalExpiryHours = 24

/** An action as eosio.msig stores it inside a proposal: data serialized (hex). */
export interface SerializedAction {
  account: string
  name: string
  authorization: PermissionLevel[]
  data: string
}

export interface ProposeInput {
  proposalName: string
  /** The approvals asked for. */
  requested: PermissionLevel[]
  /** The actions the proposal will run once approved (serialized by the client before proposing). */
  actions: ChainAction[]
  /** Hours until the proposal expires; a missing, zero or negative count means 24. */
  expiresInHours?: number
}

export interface ProposalRef {
  proposer: string
  proposalName: string
}

/** The expiry of a proposal created at `nowMs`, as the chain's `time_point_sec` text (UTC, no zone). */
export function proposalExpiration(nowMs: number, expiresInHours?: number): string {
  const hours =
    expiresInHours !== undefined && Number.isFinite(expiresInHours) && expiresInHours > 0
      ? expiresInHours
      : defaultProposalExpiryHours
  return new Date(Math.floor(nowMs / 1000) * 1000 + hours * 3_600_000).toISOString().slice(0, 19)
}

/** The `propose` action of `proposer`, around already serialized actions. */
export function proposeAction(
  proposer: string,
  permission: string,
  input: Omit<ProposeInput, 'actions' | 'expiresInHours'> & { actions: SerializedAction[]; expiration: string },
): ChainAction {
  return {
    account: MSIG_ACCOUNT,
    name: 'propose',
    authorization: [{ actor: proposer, permission }],
    data: {
      proposer,
      proposal_name: input.proposalName,
      requested: input.requested,
      trx: {
        expiration: input.expiration,
        ref_block_num: 0,
        ref_block_prefix: 0,
        max_net_usage_words: 0,
        max_cpu_usage_ms: 0,
        delay_sec: 0,
        context_free_actions: [],
        actions: input.actions,
        transaction_extensions: [],
      },
    },
  }
}

/** approve / unapprove of `level` (the signer's own permission), cancel, exec and invalidate by the signer. */
export function msigActionBuilder(signer: string, permission: string) {
  const action = (name: string, data: Record<string, unknown>): ChainAction => ({
    account: MSIG_ACCOUNT,
    name,
    authorization: [{ actor: signer, permission }],
    data,
  })
  const ref = (proposal: ProposalRef) => ({ proposer: proposal.proposer, proposal_name: proposal.proposalName })
  return {
    approve: (proposal: ProposalRef) => action('approve', { ...ref(proposal), level: { actor: signer, permission } }),
    unapprove: (proposal: ProposalRef) =>
      action('unapprove', { ...ref(proposal), level: { actor: signer, permission } }),
    cancel: (proposal: ProposalRef) => action('cancel', { ...ref(proposal), canceler: signer }),
    exec: (proposal: ProposalRef) => action('exec', { ...ref(proposal), executer: signer }),
    invalidate: () => action('invalidate', { account: signer }),
  }
}
