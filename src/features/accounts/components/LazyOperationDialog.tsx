import { lazy, Suspense } from 'react'
import { preloadDialogs } from '@/design-system'
import type * as AccountActions from '../operations/account-actions'
import type * as OperationDialogModule from './OperationDialog'
import type { AccountOperation } from '../operations/account-operation'
import type { OperationDialogProps } from './OperationDialog'

type Actions = typeof AccountActions

/** Loads the operation dialog with the actions it runs; a failed load is tried again on the next call. */
let loading: Promise<[typeof OperationDialogModule, Actions]> | undefined
export function preloadOperationDialog() {
  // The dialog's own Radix part too: it would otherwise start loading only once this has landed.
  void preloadDialogs().catch(() => undefined)
  loading ??= Promise.all([import('./OperationDialog'), import('../operations/account-actions')]).catch(
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

export interface LazyOperationDialogProps extends Omit<OperationDialogProps, 'operation'> {
  /** The operation to run, made from the account actions once they have loaded. */
  operation: (actions: Actions) => AccountOperation
}

// The chain-operation machine, its dialog, the chain's error texts and the audit report (12 KiB gzip) load when
// an operation opens, or when the pointer or focus reaches a button that opens one: not with the page.
const Loaded = lazy(async () => {
  const [{ OperationDialog }, actions] = await preloadOperationDialog()
  return {
    default: function LoadedOperationDialog({ operation, ...props }: LazyOperationDialogProps) {
      return <OperationDialog {...props} operation={operation(actions)} />
    },
  }
})

/** OperationDialog, loaded on first use. */
export function LazyOperationDialog(props: LazyOperationDialogProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  )
}

/** A button's handlers that load the operation dialog ahead of the press. */
export const preloadOnApproach = {
  onPointerEnter: () => void preloadOperationDialog().catch(() => undefined),
  onFocus: () => void preloadOperationDialog().catch(() => undefined),
}
