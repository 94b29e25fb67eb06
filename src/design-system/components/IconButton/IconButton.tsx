import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import styled, { type css } from 'styled-components'
import type { ControlSize } from '../../tokens'
import { Spinner } from '../Spinner'
import { buttonVariantStyles, iconButtonDangerStyle } from '../../internal/button-variants'

export type IconButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  /** What the button does, read by screen readers: an icon alone says nothing, so it is required. */
  'aria-label': string
  /** The icon shown; it is hidden from assistive technology. */
  icon: ReactNode
  /** Visual weight; `ghost` (no border) suits toolbars and table rows. */
  variant?: IconButtonVariant
  /** Square size, matching the height of other controls. */
  size?: ControlSize
  /** Shows a spinner, sets `aria-busy` and ignores clicks until the work is done. */
  loading?: boolean
}

const variantStyles: Record<IconButtonVariant, ReturnType<typeof css>> = {
  primary: buttonVariantStyles.primary,
  secondary: buttonVariantStyles.secondary,
  danger: iconButtonDangerStyle,
  ghost: buttonVariantStyles.ghost,
}

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: ControlSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ theme, $size }) => theme.controlHeight[$size]};
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.xl : theme.fontSize.lg)};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.duration.fast},
    border-color ${({ theme }) => theme.duration.fast},
    color ${({ theme }) => theme.duration.fast};
  ${({ $variant }) => variantStyles[$variant]}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`

const IconSlot = styled.span`
  display: inline-flex;
`

/** A square button showing only an icon; its `aria-label` names it for screen readers. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', loading = false, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // Like Button: busy swallows clicks but keeps focus, instead of disabling.
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : <IconSlot aria-hidden="true">{icon}</IconSlot>}
    </StyledIconButton>
  )
})
