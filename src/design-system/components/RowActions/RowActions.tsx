import type { ButtonHTMLAttributes, HTMLAttributes } from 'react'
import styled from 'styled-components'

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
 * table. The look of its buttons and links lives here, once, so every route with a table pays for it once.
 */
export const RowActions = styled.div<RowActionsProps>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  & > * {
    padding: 0;
    border: 0;
    background: none;
    font: inherit;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  & > [data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  & > :hover {
    text-decoration: underline;
  }
  & > :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
  & > :disabled,
  & > [aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
    cursor: not-allowed;
  }
`

/** One row action, inside RowActions: a text button in the link colour, the danger colour for destructive ones. */
export function RowAction({ tone = 'default', disabledReason, type = 'button', onClick, ...rest }: RowActionProps) {
  const blocked = disabledReason != null
  return (
    // A reason needs focus to be read: the action stays focusable and refuses presses instead of `disabled`.
    <button
      {...rest}
      type={type}
      data-tone={tone}
      title={disabledReason ?? rest.title}
      aria-disabled={blocked || rest['aria-disabled']}
      onClick={blocked ? undefined : onClick}
    />
  )
}
