import { useState } from 'react'
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
import type { ConfirmDialogProps } from './confirm-dialog-props'

type ConfirmDialogBodyProps = Omit<ConfirmDialogProps, 'defaultOpen' | 'trigger' | 'open' | 'onOpenChange'> & {
  open: boolean
  onOpenChange: (open: boolean) => void
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

/** The ConfirmDialog's Radix part, open while `open`: loaded when a dialog first opens (ConfirmDialog.tsx). */
export function ConfirmDialogBody({
  open,
  onOpenChange: setOpen,
  title,
  content,
  confirmText,
  cancelText,
  variant = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogBodyProps) {
  const strings = useDesignSystemStrings()
  const [confirming, setConfirming] = useState(false)
  const returnFocus = useReturnFocus()

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
      open={open}
      onOpenChange={(next) => {
        if (confirming) return
        if (!next) onCancel?.()
        setOpen(next)
      }}
    >
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
