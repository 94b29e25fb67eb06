import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState } from 'react'
import type { ManagedAccount } from '@/api/permission'
import { ActiveState, Role } from '@/api/primitives'
import { Button, RowAction } from '@/design-system'
import { useI18n } from '../messages'
import type { ActingAccount } from '../acting-account'
import { plannedStateChanges } from '../operations/planned-state-changes'
import { LazyOperationDialog, preloadOnApproach } from './LazyOperationDialog'

export interface StateChangeButtonProps {
  account: Pick<ManagedAccount, 'account' | 'operator_state' | 'platform_state'>
  acting: ActingAccount
  state: ActiveState
  /** In a table's actions column: a RowAction (the danger tone for 冻结) instead of a button. */
  inRow?: boolean
}

/**
 * Freeze or unfreeze (spec §4): what will be sent is previewed per level before the user confirms; an
 * account already in the wanted state offers nothing, and says so. Roles other than 1 and 2 are refused by the
 * machine ('仅运营方或平台方可进行此操作').
 */
export function StateChangeButton({ account, acting, state, inRow = false }: StateChangeButtonProps) {
  const { messages } = useI18n()
  const t = messages.accounts
  const [open, setOpen] = useState(false)
  const freezing = state === ActiveState.Frozen
  // A visitor's plan is made as an operator's would be: the machine refuses it before anything is signed.
  const planned = plannedStateChanges(account, acting.role ?? Role.Operator, acting.account.account, state)
  const label = freezing ? t.freeze : t.unfreeze
  const levels = planned.map((change) => (change.change_platform_state ? t.platformLevel : t.operatorLevel))
  const refusal = planned.length === 0 ? t.alreadyInState : undefined
  const props = { 'aria-label': `${label} ${account.account}`, onClick: () => setOpen(true), ...preloadOnApproach }
  return (
    <>
      {inRow ? (
        <RowAction tone={freezing ? 'danger' : 'default'} disabledReason={refusal} {...props}>
          {label}
        </RowAction>
      ) : (
        <Button
          size="sm"
          variant={freezing ? 'danger' : 'secondary'}
          disabled={refusal !== undefined}
          title={refusal}
          {...props}
        >
          {label}
        </Button>
      )}
      {open && (
        <LazyOperationDialog
          operation={(actions) => actions.changeAccountState(account, acting.role ?? Role.Operator, state)}
          account={acting.account}
          chainTarget={acting.chainTarget}
          title={fillTemplate(freezing ? t.freezeTitle : t.unfreezeTitle, { account: account.account })}
          preview={
            <p>
              {fillTemplate(t.stateWillChange, {
                count: planned.length,
                levels: levels.join(messages.punctuation.listSeparator),
              })}
            </p>
          }
          onFinished={() => {
            setOpen(false)
          }}
        />
      )}
    </>
  )
}
