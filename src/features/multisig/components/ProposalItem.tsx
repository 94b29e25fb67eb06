import { useQueryClient } from '@tanstack/react-query'
import type { MultisigProposal } from '@/api/multisig'
import { message } from '@/design-system'
import type { ConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import {
  proposalsKey,
  runProposalOperation,
  useApprovalAuthority,
  useDecodedActions,
  type ProposalOperation,
} from '../api/proposals'
import { ProposalCard } from './ProposalCard'

export interface ProposalItemProps {
  proposal: MultisigProposal
  nowMs: number
  session: ConsoleSession
}

/** A proposal with what the chain adds (decoded actions, the authority to reach) and its steps wired. */
export function ProposalItem({ proposal, nowMs, session }: ProposalItemProps) {
  const { messages } = useI18n()
  const queryClient = useQueryClient()
  const decoded = useDecodedActions(proposal, session.chain)
  const authority = useApprovalAuthority(proposal, session.chain)
  const account = session.account

  const onOperation = async (operation: ProposalOperation) => {
    if (!account || !session.chain) throw new Error('no chain account')
    const result = await runProposalOperation(
      operation,
      proposal,
      { account: account.account, type: account.type, role: session.role ?? 0 },
      session.chain,
    )
    if (result.status === 'done' || result.status === 'sentNotIndexed') {
      message.success(messages.multisig.done)
      await queryClient.invalidateQueries({ queryKey: proposalsKey })
      return
    }
    if (result.error) message.error(translateMessage(messages, result.error))
    throw new Error(result.status)
  }

  return (
    <ProposalCard
      proposal={proposal}
      nowMs={nowMs}
      account={account?.account ?? null}
      decodedActions={decoded.data}
      authority={authority.data}
      authorityPending={authority.isLoading}
      onOperation={onOperation}
    />
  )
}
