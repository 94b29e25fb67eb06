import { fillTemplate } from '@/lib/i18n/fill-template'
import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ChainOperationDialog, Descriptions } from '@/design-system'
import type {
  ChainOperationAccount,
  ChainOperationOutput,
  chainOperationMachine,
} from '@/lib/chain-operation/chain-operation.machine'
import { refreshWhenIndexed } from '@/lib/chain-operation/indexed-follow-up'
import { useChainOperationDialog, type ChainOperationTexts } from '@/lib/chain-operation/use-chain-operation-dialog'
import { useI18n } from '../messages'
import type { SessionChain } from '@/lib/session'
import { invalidateApprovalsInput, invalidateApprovalsMachine, proposalsKey } from '../api/proposals'

export interface InvalidateApprovalsDialogProps {
  /** The session's chain account: the one whose approvals are voided. */
  account: ChainOperationAccount
  /** The chain-operation machine with invalidate's actors (stories drive it with their own). */
  machine: typeof chainOperationMachine
  /** Called once when the operation ends (done, sent but not indexed, failed, cancelled). */
  onEnd: (output: ChainOperationOutput) => void
}

/**
 * eosio.msig's `invalidate` in the shared chain-operation dialog: passphrase when the key is locked, then the
 * confirmation that says what it voids, signing and sending, the wait until indexed, and the transaction.
 */
export function InvalidateApprovalsDialog({ account, machine, onEnd }: InvalidateApprovalsDialogProps) {
  const { messages } = useI18n()
  const t = messages.multisig
  const input = useMemo(() => invalidateApprovalsInput(account), [account])
  const payload = useMemo(() => ({ account: account.account }), [account.account])
  const texts = useMemo(
    (): ChainOperationTexts => ({
      labels: { cancel: t.operationCancel, confirm: t.operationConfirm, finish: t.operationClose },
      checking: () => t.operationChecking,
      pointsRetrying: t.operationChecking,
      feeLabel: '',
      details: <p>{fillTemplate(t.invalidateDetail, { account: account.account })}</p>,
      feeLine: () => t.invalidateFee,
      progressLabel: t.invalidateMine,
      progressText: (step, progress) =>
        step === 'sending' ? t.operationSending : progress === 'included' ? t.operationIncluded : t.operationSent,
      done: t.invalidateDone,
      transaction: (transactionId) => (
        <Descriptions columns={1} items={[{ key: 'tx', label: t.txId, value: <code>{transactionId}</code> }]} />
      ),
    }),
    [t, account.account],
  )
  const dialog = useChainOperationDialog({ machine, input, payload, summary: [], texts, onEnd })
  return <ChainOperationDialog title={t.invalidateMine} {...dialog} />
}

export interface InvalidateApprovalsRunProps {
  account: ChainOperationAccount
  chain: SessionChain
  /** Replaces the chain side (stories). */
  machine?: typeof chainOperationMachine | undefined
  /** The dialog closed: the operation ended. */
  onClosed: () => void
}

/**
 * One run of invalidate, as the page's button opens it (loaded with this module when pressed): when it ends,
 * the proposals refresh, and again once indexed when the indexer was late.
 */
export function InvalidateApprovalsRun({ account, chain, machine, onClosed }: InvalidateApprovalsRunProps) {
  const queryClient = useQueryClient()
  // One machine per run: the account and chain do not change while the dialog is open.
  const [running] = useState(() => machine ?? invalidateApprovalsMachine(chain))
  const onEnd = (output: ChainOperationOutput) => {
    onClosed()
    refreshWhenIndexed(output, () => void queryClient.invalidateQueries({ queryKey: proposalsKey }))
  }
  return <InvalidateApprovalsDialog account={account} machine={running} onEnd={onEnd} />
}
