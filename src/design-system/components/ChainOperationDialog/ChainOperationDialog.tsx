import type { ReactNode } from 'react'
import { Alert } from '../Alert'
import { Button } from '../Button'
import { Descriptions, type DescriptionsItem } from '../Descriptions'
import { Dialog } from '../Dialog'
import { ProgressBar } from '../ProgressBar'
import { Spinner } from '../Spinner'
import { Stack } from '../Stack'

/** The fee before signing: points in total, and the fee rule × how many times it is charged when known. */
export interface ChainOperationFee {
  label: ReactNode
  points: string
  rule?: string
  count?: number
  /** The fee as a sentence, shown instead of the summary's fee row. */
  line?: ReactNode
}

/**
 * What a chain operation shows at each step (the chain-operation machine's states, mapped by its hook):
 * `passphrase` leaves the screen to the passphrase dialog; the others are this dialog's body.
 */
export type ChainOperationStep =
  | { step: 'passphrase' }
  | { step: 'checking'; label: string }
  | { step: 'pointsRetry'; message: ReactNode; hint: ReactNode }
  | { step: 'confirm'; summary: readonly DescriptionsItem[]; details?: ReactNode; fee: ChainOperationFee }
  | { step: 'progress'; label: string; value: number; max: number; text: ReactNode }
  | { step: 'done'; tone: 'success' | 'info'; message: ReactNode; link?: ReactNode }
  | { step: 'failed'; message: ReactNode; description?: ReactNode; action?: ReactNode }

export interface ChainOperationDialogLabels {
  cancel: string
  confirm: string
  finish: string
  /** Shown with `onRetry` after a failure. */
  retry?: string
}

export interface ChainOperationDialogProps {
  title: ReactNode
  /** False once the operation is cancelled (the caller unmounts it). */
  open?: boolean
  view: ChainOperationStep
  labels: ChainOperationDialogLabels
  /** The operation has ended: the footer offers Finish (and Retry after a failure when `onRetry` is given). */
  finished: boolean
  /** Cancel is possible until the transaction is sent. */
  canCancel: boolean
  /** A step is running (the confirm button shows it). */
  busy?: boolean
  onCancel: () => void
  onConfirm: () => void
  onFinish: () => void
  onRetry?: () => void
}

function feeText(fee: ChainOperationFee): string {
  return fee.rule !== undefined && fee.count !== undefined ? `${fee.rule} × ${fee.count} = ${fee.points}` : fee.points
}

function Body({ view }: { view: ChainOperationStep }) {
  switch (view.step) {
    case 'passphrase':
      return null
    case 'checking':
      return <Spinner label={view.label} />
    case 'pointsRetry':
      return <Alert type="error" title={view.message} description={view.hint} />
    case 'confirm':
      if (view.fee.line !== undefined)
        return (
          <Stack gap={3}>
            {view.details}
            {view.summary.length > 0 && <Descriptions columns={1} items={[...view.summary]} />}
            <p>{view.fee.line}</p>
          </Stack>
        )
      return (
        <Stack gap={3}>
          {view.details}
          <Descriptions
            columns={1}
            items={[...view.summary, { key: 'fee', label: view.fee.label, value: feeText(view.fee) }]}
          />
        </Stack>
      )
    case 'progress':
      return (
        <Stack gap={3}>
          <ProgressBar label={view.label} value={view.value} max={view.max} showValue={false} />
          <p>{view.text}</p>
        </Stack>
      )
    case 'done':
      return (
        <Stack gap={3}>
          <Alert type={view.tone} title={view.message} />
          {view.link}
        </Stack>
      )
    case 'failed':
      return <Alert type="error" title={view.message} description={view.description} action={view.action} />
  }
}

/**
 * One chain operation in a dialog: checks, the passphrase (another dialog takes the screen), the fee
 * preview and confirm, progress until indexed, and the outcome with the deal link or the failure and a
 * retry. Presentational only: the chain-operation hook (`@/lib/chain-operation`) gives it its props.
 */
export function ChainOperationDialog(props: ChainOperationDialogProps) {
  const { title, view, labels, finished, canCancel, busy = false, onCancel, onConfirm, onFinish, onRetry } = props
  const open = (props.open ?? true) && view.step !== 'passphrase'
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) return
        if (finished) onFinish()
        else if (canCancel) onCancel()
      }}
      title={title}
      dismissible={finished || canCancel}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          {finished ? (
            <>
              {view.step === 'failed' && onRetry && labels.retry && <Button onClick={onRetry}>{labels.retry}</Button>}
              <Button onClick={onFinish}>{labels.finish}</Button>
            </>
          ) : (
            <>
              <Button disabled={!canCancel} onClick={onCancel}>
                {labels.cancel}
              </Button>
              <Button variant="primary" disabled={view.step !== 'confirm'} loading={busy} onClick={onConfirm}>
                {labels.confirm}
              </Button>
            </>
          )}
        </Stack>
      }
    >
      <Body view={view} />
    </Dialog>
  )
}
