import { cloneElement, useContext, type MouseEvent, type ReactElement } from 'react'
import { DialogCloseContext } from '../../internal/dialog-close-context'
import { DialogLoading, dialogTrigger, useDialogOpen } from '../../internal/dialog-loader'
import type { DialogProps } from './dialog-props'

export type { DialogProps } from './dialog-props'

export interface DialogCloseProps {
  /** The element, usually a Button; rendered as is. */
  children: ReactElement
}

/** Closes the surrounding Dialog when its child is pressed. */
export function DialogClose({ children }: DialogCloseProps) {
  const close = useContext(DialogCloseContext)
  const own = children.props as { onClick?: (event: MouseEvent<HTMLElement>) => void }
  return cloneElement(children as ReactElement<typeof own>, {
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event)
      if (!event.defaultPrevented) close?.()
    },
  })
}

/**
 * A modal dialog (Radix Dialog): focus moves in and is trapped, Escape closes it, and focus returns
 * to the element that opened it. Radix's code loads with the first open (dialog-loader.tsx).
 */
export function Dialog({ open, defaultOpen, onOpenChange, trigger, ...body }: DialogProps) {
  const { isOpen, setOpen, parts } = useDialogOpen({ open, defaultOpen, onOpenChange })
  return (
    <>
      {trigger && dialogTrigger(trigger, isOpen, () => setOpen(true))}
      {parts ? <parts.DialogBody {...body} open={isOpen} onOpenChange={setOpen} /> : isOpen && <DialogLoading />}
    </>
  )
}
