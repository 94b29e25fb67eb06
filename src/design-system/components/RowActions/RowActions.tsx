import {
  forwardRef,
  useId,
  type ButtonHTMLAttributes,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Slot, VisuallyHidden } from 'radix-ui'
import styled, { css } from 'styled-components'

export type RowActionTone = 'default' | 'danger'

export interface RowActionsProps extends HTMLAttributes<HTMLDivElement> {
  /** The row's actions (RowAction each), in the order every screen uses: view, edit, approve, then destructive ones last. */
  children: ReactNode
}

export interface RowActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `danger` for destructive actions (删除, 冻结, 拒绝): the text in the theme's danger colour. */
  tone?: RowActionTone
  /**
   * Why the action cannot be taken now. It disables the action but keeps it focusable, shows the reason on
   * hover and gives it to screen readers as the action's description.
   */
  disabledReason?: string
  /** Render the single child (a router link) with the action's look instead of a button. */
  asChild?: boolean
}

// Wraps onto a second line in a narrow column instead of widening the table; the row gap keeps wrapped
// actions apart as far as their focus rings need.
const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
`

const actionStyle = css<{ $tone: RowActionTone }>`
  display: inline-flex;
  align-items: center;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.md};
  line-height: ${({ theme }) => theme.lineHeight.normal};
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.primary)};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  &:hover:not(:disabled):not([aria-disabled='true']) {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.dangerHover : theme.colors.primaryHover)};
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  &:disabled,
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`

const ActionButton = styled.button<{ $tone: RowActionTone }>`
  ${actionStyle}
`

const ActionSlot = styled(Slot.Root)<{ $tone: RowActionTone }>`
  ${actionStyle}
`

/** A table row's actions side by side, wrapping in a narrow column; each is a RowAction. */
export function RowActions({ children, ...rest }: RowActionsProps) {
  return <Group {...rest}>{children}</Group>
}

/**
 * One row action: a text link in the theme's link colour (danger colour for destructive ones), a button by
 * default or, with `asChild`, the router link given as its child.
 */
export const RowAction = forwardRef<HTMLButtonElement, RowActionProps>(function RowAction(
  { tone = 'default', disabledReason, asChild = false, type = 'button', onClick, children, ...rest },
  ref,
) {
  const reasonId = useId()
  if (asChild)
    return (
      <ActionSlot $tone={tone} {...rest}>
        {children}
      </ActionSlot>
    )
  const blocked = disabledReason != null
  const describedBy = [rest['aria-describedby'], blocked ? reasonId : undefined].filter(Boolean).join(' ')
  return (
    <>
      <ActionButton
        ref={ref}
        type={type}
        $tone={tone}
        title={disabledReason}
        {...rest}
        // A reason needs focus to be read: the action stays focusable and refuses presses instead.
        aria-disabled={blocked || undefined}
        aria-describedby={describedBy || undefined}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          if (blocked) {
            event.preventDefault()
            return
          }
          onClick?.(event)
        }}
      >
        {children}
      </ActionButton>
      {blocked && <VisuallyHidden.Root id={reasonId}>{disabledReason}</VisuallyHidden.Root>}
    </>
  )
})
