import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import type { ControlSize } from '../../tokens'
import { Spinner } from '../Spinner'
import { buttonVariantStyles as variantStyles, type ButtonVariant } from '../../internal/button-variants'

export type { ButtonVariant }

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the main action of a view, `danger` for destructive ones. */
  variant?: ButtonVariant
  /** Height and padding. */
  size?: ControlSize
  /** Shows a spinner, sets `aria-busy` and ignores clicks until the work is done. */
  loading?: boolean
  /** An icon before the label. */
  icon?: ReactNode
  /** Stretch to the width of the container. */
  block?: boolean
}

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ControlSize; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  height: ${({ theme, $size }) => theme.controlHeight[$size]};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space[2] : theme.space[4])};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.fontSize.sm : theme.fontSize.md)};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  white-space: nowrap;
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

/** The button of the console. `loading` keeps it focusable but inert while work is under way. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'secondary',
    size = 'md',
    loading = false,
    icon,
    block = false,
    type = 'button',
    disabled,
    onClick,
    children,
    ...rest
  },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $block={block}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={(event) => {
        // A busy button swallows clicks (and form submits) instead of being disabled, so focus stays on it.
        if (loading) {
          event.preventDefault()
          return
        }
        onClick?.(event)
      }}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : icon}
      {children}
    </StyledButton>
  )
})
