import { fillTemplate } from '@/lib/i18n/fill-template'
import { useMemo, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ChainOperationDialog, Descriptions } from '@/design-system'
import type { ChainOperationAccount, ChainOperationOutput } from '@/lib/chain-operation/chain-operation.machine'
import { refreshWhenIndexed } from '@/lib/chain-operation/indexed-follow-up'
import { useChainOperationDialog, type ChainOperationTexts } from '@/lib/chain-operation/use-chain-operation-dialog'
import { useI18n } from '../messages'
import { accountsKeys } from '../api/accounts-api'
import type { ChainTarget } from '../api/chain-target'
import { accountOperationMachine, operationInput, type AccountOperation } from '../operations/account-operation'

export interface OperationDialogProps {
  operation: AccountOperation
  /** The acting chain account and role, from the session. */
  account: ChainOperationAccount
  chainTarget: () => Promise<ChainTarget>
  title: string
  /** What will change, shown before the user confirms. */
  preview: ReactNode
  /**
   * Called once when the operation ends (done, sent but not indexed, failed, cancelled). The accounts' lists
   * refresh by themselves: at once, and again when a transaction not indexed in time is indexed later.
   */
  onFinished: (output: ChainOperationOutput) => void
  /** Replaces the machine (stories drive it with their own actors). */
  machine?: ReturnType<typeof accountOperationMachine>
}

/**
 * Runs one account operation from mount in the shared chain-operation dialog, with the accounts texts; when
 * it ends, the accounts' queries refresh.
 */
export function OperationDialog(props: OperationDialogProps) {
  const { operation, account, chainTarget, title, preview, onFinished } = props
  const { messages } = useI18n()
  const t = messages.accounts
  const queryClient = useQueryClient()
  const machine = useMemo(
    () => props.machine ?? accountOperationMachine(operation, chainTarget),
    // One machine per dialog: the operation does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const input = useMemo(() => operationInput(operation, account), [operation, account])
  const payload = useMemo(() => ({ target: operation.target }), [operation.target])
  const texts = useMemo(
    (): ChainOperationTexts => ({
      labels: { cancel: t.cancel, confirm: t.confirm, finish: t.close },
      checking: () => t.progressChecking,
      pointsRetrying: t.progressChecking,
      feeLabel: '',
      details: preview,
      feeLine: (points) => fillTemplate(t.operationFee, { points }),
      progressLabel: title,
      progressText: (step, progress) =>
        step === 'sending' ? t.progressSending : progress === 'included' ? t.progressIncluded : t.progressSent,
      done: t.operationDone,
      transaction: (transactionId) => (
        <Descriptions columns={1} items={[{ key: 'tx', label: t.txId, value: <code>{transactionId}</code> }]} />
      ),
    }),
    [t, preview, title],
  )
  const onEnd = (output: ChainOperationOutput) => {
    refreshWhenIndexed(output, () => void queryClient.invalidateQueries({ queryKey: accountsKeys.all }))
    onFinished(output)
  }
  const dialog = useChainOperationDialog({ machine, input, payload, summary: [], texts, onEnd })
  return <ChainOperationDialog title={title} {...dialog} />
}
