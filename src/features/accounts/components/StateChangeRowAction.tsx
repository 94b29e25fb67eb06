import { RowAction } from '@/design-system'
import { preloadOnApproach } from './LazyOperationDialog'
import { useStateChange, type StateChangeProps } from './use-state-change'

/** The account list's 冻结 / 解冻 row action; for an account already in that state it says so, and does nothing. */
export function StateChangeRowAction(props: StateChangeProps) {
  const change = useStateChange(props)
  return (
    <>
      <RowAction
        tone={change.freezing ? 'danger' : 'default'}
        disabledReason={change.refusal}
        aria-label={change.name}
        onClick={change.open}
        {...preloadOnApproach}
      >
        {change.label}
      </RowAction>
      {change.dialog}
    </>
  )
}
