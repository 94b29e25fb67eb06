import { fillTemplate } from '@/lib/i18n/fill-template'
import {
  Button,
  Card,
  ConfirmDialog,
  Descriptions,
  JsonView,
  ProgressBar,
  Stack,
  StatusBadge,
  Tag,
} from '@/design-system'
import type { MultisigProposal } from '@/api/multisig'
import type { ChainAction } from '@/lib/chain'
import { useI18n } from '../messages'
import {
  apiTimeMs,
  approvalProgress,
  countdown,
  execReady,
  proposalState,
  sameLevel,
  validApprovals,
  type ApprovalAuthority,
} from '../api/proposal-view'
import type { ProposalOperation } from '../api/proposals'

export interface ProposalCardProps {
  proposal: MultisigProposal
  /** Now, in ms (the page ticks it every second for the countdown). */
  nowMs: number
  /** The session's chain account, the one that approves, cancels or executes. */
  account: string | null
  /** The proposed actions decoded with their ABIs; undefined while unknown (the raw data is shown). */
  decodedActions?: readonly ChainAction[] | undefined
  /** The authority approvals count against; undefined when unknown (progress against the requested list). */
  authority?: ApprovalAuthority | null | undefined
  /** The authority is still being read: exec waits without saying the threshold is unknown. */
  authorityPending?: boolean
  /** Runs one step; resolves when it finished (the dialog shows a spinner meanwhile). */
  onOperation: (operation: ProposalOperation) => Promise<unknown>
}

const stateTone = { open: 'info', expired: 'warning', executed: 'success', cancelled: 'default' } as const

