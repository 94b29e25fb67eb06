import type { ButtonHTMLAttributes, HTMLAttributes } from 'react'
import styled from 'styled-components'
import { Button } from '../Button'

export type RowActionTone = 'default' | 'danger'

/**
 * The row's actions: RowAction each, or a router link for one that opens another page (it takes the same
 * look), in the order every screen uses: view, edit, approve, then destructive ones last.
 */
export type RowActionsProps = HTMLAttributes<HTMLDivElement>

export interface RowActionProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `danger` for destructive actions (删除, 冻结, 拒绝): the text in the theme's danger colour. */
  tone?: RowActionTone
  /**
   * Why the action cannot be taken now. It disables the action but keeps it focusable; the reason shows on
   * hover and is the action's accessible description (its `title`, the name coming from its label).
   */
  disabledReason?: string
}

/**
 * A table row's actions side by side, wrapping onto a second line in a narrow column instead of widening the
 * table; a router link among them takes the buttons' size and weight. Table lays a column's `actions` out in
 * it, so it loads with the table.
 */
export const RowActions = styled.div<RowActionsProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0 ${({ theme }) => theme.space[3]};
  & > a {
    font-size: ${({ theme }) => theme.fontSize.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
    text-decoration: none;
  }
  & > [data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  & > [aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

/** One row action, inside RowActions: a text button in the link colour, the danger colour for destructive ones. */
export function RowAction({ tone, disabledReason, onClick, ...rest }: RowActionProps) {
  const blocked = disabledReason != null
  return (
    // A reason needs focus to be read: the action stays focusable and refuses presses instead of `disabled`.
    <Button
      title={disabledReason}
      {...rest}
      variant="link"
      size="sm"
      data-tone={tone}
      aria-disabled={blocked || undefined}
      onClick={blocked ? undefined : onClick}
    />
  )
}
