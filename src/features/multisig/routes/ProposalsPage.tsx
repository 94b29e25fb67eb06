import { useEffect, useState } from 'react'
import type { ProposalStatus } from '@/api/multisig'
import { Button, Empty, Result, Select, Skeleton, Stack } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { useProposals } from '../api/proposals'
import { ProposalItem } from '../components/ProposalItem'
import { InvalidateApprovalsButton } from '../components/InvalidateApprovals'

const TICK_MS = 1000

/** Now, ticking every second (the proposals' countdowns). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** `/multisig-proposals`: eosio.msig proposals, open and past, with their approvals, actions and history. */
export default function ProposalsPage() {
  const { messages } = useI18n()
  const t = messages.multisig
  const session = useConsoleSession()
  const [status, setStatus] = useState<ProposalStatus | 'all'>('all')
  const proposals = useProposals(status === 'all' ? undefined : status)
  const now = useNow()
  const signer = session.status === 'ok' ? session.session : null

  return (
    <Stack gap={4}>
      <Stack direction="horizontal" gap={2} wrap justify="between">
        <Select
          aria-label={t.status}
          value={status}
          onChange={(value) => setStatus(value as ProposalStatus | 'all')}
          options={[
            { value: 'all', label: t.filterAll },
            { value: 'open', label: t.statusOpen },
            { value: 'executed', label: t.statusExecuted },
            { value: 'cancelled', label: t.statusCancelled },
          ]}
        />
        {signer?.account && signer.chain && (
          <InvalidateApprovalsButton
            account={{ account: signer.account.account, type: signer.account.type, role: signer.role ?? 0 }}
            chain={signer.chain}
          />
        )}
      </Stack>
      {proposals.isPending ? (
        <Skeleton lines={6} />
      ) : proposals.isError ? (
        <Result
          status="error"
          title={t.loadFailed}
          extra={<Button onClick={() => void proposals.refetch()}>{t.retry}</Button>}
        />
      ) : proposals.data.list.length === 0 ? (
        <Empty description={t.empty} />
      ) : session.status === 'ok' ? (
        proposals.data.list.map((proposal) => (
          <ProposalItem
            key={`${proposal.proposer}/${proposal.proposal_name}/${proposal.proposed_time}`}
            proposal={proposal}
            nowMs={now}
            session={session.session}
          />
        ))
      ) : null}
    </Stack>
  )
}