/** One eosio.msig proposal: approvals and progress, countdown, actions (decoded), history and its steps. */
export function ProposalCard({
  proposal,
  nowMs,
  account,
  decodedActions,
  authority,
  authorityPending = false,
  onOperation,
}: ProposalCardProps) {
  const { messages } = useI18n()
  const t = messages.multisig
  const state = proposalState(proposal, nowMs)
  const stateLabel = {
    open: t.statusOpen,
    expired: t.statusExpired,
    executed: t.statusExecuted,
    cancelled: t.statusCancelled,
  }[state]
  const all = [...proposal.provided.map((approval) => approval.level), ...proposal.requested]
  const mine = account === null ? null : all.find((level) => level.actor === account)
  const myApproval =
    mine === undefined || mine === null ? undefined : proposal.provided.find((p) => sameLevel(p.level, mine))
  const progress = authority ? approvalProgress(authority, proposal.provided) : null
  const counted = validApprovals(proposal.provided).length
  const voided = proposal.provided.length - counted
  const isOpen = state === 'open'
  const canExec = isOpen && execReady(progress)
  const eventLabel = {
    proposed: t.eventProposed,
    approved: t.eventApproved,
    unapproved: t.eventUnapproved,
    executed: t.eventExecuted,
    cancelled: t.eventCancelled,
    invalidated: t.eventInvalidated,
  }
  const confirmDetail = fillTemplate(t.confirmDetail, {
    proposer: proposal.proposer,
    name: proposal.proposal_name,
    account: account ?? '',
  })

  const step = (operation: ProposalOperation, label: string, question: string, enabled: boolean) => (
    <ConfirmDialog
      key={operation}
      title={question}
      content={confirmDetail}
      variant={operation === 'cancel' ? 'danger' : 'default'}
      onConfirm={() => onOperation(operation)}
      trigger={
        <Button variant={operation === 'exec' ? 'primary' : 'secondary'} disabled={!enabled}>
          {label}
        </Button>
      }
    />
  )

  return (
    <Card
      title={`${proposal.proposer} / ${proposal.proposal_name}`}
      headingLevel={2}
      extra={<StatusBadge tone={stateTone[state]}>{stateLabel}</StatusBadge>}
    >
      <Stack gap={4}>
        <Descriptions
          columns={2}
          items={[
            { key: 'proposer', label: t.proposer, value: proposal.proposer },
            { key: 'proposed', label: t.proposedTime, value: proposal.proposed_time },
            {
              key: 'expiry',
              label: isOpen ? t.expiresIn : t.expiration,
              value: isOpen
                ? countdown(apiTimeMs(proposal.expiration) - nowMs)
                : state === 'expired'
                  ? fillTemplate(t.expiredAt, { time: proposal.expiration })
                  : proposal.expiration,
            },
            ...(proposal.closed_by && proposal.closed_time
              ? [
                  {
                    key: 'closed',
                    label: t.closed,
                    value: fillTemplate(t.closedBy, { account: proposal.closed_by, time: proposal.closed_time }),
                  },
                ]
              : []),
          ]}
        />
        <div>
          <Stack gap={2}>
            <h3>{t.requested}</h3>
            <Stack direction="horizontal" gap={2} wrap>
              {proposal.provided.map(({ level, valid }) => (
                <Tag key={`p-${level.actor}@${level.permission}`} tone={valid ? 'success' : 'danger'}>
                  {`${level.actor}@${level.permission} · ${valid ? t.approved : t.invalidated}`}
                </Tag>
              ))}
              {proposal.requested.map((level) => (
                <Tag key={`r-${level.actor}@${level.permission}`}>
                  {`${level.actor}@${level.permission} · ${t.pending}`}
                </Tag>
              ))}
            </Stack>
            <ProgressBar
              label={t.progress}
              value={progress ? progress.weight : counted}
              max={progress ? Math.max(progress.threshold, 1) : Math.max(all.length, 1)}
              tone={progress && progress.weight >= progress.threshold ? 'success' : 'default'}
            />
            <span>
              {progress
                ? fillTemplate(t.progressText, { provided: progress.weight, threshold: progress.threshold })
                : fillTemplate(t.progressUnknown, { provided: counted, requested: all.length })}
            </span>
            {voided > 0 && <span role="note">{fillTemplate(t.voidedNote, { count: voided })}</span>}
          </Stack>
        </div>
        <div>
          <Stack gap={2}>
            <h3>{t.actions}</h3>
            {proposal.actions.map((action, index) => {
              const decoded = decodedActions?.[index]
              return (
                <Stack key={`${action.account}-${action.name}-${index}`} gap={1}>
                  <code>{`${action.account}::${action.name} (${action.authorization
                    .map((level) => `${level.actor}@${level.permission}`)
                    .join(', ')})`}</code>
                  {decoded ? (
                    <JsonView value={decoded.data} />
                  ) : (
                    <span>
                      {t.rawData}: <code>{action.data}</code>
                    </span>
                  )}
                </Stack>
              )
            })}
          </Stack>
        </div>
        <div>
          <Stack gap={1}>
            <h3>{t.history}</h3>
            <ol>
              {proposal.history.map((event) => (
                <li key={`${event.kind}-${event.actor}-${event.tx_hash}`}>
                  {`${event.create_time} · ${eventLabel[event.kind]} · ${event.actor} · `}
                  <code>{event.tx_hash}</code>
                </li>
              ))}
            </ol>
          </Stack>
        </div>
        {(state === 'open' || state === 'expired') && (
          <Stack gap={2}>
            {state === 'expired' && <span role="note">{t.expiredDisabled}</span>}
            {isOpen && myApproval?.valid === false && <span role="note">{t.myApprovalVoided}</span>}
            {isOpen && !canExec && !(progress === null && authorityPending) && (
              <span role="note">{progress ? t.execNeedsApprovals : t.execThresholdUnknown}</span>
            )}
            <Stack direction="horizontal" gap={2} wrap>
              {myApproval
                ? step('unapprove', t.unapprove, t.confirmUnapprove, isOpen)
                : step('approve', t.approve, t.confirmApprove, isOpen && mine !== undefined && mine !== null)}
              {step('exec', t.exec, t.confirmExec, canExec)}
              {step(
                'cancel',
                t.cancel,
                t.confirmCancel,
                account !== null && (account === proposal.proposer || state === 'expired'),
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Card>
  )
}
