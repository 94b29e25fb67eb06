import type { ReactElement, ReactNode } from 'react'

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. Controlled when set. */
  open?: boolean
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the dialog opens or closes (not while a confirmation is running). */
  onOpenChange?: (open: boolean) => void
  /** An element that opens the dialog when pressed; focus returns to it on close. */
  trigger?: ReactElement
  /** The question, e.g. "确认销毁该藏品？"; also the dialog's accessible name. */
  title: ReactNode
  /** Details of what will happen; also the accessible description. */
  content?: ReactNode
  /** Label of the confirm button; defaults to the locale's "OK". */
  confirmText?: ReactNode
  /** Label of the cancel button; defaults to the locale's "cancel". */
  cancelText?: ReactNode
  /** `danger` paints the confirm button red for destructive actions. */
  variant?: 'default' | 'danger'
  /**
   * The confirmed action. If it returns a promise the confirm button shows a spinner, the dialog stays
   * open and cannot be dismissed until it settles; it closes on success and stays open on rejection
   * (report the error from within onConfirm, e.g. with message.error).
   */
  onConfirm: () => unknown
  /** Called when the user cancels (button, Escape). */
  onCancel?: () => void
}
