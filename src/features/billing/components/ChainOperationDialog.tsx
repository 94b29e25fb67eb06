import { useMemo, type ReactNode } from 'react'
import { ChainOperationDialog as OperationDialog } from '@/design-system'
import type {
  ChainOperationInput,
  ChainOperationOutput,
  ChainOperationPayload,
  chainOperationMachine,
} from '@/lib/chain-operation/chain-operation.machine'
import { pointsShortfallFailure } from '@/lib/chain-operation/points-shortfall'
import { useChainOperationDialog, type ChainOperationTexts } from '@/lib/chain-operation/use-chain-operation-dialog'
import { useI18n } from '../messages'

export interface ChainOperationDialogProps {
  title: string
  /** The chain-operation machine with the operation's actors provided. */
  machine: typeof chainOperationMachine
  input: ChainOperationInput
  payload: ChainOperationPayload
  /** What the operation will do, shown with the fee before the user confirms. */
  summary: readonly { key: string; label: ReactNode; value: ReactNode }[]
  /** Called once when the operation ends (done, sent but not indexed, failed or cancelled). */
  onClose: (output: ChainOperationOutput) => void
}

/**
 * One billing chain operation in the shared chain-operation dialog, with the billing texts: the points
 * check (with the 3 s retry and '积分查询失败，请重试'), the fee preview and confirm, signing and sending, the
 * wait until indexed, and the outcome. Not enough points stops before signing with the points missing and
 * a link to recharge. The passphrase dialog replaces it while the key is unlocked.
 */
export function ChainOperationDialog({ title, machine, input, payload, summary, onClose }: ChainOperationDialogProps) {
  const { messages } = useI18n()
  const t = messages.billing
  const texts = useMemo(
    (): ChainOperationTexts => ({
      labels: { cancel: t.cancel, confirm: t.confirmSign, finish: t.finish },
      checking: (step) => t.steps[step === 'idle' ? 'checkingKey' : step],
      pointsRetrying: t.pointsRetrying,
      feeLabel: t.feePreview,
      progressLabel: t.progress,
      progressText: (step, progress) => `${t.steps[step]} ${t.progressSteps[progress]}`,
      failure: (error, pointsShortfall) => pointsShortfallFailure(messages, error, pointsShortfall),
    }),
    [t, messages],
  )
  const dialog = useChainOperationDialog({ machine, input, payload, summary, texts, onEnd: onClose })
  return <OperationDialog title={title} {...dialog} />
}
