import { fillTemplate } from '@/lib/i18n/fill-template'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@/lib/navigation/Link'
import { useMachine } from '@xstate/react'
import { useQueryClient } from '@tanstack/react-query'
import type { AccountType } from '@/api/primitives'
import { Alert, Button, ProgressBar, Spinner, Stack } from '@/design-system'
import { useI18n } from '../messages'
import { translateMessage } from '@/lib/i18n/message-ref'
import { machineInspector } from '@/lib/machine-replay/inspect'
import { refreshWhenIndexed, useIndexedFollowUp } from '@/lib/chain-operation/indexed-follow-up'
import { pointsShortfallFailure } from '@/lib/chain-operation/points-shortfall'
import { collectiblesQueryRoot } from '../query-keys'
import { dealPageHref } from './deal-link'
import { useOperationEnvironment } from './operation-environment'
import { collectibleOperationMachine, historyIdOf, payloadOf } from './operation-machine'
import { contractActionOf, type OperationRequest } from './operation-request'

export interface OperationRunProps {
  request: OperationRequest
  account: { account: string; type: AccountType; role: number }
  /** Closes the dialog (after cancel, or the user's Close at the end). */
  onClose: () => void
  /** Called once the operation reached an end: indexed, sent-not-indexed, failed or cancelled. */
  onSettled?: (status: 'done' | 'sentNotIndexed' | 'failed' | 'cancelled') => void
}

/**
 * One collectible operation from submit to indexed, through the chain-operation machine: checks (custodial,
 * key, points, on-chain refusals), the fee preview, confirm, signing, sending, and progress until indexed;
 * then the collectibles' queries refresh and the result links to the deal page.
 */
