import { lazy, Suspense, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/design-system'
import type {
  ChainOperationAccount,
  ChainOperationOutput,
  chainOperationMachine,
} from '@/lib/chain-operation/chain-operation.machine'
import { refreshWhenIndexed } from '@/lib/chain-operation/indexed-follow-up'
import type { SessionChain } from '@/lib/session'
import { useI18n } from '../messages'
import { invalidateApprovalsMachine, proposalsKey } from '../api/proposals'

// The dialog (the design system's chain-operation dialog, @xstate/react) loads when asked for, not with the page.
const InvalidateApprovalsDialog = lazy(() =>
  import('./InvalidateApprovalsDialog').then((module) => ({ default: module.InvalidateApprovalsDialog })),
)

export interface InvalidateApprovalsButtonProps {
  account: ChainOperationAccount
  chain: SessionChain
  /** Replaces the chain side (stories). */
  machine?: typeof chainOperationMachine
}

/** "作废我的全部批准": opens the dialog; when it ends, the proposals refresh (again once indexed, if late). */
export function InvalidateApprovalsButton({ account, chain, machine }: InvalidateApprovalsButtonProps) {
  const { messages } = useI18n()
  const queryClient = useQueryClient()
  const [running, setRunning] = useState<typeof chainOperationMachine | null>(null)
  const onEnd = (output: ChainOperationOutput) => {
    setRunning(null)
    refreshWhenIndexed(output, () => void queryClient.invalidateQueries({ queryKey: proposalsKey }))
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setRunning(machine ?? invalidateApprovalsMachine(chain))}>
        {messages.multisig.invalidateMine}
      </Button>
      {running && (
        <Suspense fallback={null}>
          <InvalidateApprovalsDialog account={account} machine={running} onEnd={onEnd} />
        </Suspense>
      )}
    </>
  )
}
