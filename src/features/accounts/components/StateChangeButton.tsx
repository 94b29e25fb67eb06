import { Button } from '@/design-system'
import { preloadOnApproach } from './LazyOperationDialog'
import { useStateChange, type StateChangeProps } from './use-state-change'

export type StateChangeButtonProps = StateChangeProps

/** The detail page's 冻结 / 解冻 button; an account already in that state gets it disabled with the reason. */
export function StateChangeButton(props: StateChangeButtonProps) {
  const change = useStateChange(props)
  return (
    <>
      <Button
        size="sm"
        variant={change.freezing ? 'danger' : 'secondary'}
        disabled={change.refusal !== undefined}
        title={change.refusal}
        aria-label={change.name}
        onClick={change.open}
        {...preloadOnApproach}
      >
        {change.label}
      </Button>
      {change.dialog}
    </>
  )
}
