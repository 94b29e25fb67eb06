import type { ReactElement, ReactNode } from 'react'
import { Dialog as RadixDialog } from 'radix-ui'
import styled from 'styled-components'
import { useDesignSystemStrings } from '../../provider'
import { CloseGlyph } from '../../internal/glyphs'
import {
  dialogContent,
  dialogDescription,
  dialogFooter,
  dialogOverlay,
  dialogTitle,
  dialogWidths,
  type DialogWidth,
} from '../../internal/dialog-styles'
import { useReturnFocus } from '../../internal/use-return-focus'
import { IconButton } from '../IconButton'

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

const Overlay = styled(RadixDialog.Overlay)`
  ${dialogOverlay}
`

const Content = styled(RadixDialog.Content)<{ $width: string }>`
  ${dialogContent}
  width: ${({ $width }) => $width};
`

const Title = styled(RadixDialog.Title)`
  ${dialogTitle}
`

const Description = styled(RadixDialog.Description)`
  ${dialogDescription}
`

const Footer = styled.div`
  ${dialogFooter}
`

const CloseCorner = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space[4]};
  right: ${({ theme }) => theme.space[4]};
`

export interface DialogCloseProps {
  /** The element, usually a Button; rendered as is. */
  children: ReactElement
}

/** Closes the surrounding Dialog when its child is pressed. */
export function DialogClose({ children }: DialogCloseProps) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>
}

/**
 * A modal dialog (Radix Dialog): focus moves in and is trapped, Escape closes it, and focus returns
 * to the element that opened it.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  width = 'md',
  closable = true,
  dismissible = true,
}: DialogProps) {
  const strings = useDesignSystemStrings()
  const resolvedWidth = Object.hasOwn(dialogWidths, width) ? dialogWidths[width as DialogWidth] : width
  const returnFocus = useReturnFocus()
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <Overlay />
        <Content
          $width={resolvedWidth}
          // Without a description, say so, rather than point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={returnFocus.onOpenAutoFocus}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault()
          }}
          onPointerDownOutside={(event) => {
            if (!dismissible) event.preventDefault()
          }}
          onInteractOutside={(event) => {
            if (!dismissible) event.preventDefault()
          }}
        >
          <Title>{title}</Title>
          {description !== undefined && <Description>{description}</Description>}
          {children}
          {footer !== undefined && <Footer>{footer}</Footer>}
          {closable && (
            <CloseCorner>
              <RadixDialog.Close asChild>
                <IconButton aria-label={strings.close} icon={<CloseGlyph />} size="sm" />
              </RadixDialog.Close>
            </CloseCorner>
          )}
        </Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
