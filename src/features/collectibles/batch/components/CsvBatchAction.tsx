import { lazy, Suspense, useState } from 'react'
import type { BusinessType } from '@/api/primitives'
import { Button, Spinner } from '@/design-system'
import { useConsoleSession } from '@/lib/console-session'
import { useI18n } from '../../messages'
import type { BatchKind } from '../batch-rows'
import type { CsvBatchMachine } from './CsvBatchDialog'

// The batch (machine, CSV parsing, chain reads) loads when the dialog opens, not with the list page.
const CsvBatchDialog = lazy(() => import('./CsvBatchDialog').then((module) => ({ default: module.CsvBatchDialog })))

export interface CsvBatchActionProps {
  businessType: BusinessType
  kind: BatchKind
  /** Replaces the machine (stories and tests provide their own actors). */
  machine?: CsvBatchMachine
  /** Opens the dialog at once (stories). */
  defaultOpen?: boolean
}

/**
 * A button that opens the CSV batch of mints or transfers of the current chain account: upload, the
 * rows checked, invalid ones removed, fee confirmed, progress, a result per row, resume, results file.
 */
export function CsvBatchAction({ businessType, kind, machine, defaultOpen = false }: CsvBatchActionProps) {
  const { messages } = useI18n()
  const session = useConsoleSession()
  const [open, setOpen] = useState(defaultOpen)
  const current = session.status === 'ok' ? session.session : null
  if (!current?.account) return null
  const account = { account: current.account.account, type: current.account.type, role: current.role ?? 0 }
  const t = messages.csvBatch
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {kind === 'mint' ? t.openMint : t.openTransfer}
      </Button>
      {open && (
        <Suspense fallback={<Spinner />}>
          <CsvBatchDialog
            businessType={businessType}
            kind={kind}
            account={account}
            machine={machine}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
