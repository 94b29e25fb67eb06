import { useEffect, useRef, type ReactNode } from 'react'
import { Link } from 'react-router'
import { useMachine } from '@xstate/react'
import { Alert, Button, Descriptions, Dialog, ProgressBar, Spinner, Stack } from '@/design-system'
import type {
  ChainOperationInput,
  ChainOperationOutput,
  ChainOperationPayload,
  chainOperationMachine,
  IndexingProgress,
} from '@/lib/chain-operation/chain-operation.machine'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { fillText } from '../date-range'

/** Where a user short of points goes to get more. */
export const RECHARGE_PATH = '/charging/recharge'

const progressValue: Record<IndexingProgress, number> = { notSent: 0, sent: 1, included: 2, indexed: 3 }

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
 * One chain operation in a dialog, driven by the chain-operation machine: checks (points, with the
 * 3 s retry and '积分查询失败，请重试'), the fee preview and confirm, signing and sending, the wait until
 * indexed with its progress, and the outcome. Not enough points stops before signing with the points
 * missing and a link to recharge. The passphrase dialog replaces it while the key is unlocked.
 */
export function ChainOperationDialog({ title, machine, input, payload, summary, onClose }: ChainOperationDialogProps) {
  const { messages } = useI18n()
  const t = messages.billing
  const [state, send] = useMachine(machine, { input, inspect: machineInspector })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'operation.start', payload })
  }, [send, payload])

  const output = state.output
  const cancelled = output?.status === 'cancelled'
  const reported = useRef(false)
  useEffect(() => {
    if (!cancelled || reported.current) return
    reported.current = true
    onClose(output)
  }, [cancelled, output, onClose])
  const close = () => {
    if (output) {
      if (reported.current) return
      reported.current = true
      onClose(output)
    } else send({ type: 'operation.cancel' })
  }

  const { context } = state
  const finished = state.status === 'done'
  const canCancel = !finished && !state.matches('sending') && !state.matches('awaitingIndex')
  const error = context.error ? translateMessage(messages, context.error) : null
  const notice = context.notice ? translateMessage(messages, context.notice) : null
  const stepText = (Object.keys(t.steps) as (keyof typeof t.steps)[]).find((step) => state.matches(step))

  let body: ReactNode
  if (state.matches('pointsRetryWait')) {
    body = <Alert type="error" title={error} description={t.pointsRetrying} />
  } else if (state.matches('confirming')) {
    body = (
      <Descriptions
        columns={1}
        items={[...summary, { key: 'fee', label: t.feePreview, value: context.fee?.points ?? '0' }]}
      />
    )
  } else if (state.matches('sending') || state.matches('awaitingIndex')) {
    body = (
      <Stack gap={3}>
        <ProgressBar label={t.progress} value={progressValue[context.progress]} max={3} showValue={false} />
        <p>{`${t.steps[state.matches('sending') ? 'sending' : 'awaitingIndex']} ${t.progressSteps[context.progress]}`}</p>
      </Stack>
    )
  } else if (state.matches('done')) {
    body = <Alert type="success" title={notice} />
  } else if (state.matches('sentNotIndexed')) {
    body = <Alert type="info" title={notice} />
  } else if (state.matches('failed')) {
    body = (
      <Alert
        type="error"
        title={error}
        description={
          context.pointsShortfall !== null ? fillText(t.shortfall, { points: context.pointsShortfall }) : undefined
        }
        action={
          context.error && 'key' in context.error && context.error.key === 'messages.insufficientPoints' ? (
            <Link to={RECHARGE_PATH}>{t.goRecharge}</Link>
          ) : undefined
        }
      />
    )
  } else {
    body = <Spinner label={stepText ? t.steps[stepText] : t.steps.checkingKey} />
  }

  return (
    <Dialog
      // The passphrase dialog takes the screen while the key is being unlocked.
      open={!state.matches('unlocking') && !cancelled}
      onOpenChange={(open) => {
        if (!open && (finished || canCancel)) close()
      }}
      title={title}
      dismissible={finished || canCancel}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          {finished ? (
            <Button onClick={close}>{t.finish}</Button>
          ) : (
            <>
              <Button disabled={!canCancel} onClick={close}>
                {t.cancel}
              </Button>
              <Button
                variant="primary"
                disabled={!state.matches('confirming')}
                loading={state.hasTag('busy')}
                onClick={() => send({ type: 'operation.confirm' })}
              >
                {t.confirmSign}
              </Button>
            </>
          )}
        </Stack>
      }
    >
      {body}
    </Dialog>
  )
}
