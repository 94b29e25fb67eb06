import { lazy, Suspense, useState } from 'react'
import { Button } from '@/design-system'
import type { ChainOperationAccount, chainOperationMachine } from '@/lib/chain-operation/chain-operation.machine'
import type { SessionChain } from '@/lib/session'
import { useI18n } from '../messages'

// The dialog (the design system's chain-operation dialog, @xstate/react, the indexed follow-up) loads when
// asked for, not with the page.
const InvalidateApprovalsRun = lazy(() =>
  import('./InvalidateApprovalsDialog').then((module) => ({ default: module.InvalidateApprovalsRun })),
)

export interface InvalidateApprovalsButtonProps {
  account: ChainOperationAccount
  chain: SessionChain
  /** Replaces the chain side (stories). */
  machine?: typeof chainOperationMachine
}

/** "作废我的全部批准": opens the invalidate dialog; the proposals refresh when it ends. */
export function InvalidateApprovalsButton({ account, chain, machine }: InvalidateApprovalsButtonProps) {
  const { messages } = useI18n()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {messages.multisig.invalidateMine}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <InvalidateApprovalsRun account={account} chain={chain} machine={machine} onClosed={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