export function OperationRun({ request, account, onClose, onSettled }: OperationRunProps) {
  const { messages } = useI18n()
  const text = messages.collectibleOperations
  const environment = useOperationEnvironment()
  const queryClient = useQueryClient()
  const machine = useMemo(
    () => collectibleOperationMachine(environment.gateway, environment.actors),
    [environment.gateway, environment.actors],
  )
  const method = contractActionOf(request)
  const [state, send] = useMachine(machine, {
    input: { operation: method, method, businessType: request.businessType, account },
    inspect: machineInspector,
  })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    send({ type: 'operation.start', payload: payloadOf(request) })
  }, [send, request])

  const { context } = state
  const followedUp = useIndexedFollowUp(context.transactionId, state.matches('sentNotIndexed'))
  const indexed = state.matches('done') || followedUp

  const [historyId, setHistoryId] = useState<string | null>(null)
  useEffect(() => {
    if (!indexed || context.transactionId === null) return
    let current = true
    historyIdOf(context.transactionId)
      .then((id) => {
        if (current) setHistoryId(id)
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [indexed, context.transactionId])

  // Lists and details show the result without a reload, once the user has seen it here: refreshing at once
  // would unmount this dialog with the page part that mounted it (a transferred or burnt holding disappears).
  // Left before the indexer had the transaction, they refresh again once it has (the shared follow-up).
  const sentOnLeave = useRef<{ transactionId: string | null; indexed: boolean }>({
    transactionId: null,
    indexed: false,
  })
  useEffect(() => {
    sentOnLeave.current = { transactionId: context.transactionId, indexed }
  }, [context.transactionId, indexed])
  useEffect(
    () => () => {
      const { transactionId, indexed: indexedOnLeave } = sentOnLeave.current
      if (transactionId === null) return
      // In the next task: the page's own effects of the closing come first (a details page whose holding was
      // transferred or burnt stops reading it; refreshed now, the gone holding would answer 404 and its toast).
      refreshWhenIndexed({ transactionId, status: indexedOnLeave ? 'done' : 'sentNotIndexed' }, () => {
        setTimeout(() => void queryClient.invalidateQueries({ queryKey: collectiblesQueryRoot }))
      })
    },
    [queryClient],
  )

  const settled = useRef(false)
  useEffect(() => {
    if (state.status !== 'done' || settled.current || !context.status) return
    settled.current = true
    onSettled?.(context.status)
    if (context.status === 'cancelled') onClose()
  }, [state.status, context.status, onSettled, onClose])

  const cancel = () => send({ type: 'operation.cancel' })
  const cancelButton = (
    <Button onClick={cancel} disabled={state.matches('sending') || state.matches('awaitingIndex')}>
      {text.cancel}
    </Button>
  )
  const closeButton = (
    <Button variant="primary" onClick={onClose} autoFocus>
      {text.close}
    </Button>
  )
  const error = context.error ? translateMessage(messages, context.error) : null

  if (
    state.matches('idle') ||
    state.matches('checkingKey') ||
    state.matches('checkingPoints') ||
    state.matches('estimatingFee')
  )
    return (
      <Stack gap={3}>
        <Stack direction="horizontal" gap={2} align="center">
          <Spinner size="sm" decorative />
          <span role="status">{text.checking}</span>
        </Stack>
        <Stack direction="horizontal" justify="end">
          {cancelButton}
        </Stack>
      </Stack>
    )

  if (state.matches('unlocking'))
    return (
      <Stack gap={3}>
        <Alert type="info" title={text.passphraseNeeded} />
        <Stack direction="horizontal" justify="end">
          {cancelButton}
        </Stack>
      </Stack>
    )

  if (state.matches('pointsRetryWait'))
    return (
      <Stack gap={3}>
        <Alert type="warning" title={error ?? text.checking} />
        <Stack direction="horizontal" justify="end">
          {cancelButton}
        </Stack>
      </Stack>
    )

  if (state.matches('confirming')) {
    const fee = context.fee
    const line =
      fee?.rule !== undefined && fee.count !== undefined
        ? fillTemplate(text.feeLine, { rule: fee.rule, count: String(fee.count), total: fee.points })
        : fillTemplate(text.feeLine, { rule: fee?.points ?? '0', count: '1', total: fee?.points ?? '0' })
    return (
      <Stack gap={3}>
        {context.notice && <Alert type="success" title={translateMessage(messages, context.notice)} />}
        <section aria-label={text.feeTitle}>
          <Stack gap={1}>
            <strong>{text.feeTitle}</strong>
            <span data-testid="fee-line">{line}</span>
            <small>{text.feeHint}</small>
          </Stack>
        </section>
        <Stack direction="horizontal" gap={2} justify="end">
          {cancelButton}
          <Button variant="primary" onClick={() => send({ type: 'operation.confirm' })} autoFocus>
            {text.confirm}
          </Button>
        </Stack>
      </Stack>
    )
  }

  if (state.matches('sending') || state.matches('awaitingIndex')) {
    const step = state.matches('sending') ? 0 : context.progress === 'included' ? 2 : 1
    const label = [text.sending, text.progressSent, text.progressIncluded][step] ?? text.sending
    return (
      <Stack gap={3}>
        <ProgressBar value={step + 1} max={4} label={text.progressLabel} />
        <span role="status">{label}</span>
      </Stack>
    )
  }

  const transaction = context.transactionId && (
    <Stack gap={1}>
      <span>{text.txHash}</span>
      <code>{context.transactionId}</code>
    </Stack>
  )

  if (indexed)
    return (
      <Stack gap={3}>
        <ProgressBar value={4} max={4} label={text.progressLabel} tone="success" />
        <Alert
          type="success"
          title={translateMessage(messages, { key: 'chainErrors.success' })}
          description={text.progressIndexed}
        />
        {transaction}
        {historyId !== null && (
          <Link to={dealPageHref(historyId, request.businessType)} onClick={onClose}>
            {text.viewDeal}
          </Link>
        )}
        <Stack direction="horizontal" justify="end">
          {closeButton}
        </Stack>
      </Stack>
    )

  if (state.matches('sentNotIndexed'))
    return (
      <Stack gap={3}>
        <ProgressBar value={null} label={text.progressLabel} />
        <Alert type="warning" title={context.notice ? translateMessage(messages, context.notice) : text.progressSent} />
        {transaction}
        <Stack direction="horizontal" justify="end">
          {closeButton}
        </Stack>
      </Stack>
    )

  // Not enough points stopped it before signing: the points missing and the way to recharge, as every
  // chain-operation dialog says it.
  const shortfall = pointsShortfallFailure(messages, context.error, context.pointsShortfall)
  if (shortfall.action !== undefined)
    return (
      <Stack gap={3}>
        <Alert
          type="error"
          title={error ?? text.failed}
          description={shortfall.description}
          action={shortfall.action}
        />
        <Stack direction="horizontal" justify="end">
          {closeButton}
        </Stack>
      </Stack>
    )

  return (
    <Stack gap={3}>
      <Alert type="error" title={text.failed} description={error ?? undefined} />
      <Stack direction="horizontal" justify="end">
        {closeButton}
      </Stack>
    </Stack>
  )
}
