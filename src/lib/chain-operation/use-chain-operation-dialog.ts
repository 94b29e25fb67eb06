import { useEffect, useRef, type ReactNode } from 'react'
import { useMachine } from '@xstate/react'
import { useI18n } from '@/lib/i18n'
import { translateMessage, type UiMessage } from '@/lib/i18n/message-ref'
import { machineInspector } from '@/lib/machine-replay/inspect'
import type {
  ChainOperationInput,
  ChainOperationOutput,
  ChainOperationPayload,
  chainOperationMachine,
  IndexingProgress,
} from './chain-operation.machine'

/** One summary line shown with the fee (a `Descriptions` item). */
export interface SummaryItem {
  key: string
  label: ReactNode
  value: ReactNode
}

/**
 * The step to show, in the shape of the design system's `ChainOperationDialog` `view` (lib may not import
 * the design system: the two meet in the feature's wrapper, where TypeScript checks they fit).
 */
export type ChainOperationView =
  | { step: 'passphrase' }
  | { step: 'checking'; label: string }
  | { step: 'pointsRetry'; message: ReactNode; hint: ReactNode }
  | {
      step: 'confirm'
      summary: readonly SummaryItem[]
      details?: ReactNode
      fee: { label: ReactNode; points: string; rule?: string; count?: number; line?: ReactNode }
    }
  | { step: 'progress'; label: string; value: number; max: number; text: ReactNode }
  | { step: 'done'; tone: 'success' | 'info'; message: ReactNode; link?: ReactNode }
  | { step: 'failed'; message: ReactNode; description?: ReactNode; action?: ReactNode }

export interface ChainOperationLabels {
  cancel: string
  confirm: string
  finish: string
  retry?: string
}

/** The dialog's props but its title. */
export interface ChainOperationDialogState {
  open: boolean
  view: ChainOperationView
  labels: ChainOperationLabels
  finished: boolean
  canCancel: boolean
  busy: boolean
  onCancel: () => void
  onConfirm: () => void
  onFinish: () => void
}

/** The steps before the fee preview, each with its own progress text. */
export type CheckingStep = 'idle' | 'checkingKey' | 'checkingPoints' | 'estimatingFee'

/** What a feature says at each step (its own catalogue section); the hook supplies the rest. */
export interface ChainOperationTexts {
  labels: ChainOperationLabels
  checking: (step: CheckingStep) => string
  pointsRetrying: ReactNode
  feeLabel: ReactNode
  progressLabel: string
  progressText: (step: 'sending' | 'awaitingIndex', progress: IndexingProgress) => ReactNode
  /** What the operation will change, above the fee (or give `summary` lines). */
  details?: ReactNode
  /** The fee as the feature's sentence instead of a summary row. */
  feeLine?: (points: string) => ReactNode
  /** The success title, when the feature words it its own way (default: the machine's notice). */
  done?: ReactNode
  /** The sent transaction, shown with the outcome (its id, the deal link). */
  transaction?: (transactionId: string) => ReactNode
  /** More about a failure: the points missing, a way out. */
  failure?: (error: UiMessage | null, pointsShortfall: string | null) => { description?: ReactNode; action?: ReactNode }
}

export interface ChainOperationDialogOptions {
  /** The chain-operation machine with the operation's actors provided. */
  machine: typeof chainOperationMachine
  input: ChainOperationInput
  payload: ChainOperationPayload
  /** What the operation will do, shown with the fee before the user confirms. */
  summary: readonly SummaryItem[]
  texts: ChainOperationTexts
  /** Called once when the operation ends: at once when cancelled, else when the user closes the outcome. */
  onEnd: (output: ChainOperationOutput) => void
}

const progressValue: Record<IndexingProgress, number> = { notSent: 0, sent: 1, included: 2, indexed: 3 }
const checkingSteps: readonly CheckingStep[] = ['idle', 'checkingKey', 'checkingPoints', 'estimatingFee']

/**
 * Runs one chain operation from mount (the machine starts with the payload) and maps its state to the
 * design system's `ChainOperationDialog` props: the step to show, what may be pressed, and the handlers.
 */
export function useChainOperationDialog(options: ChainOperationDialogOptions): ChainOperationDialogState {
  const { machine, input, payload, summary, texts, onEnd } = options
  const { messages } = useI18n()
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
    onEnd(output)
  }, [cancelled, output, onEnd])
  const finish = () => {
    if (!output || reported.current) return
    reported.current = true
    onEnd(output)
  }
  const cancel = () => send({ type: 'operation.cancel' })

  const { context } = state
  const finished = state.status === 'done'
  const sending = state.matches('sending') || state.matches('awaitingIndex')
  const error = context.error ? translateMessage(messages, context.error) : null
  const notice = context.notice ? translateMessage(messages, context.notice) : null

  let view: ChainOperationView
  if (state.matches('unlocking')) view = { step: 'passphrase' }
  else if (state.matches('pointsRetryWait')) view = { step: 'pointsRetry', message: error, hint: texts.pointsRetrying }
  else if (state.matches('confirming')) {
    const fee = context.fee ?? { points: '0' }
    view = {
      step: 'confirm',
      summary,
      details: texts.details,
      fee: { label: texts.feeLabel, ...fee, ...(texts.feeLine ? { line: texts.feeLine(fee.points) } : {}) },
    }
  } else if (sending) {
    const step = state.matches('sending') ? 'sending' : 'awaitingIndex'
    view = {
      step: 'progress',
      label: texts.progressLabel,
      value: progressValue[context.progress],
      max: 3,
      text: texts.progressText(step, context.progress),
    }
  } else if (state.matches('done') || state.matches('sentNotIndexed')) {
    const indexed = state.matches('done')
    view = {
      step: 'done',
      tone: indexed ? 'success' : 'info',
      message: indexed ? (texts.done ?? notice) : notice,
      link: context.transactionId !== null ? texts.transaction?.(context.transactionId) : undefined,
    }
  } else if (state.matches('failed'))
    view = {
      step: 'failed',
      message: error ?? messages.chainErrors.unknown,
      ...texts.failure?.(context.error, context.pointsShortfall),
    }
  else
    view = {
      step: 'checking',
      label: texts.checking(checkingSteps.find((step) => state.matches(step)) ?? 'checkingKey'),
    }

  return {
    open: !cancelled,
    view,
    labels: texts.labels,
    finished,
    canCancel: !finished && !sending,
    busy: state.hasTag('busy'),
    onCancel: cancel,
    onConfirm: () => send({ type: 'operation.confirm' }),
    onFinish: finish,
  }
}
