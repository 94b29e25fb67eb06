import { useQuery } from '@tanstack/react-query'
import { createActor, fromPromise, toPromise } from 'xstate'
import type { ChainAuditOperation } from '@/api/audit'
import { permissionEndpoints } from '@/api/endpoint-groups/permission'
import type { MultisigProposal, ProposalStatus } from '@/api/multisig'
import { BusinessType } from '@/api/primitives'
import { callApi } from '@/lib/api-client'
import type { ChainAction } from '@/lib/chain'
import { chainOperationActors, createSendTransaction } from '@/lib/chain-operation/chain-operation.actors'
import {
  chainOperationMachine,
  type ChainOperationAccount,
  type ChainOperationInput,
  type ChainOperationOutput,
  type FeePreview,
  type OperationActorInput,
} from '@/lib/chain-operation/chain-operation.machine'
import { chainTarget } from '@/lib/chain-operation/chain-target'
import { sendAudited } from '@/lib/chain-operation/audit-report'
import type { SessionChain } from '@/lib/session'
import type { ApprovalAuthority } from './proposal-view'

export const proposalsKey = ['multisig', 'proposals'] as const

export function useProposals(status: ProposalStatus | undefined) {
  return useQuery({
    queryKey: [...proposalsKey, status ?? 'all'],
    queryFn: () =>
      callApi(permissionEndpoints.multisigProposals, { current: 1, size: 50, ...(status ? { status } : {}) }),
  })
}

/**
 * A chain client on the session chain's node and contract (the chain target: the session's chain item names
 * the user's own account, not the contract). The chain SDK (eosjs) loads only here, when it is needed.
 */
async function proposalChainClient(chain: SessionChain, signer?: { account: string; privateKey: string }) {
  const [{ createChainClient }, target] = await Promise.all([import('@/lib/chain'), chainTarget(chain)])
  return createChainClient({ ...target, ...(signer ? { signer } : {}) })
}

/** The proposed actions decoded with their contracts' ABIs (read from the chain); null without a chain. */
export function useDecodedActions(proposal: MultisigProposal, chain: SessionChain | null) {
  return useQuery({
    queryKey: ['multisig', 'decoded', proposal.proposer, proposal.proposal_name, proposal.proposed_time],
    enabled: chain !== null && !import.meta.env.DEMO,
    staleTime: Infinity,
    queryFn: async (): Promise<ChainAction[]> =>
      (await proposalChainClient(chain as SessionChain)).decodeProposedActions(proposal.actions),
  })
}

/** The authority of the first authorization the proposal must satisfy (what approvals count against). */
export function useApprovalAuthority(proposal: MultisigProposal, chain: SessionChain | null) {
  const level = proposal.actions[0]?.authorization[0]
  return useQuery({
    queryKey: ['multisig', 'authority', level?.actor, level?.permission],
    enabled: chain !== null && level !== undefined && !import.meta.env.DEMO,
    queryFn: async (): Promise<ApprovalAuthority | null> => {
      const info = await (await proposalChainClient(chain as SessionChain)).getAccount(level?.actor ?? '')
      const permission = info.permissions.find((entry) => entry.perm_name === level?.permission)
      return permission ? (permission.required_auth as unknown as ApprovalAuthority) : null
    },
  })
}

/** Multisig steps are not contract functions: no fee rule applies to them. */
const noFee = fromPromise<FeePreview, OperationActorInput>(() => Promise.resolve({ points: '0' }))

export type ProposalOperation = 'approve' | 'unapprove' | 'cancel' | 'exec'

/**
 * One msig step as a chain operation (src/lib/chain-operation): custodial check, passphrase, sign with the
 * session's key, send, wait until indexed. Msig steps cost no points; the screen's dialog is the confirmation.
 */
export async function runProposalOperation(
  operation: ProposalOperation,
  proposal: MultisigProposal,
  account: ChainOperationAccount,
  chain: SessionChain,
): Promise<ChainOperationOutput> {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const client = await proposalChainClient(chain, signer)
    const ref = { proposer: proposal.proposer, proposalName: proposal.proposal_name }
    const send = {
      approve: client.approveProposal,
      unapprove: client.unapproveProposal,
      cancel: client.cancelProposal,
      exec: client.execProposal,
    }[operation]
    // Sent or refused, the step goes to the audit log under the proposer's account (which names the proposal).
    const { transactionId } = await sendAudited(
      [{ operation: AUDIT_OPERATION[operation], account: proposal.proposer }],
      () => send(ref),
    )
    return { transactionId }
  })
  const actor = createActor(
    chainOperationMachine.provide({
      actors: { ...chainOperationActors, estimateFee: noFee, sendTransaction },
    }),
    {
      input: {
        operation: `msig.${operation}`,
        method: `msig.${operation}`,
        businessType: BusinessType.SingleCopy,
        account,
      },
    },
  )
  // The screen's dialog already showed what will change: confirm the machine's own preview at once.
  actor.subscribe((snapshot) => {
    if (snapshot.matches('confirming')) actor.send({ type: 'operation.confirm' })
  })
  actor.start()
  actor.send({ type: 'operation.start', payload: { proposer: proposal.proposer, proposal: proposal.proposal_name } })
  return toPromise(actor)
}

/** The operation's name for the machine, its traces and the audit log. */
export const INVALIDATE_OPERATION = 'msig.invalidate'

/**
 * eosio.msig's `invalidate` by the session's account as a chain operation for the shared dialog (custodial
 * check, passphrase, no points, confirm, sign, send, wait until indexed): it voids every approval the account
 * has given, on every proposal. Sent or refused, it is reported to the audit log under the account itself.
 */
export function invalidateApprovalsMachine(chain: SessionChain) {
  const sendTransaction = createSendTransaction(async (_input, signer) => {
    const client = await proposalChainClient(chain, signer)
    // Sent or refused, the step goes to the audit log under the invalidating account itself.
    const { transactionId } = await sendAudited([{ operation: 'invalidate_multisig', account: signer.account }], () =>
      client.invalidateApprovals(),
    )
    return { transactionId }
  })
  return chainOperationMachine.provide({
    actors: { ...chainOperationActors, estimateFee: noFee, sendTransaction },
  })
}

/** The machine's input for `invalidate` by `account`. */
export function invalidateApprovalsInput(account: ChainOperationAccount): ChainOperationInput {
  return {
    operation: INVALIDATE_OPERATION,
    method: INVALIDATE_OPERATION,
    businessType: BusinessType.SingleCopy,
    account,
  }
}

const AUDIT_OPERATION = {
  approve: 'approve_multisig',
  unapprove: 'unapprove_multisig',
  cancel: 'cancel_multisig',
  exec: 'execute_multisig',
} as const satisfies Record<ProposalOperation, ChainAuditOperation>
