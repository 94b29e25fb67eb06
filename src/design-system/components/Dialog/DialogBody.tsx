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
import { DialogCloseContext } from '../../internal/dialog-close-context'
import { IconButton } from '../IconButton'
import type { DialogProps } from './dialog-props'

type DialogBodyProps = Omit<DialogProps, 'defaultOpen' | 'trigger' | 'open' | 'onOpenChange'> & {
  open: boolean
  onOpenChange: (open: boolean) => void
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

/** The Dialog's Radix part, open while `open`: loaded when a dialog first opens (Dialog.tsx). */
export function DialogBody({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = 'md',
  closable = true,
  dismissible = true,
}: DialogBodyProps) {
  const strings = useDesignSystemStrings()
  const resolvedWidth = Object.hasOwn(dialogWidths, width) ? dialogWidths[width as DialogWidth] : width
  const returnFocus = useReturnFocus()
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogCloseContext value={() => onOpenChange(false)}>
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
      </DialogCloseContext>
    </RadixDialog.Root>
  )
}
