import { useEffect, useMemo, useRef, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import { Alert, Button, Dialog, Descriptions, ProgressBar, Spinner, Stack } from '@/design-system'
import type { ChainOperationAccount, ChainOperationOutput } from '@/lib/chain-operation/chain-operation.machine'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { machineInspector } from '@/lib/machine-replay/inspect'
import type { ChainTarget } from '../api/chain-target'
import { fill } from '../format'
import { accountOperationMachine, operationInput, type AccountOperation } from '../operations/account-operation'

export interface OperationDialogProps {
  operation: AccountOperation
  /** The acting chain account and role, from the session. */
  account: ChainOperationAccount
  chainTarget: () => Promise<ChainTarget>
  title: string
  /** What will change, shown before the user confirms. */
  preview: ReactNode
  /** Called once when the operation ends (done, sent but not indexed, failed, cancelled). */
  onFinished: (output: ChainOperationOutput) => void
  /** Replaces the machine (stories drive it with their own actors). */
  machine?: ReturnType<typeof accountOperationMachine>
}

const PROGRESS: Record<string, number> = { sending: 30, awaitingIndex: 70, done: 100 }

/** Runs one account operation from mount: the checks, the confirmation with its preview, the progress, the outcome. */
export function OperationDialog(props: OperationDialogProps) {
  const { operation, account, chainTarget, title, preview, onFinished } = props
  const { messages } = useI18n()
  const t = messages.accounts
  const machine = useMemo(
    () => props.machine ?? accountOperationMachine(operation, chainTarget),
    // One machine per dialog: the operation does not change while it is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  )
  const [state, send] = useMachine(machine, { input: operationInput(operation, account), inspect: machineInspector })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'operation.start', payload: { target: operation.target } })
  }, [send, operation.target])

  const output = state.output
  const finishedWith = useRef<ChainOperationOutput | null>(null)
  const close = () => {
    if (output && !finishedWith.current) {
      finishedWith.current = output
      onFinished(output)
    }
  }
  // Cancelled operations close at once; the others stay to show their outcome.
  useEffect(() => {
    if (output?.status === 'cancelled' && !finishedWith.current) {
      finishedWith.current = output
      onFinished(output)
    }
  }, [output, onFinished])

  const value = state.value as string
  // The passphrase dialog is its own modal: this one waits behind it, closed.
  if (value === 'unlocking' || output?.status === 'cancelled') return null
  const context = state.context
  const sendingOrWaiting = value === 'sending' || value === 'awaitingIndex'
  const checking = !output && !sendingOrWaiting && value !== 'confirming'

  const body = (() => {
    if (checking)
      return (
        <Stack direction="horizontal" gap={2} align="center">
          <Spinner size="sm" />
          <span>{t.progressChecking}</span>
        </Stack>
      )
    if (value === 'confirming')
      return (
        <Stack gap={3}>
          {preview}
          <p>{fill(t.operationFee, { points: context.fee?.points ?? '0' })}</p>
        </Stack>
      )
    if (sendingOrWaiting)
      return (
        <Stack gap={3}>
          <ProgressBar value={PROGRESS[value] ?? 0} label={title} />
          <p role="status">
            {value === 'sending'
              ? t.progressSending
              : context.progress === 'included'
                ? t.progressIncluded
                : t.progressSent}
          </p>
        </Stack>
      )
    const txItems = context.transactionId
      ? [{ key: 'tx', label: t.txId, value: <code>{context.transactionId}</code> }]
      : []
    if (output?.status === 'done')
      return (
        <Stack gap={3}>
          <Alert type="success" title={t.operationDone} />
          <Descriptions columns={1} items={txItems} />
        </Stack>
      )
    if (output?.status === 'sentNotIndexed')
      return (
        <Stack gap={3}>
          <Alert type="warning" title={messages.messages.sentNotIndexed} />
          <Descriptions columns={1} items={txItems} />
        </Stack>
      )
    return (
      <Stack gap={3}>
        <Alert
          type="error"
          title={context.error ? translateMessage(messages, context.error) : messages.chainErrors.unknown}
        />
        {txItems.length > 0 && <Descriptions columns={1} items={txItems} />}
      </Stack>
    )
  })()

  return (
    <Dialog
      open
      title={title}
      dismissible={!sendingOrWaiting}
      closable={!sendingOrWaiting}
      onOpenChange={(open) => {
        if (open) return
        if (output) close()
        else if (!sendingOrWaiting) send({ type: 'operation.cancel' })
      }}
      footer={
        <Stack direction="horizontal" gap={2} justify="end">
          {value === 'confirming' ? (
            <>
              <Button onClick={() => send({ type: 'operation.cancel' })}>{t.cancel}</Button>
              <Button variant="primary" onClick={() => send({ type: 'operation.confirm' })}>
                {t.confirm}
              </Button>
            </>
          ) : output ? (
            <Button variant="primary" onClick={close}>
              {t.close}
            </Button>
          ) : checking ? (
            <Button onClick={() => send({ type: 'operation.cancel' })}>{t.cancel}</Button>
          ) : null}
        </Stack>
      }
    >
      {body}
    </Dialog>
  )
}
