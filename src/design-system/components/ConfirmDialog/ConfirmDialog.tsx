import { useState, type ReactElement, type ReactNode } from 'react'
import { AlertDialog } from 'radix-ui'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import {
  dialogContent,
  dialogDescription,
  dialogFooter,
  dialogOverlay,
  dialogTitle,
  dialogWidths,
} from '../../internal/dialog-styles'
import { useReturnFocus } from '../../internal/use-return-focus'
import { Button } from '../Button'

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

const Overlay = styled(AlertDialog.Overlay)`
  ${dialogOverlay}
`

const Content = styled(AlertDialog.Content)`
  ${dialogContent}
  width: ${dialogWidths.sm};
`

const Title = styled(AlertDialog.Title)`
  ${dialogTitle}
`

const Description = styled(AlertDialog.Description)`
  ${dialogDescription}
  color: ${({ theme }) => theme.colors.text};
`

const Footer = styled.div`
  ${dialogFooter}
`

/**
 * Asks the user to confirm an action (Radix AlertDialog, role=alertdialog). Focus starts on Cancel,
 * so Enter never confirms a destructive action by accident.
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  content,
  confirmText,
  cancelText,
  variant = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const strings = useDesignSystemStrings()
  const [innerOpen, setInnerOpen] = useState(defaultOpen)
  const [confirming, setConfirming] = useState(false)
  const isOpen = open ?? innerOpen
  const returnFocus = useReturnFocus()

  const setOpen = (next: boolean) => {
    if (open === undefined) setInnerOpen(next)
    onOpenChange?.(next)
  }

  const confirm = async () => {
    const result = onConfirm()
    if (!(result instanceof Promise)) {
      setOpen(false)
      return
    }
    setConfirming(true)
    try {
      await result
      setOpen(false)
    } catch {
      // Stay open so the user can retry or cancel; onConfirm reports its own error.
    } finally {
      setConfirming(false)
    }
  }

  return (
    <AlertDialog.Root
      open={isOpen}
      onOpenChange={(next) => {
        if (confirming) return
        if (!next) onCancel?.()
        setOpen(next)
      }}
    >
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <Overlay />
        <Content
          {...(content === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        >
          <Title>{title}</Title>
          {content !== undefined && (
            <Description asChild>
              <div>{content}</div>
            </Description>
          )}
          <Footer>
            <AlertDialog.Cancel asChild>
              <Button disabled={confirming}>{cancelText ?? strings.cancel}</Button>
            </AlertDialog.Cancel>
            <Button
              variant={variant === 'danger' ? 'danger' : 'primary'}
              loading={confirming}
              onClick={() => void confirm()}
            >
              {confirmText ?? strings.confirm}
            </Button>
          </Footer>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
