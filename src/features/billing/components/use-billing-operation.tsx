import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ChainOperationOutput } from '@/lib/chain-operation/chain-operation.machine'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../messages'
import { billingOperationInput, billingPayload, type BillingOperation } from '../api/billing-operations'
import { useBillingMachineFactory } from './billing-operation-environment'
import type { ChainOperationDialogProps } from './ChainOperationDialog'

// Fetched when an operation starts: the billing forms' first load carries no dialog, progress or fee preview.
const ChainOperationDialog = lazy(() =>
  import('./ChainOperationDialog').then((module) => ({ default: module.ChainOperationDialog })),
)

export interface RunningOperation {
  operation: BillingOperation
  summary: ChainOperationDialogProps['summary']
  onFinished?: (output: ChainOperationOutput) => void
}

type DialogSetup = Omit<ChainOperationDialogProps, 'onClose'> & {
  id: number
  onFinished?: RunningOperation['onFinished']
}

/**
 * Runs billing chain operations from a screen: `run(...)` opens the operation's dialog; once the chain has
 * it, every query is refetched — records, balances and the fee rules every fee preview reads.
 */
export function useBillingOperation(): { run: (next: RunningOperation) => void; dialog: ReactNode } {
  const { messages } = useI18n()
  const session = useConsoleSession()
  const queryClient = useQueryClient()
  const [setup, setSetup] = useState<DialogSetup | null>(null)
  const counter = useRef(0)
  const machineFor = useBillingMachineFactory()

  const live = session.status === 'ok' ? session.session : null
  const run = useCallback(
    (next: RunningOperation) => {
      if (!live?.account || !live.chain) return
      counter.current += 1
      setSetup({
        id: counter.current,
        title: messages.billing.operation[next.operation.kind],
        machine: machineFor(live.chain, next.operation),
        input: billingOperationInput(next.operation, live.account, live.role),
        payload: billingPayload(next.operation),
        summary: next.summary,
        ...(next.onFinished ? { onFinished: next.onFinished } : {}),
      })
    },
    [live, messages, machineFor],
  )
  const onClose = useCallback(
    (output: ChainOperationOutput) => {
      if (output.status === 'done' || output.status === 'sentNotIndexed') void queryClient.invalidateQueries()
      setup?.onFinished?.(output)
      setSetup(null)
    },
    [queryClient, setup],
  )

  const dialog = setup ? (
    <Suspense fallback={null}>
      <ChainOperationDialog
        key={setup.id}
        title={setup.title}
        machine={setup.machine}
        input={setup.input}
        payload={setup.payload}
        summary={setup.summary}
        onClose={onClose}
      />
    </Suspense>
  ) : null
  return { run, dialog }
}
