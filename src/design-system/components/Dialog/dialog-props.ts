import type { ReactElement, ReactNode } from 'react'
import type { DialogWidth } from '../../internal/dialog-styles'

export interface DialogProps {
  /** Whether the dialog is shown. Controlled when set. */
  open?: boolean
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the dialog asks to open or close (trigger, close button, Escape, outside click). */
  onOpenChange?: (open: boolean) => void
  /** An element that opens the dialog when pressed (rendered as is); focus returns to it on close. */
  trigger?: ReactElement
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode
  /** A short explanation under the title; also its accessible description. */
  description?: ReactNode
  /** The body. */
  children?: ReactNode
  /** Actions at the bottom, usually buttons; wrap a cancel button in `DialogClose` to close. */
  footer?: ReactNode
  /** Width preset, or any CSS width. */
  width?: DialogWidth | (string & {})
  /** Shows the close (×) button in the corner. */
  closable?: boolean
  /** When false, Escape and clicks outside do not close it (the close button and footer still do). */
  dismissible?: boolean
}
