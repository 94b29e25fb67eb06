import { useState } from 'react'
import { Button } from '@/design-system'
import { fillTemplate } from '@/lib/i18n/fill-template'
import { useI18n } from '../messages'
import { AccountsTab } from './AccountsTab'
import { OperationDialog, type OperationDialogProps } from './OperationDialog'

/**
 * The operation dialog as the accounts screens open it, for its stories: the title and preview the screens
 * give it, in the story's locale.
 */

/** The freeze of `targetAccount` (both levels), as the accounts list opens it. */
export function FreezeDialog({ targetAccount, ...props }: OperationDialogProps & { targetAccount: string }) {
  const { messages } = useI18n()
  const t = messages.accounts
  const levels = [t.operatorLevel, t.platformLevel].join(messages.punctuation.listSeparator)
  return (
    <OperationDialog
      {...props}
      title={fillTemplate(t.freezeTitle, { account: targetAccount })}
      preview={<p>{fillTemplate(t.stateWillChange, { count: 2, levels })}</p>}
    />
  )
}

/** The accounts list and, opened from a button, the creation of `targetAccount` (the dialog closes when it ends). */
export function ListWithOperation({ targetAccount, ...props }: OperationDialogProps & { targetAccount: string }) {
  const [open, setOpen] = useState(false)
  const t = useI18n().messages.accounts
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t.createAccount}</Button>
      <AccountsTab acting={null} />
      {open && (
        <OperationDialog
          {...props}
          title={t.createAccount}
          preview={<p>{fillTemplate(t.approveCreateHint, { account: targetAccount })}</p>}
          onFinished={(output) => {
            setOpen(false)
            props.onFinished(output)
          }}
        />
      )}
    </>
  )
}
