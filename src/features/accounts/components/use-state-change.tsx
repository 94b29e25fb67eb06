import { fillTemplate } from '@/lib/i18n/fill-template'
import { useState, type ReactNode } from 'react'
import type { ManagedAccount } from '@/api/permission'
import { ActiveState, Role } from '@/api/primitives'
import { useI18n } from '../messages'
import type { ActingAccount } from '../acting-account'
import { plannedStateChanges } from '../operations/planned-state-changes'
import { LazyOperationDialog } from './LazyOperationDialog'

export interface StateChangeProps {
  account: Pick<ManagedAccount, 'account' | 'operator_state' | 'platform_state'>
  acting: ActingAccount
  state: ActiveState
}

export interface StateChange {
  freezing: boolean
  /** 冻结 or 解冻. */
  label: string
  /** The action's accessible name: the label and the account. */
  name: string
  /** Why nothing can be done: the account is already in the wanted state. */
  refusal: string | undefined
  open: () => void
  /** The operation's dialog while it is open. */
  dialog: ReactNode
}

/**
 * Freeze or unfreeze (spec §4): what will be sent is previewed per level before the user confirms; an
 * account already in the wanted state offers nothing. Roles other than 1 and 2 are refused by the machine
 * ('仅运营方或平台方可进行此操作'). Shared by the detail page's button and the list's row action.
 */
export function useStateChange({ account, acting, state }: StateChangeProps): StateChange {
  const { messages } = useI18n()
  const t = messages.accounts
  const [isOpen, setOpen] = useState(false)
  const freezing = state === ActiveState.Frozen
  // A visitor's plan is made as an operator's would be: the machine refuses it before anything is signed.
  const planned = plannedStateChanges(account, acting.role ?? Role.Operator, acting.account.account, state)
  const label = freezing ? t.freeze : t.unfreeze
  const levels = planned.map((change) => (change.change_platform_state ? t.platformLevel : t.operatorLevel))
  return {
    freezing,
    label,
    name: `${label} ${account.account}`,
    refusal: planned.length === 0 ? t.alreadyInState : undefined,
    open: () => setOpen(true),
    dialog: isOpen && (
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
    ),
  }
}
