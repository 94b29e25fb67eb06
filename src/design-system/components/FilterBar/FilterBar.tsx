import type { FormHTMLAttributes, ReactNode } from 'react'
import styled from 'styled-components'
import { Button } from '../Button'
import { FieldGrid } from '../FieldGrid'

export interface FilterBarProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset' | 'children'> {
  /** The filter fields (FormField each). */
  children: ReactNode
  /** The query button's text (查询). */
  submitLabel: string
  /** The reset button's text (重置). */
  resetLabel: string
  /** The query: the form's default submission is already prevented. */
  onSubmit: () => void
  onReset: () => void
}

// On the inputs' line: as far down as a FormField's label and the gap under it (a field's bottom margin and
// error line make the cell taller than its input, so aligning to the cell's end would sit lower).
const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
  align-self: start;
  padding-top: calc(${({ theme }) => `${theme.fontSize.md} * ${theme.lineHeight.normal} + ${theme.space[1]}`});
`

/**
 * A list page's filter bar: the fields in FieldGrid's columns, then one cell with 查询 (primary) and 重置, in
 * that order on every screen, aligned with the inputs. Enter in a field queries.
 */
export function FilterBar({ children, submitLabel, resetLabel, onSubmit, onReset, ...rest }: FilterBarProps) {
  return (
    <form
      noValidate
      {...rest}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <FieldGrid>
        {children}
        <Actions>
          <Button type="submit" variant="primary">
            {submitLabel}
          </Button>
          <Button type="button" onClick={onReset}>
            {resetLabel}
          </Button>
        </Actions>
      </FieldGrid>
    </form>
  )
}
