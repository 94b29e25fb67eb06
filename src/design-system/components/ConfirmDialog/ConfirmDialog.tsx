import { DialogLoading, dialogTrigger, useDialogOpen } from '../../internal/dialog-loader'
import type { ConfirmDialogProps } from './confirm-dialog-props'

export type { ConfirmDialogProps } from './confirm-dialog-props'

/**
 * Asks the user to confirm an action (Radix AlertDialog, role=alertdialog). Focus starts on Cancel,
 * so Enter never confirms a destructive action by accident. Radix's code loads with the first open
 * (dialog-loader.tsx).
 */
export function ConfirmDialog({ open, defaultOpen, onOpenChange, trigger, ...body }: ConfirmDialogProps) {
  const { isOpen, setOpen, parts } = useDialogOpen({ open, defaultOpen, onOpenChange })
  return (
    <>
      {trigger && dialogTrigger(trigger, isOpen, () => setOpen(true))}
      {parts ? <parts.ConfirmDialogBody {...body} open={isOpen} onOpenChange={setOpen} /> : isOpen && <DialogLoading />}
    </>
  )
}
